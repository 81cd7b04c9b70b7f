import { type ComponentProps, Suspense, lazy } from 'react';

const DefaultRenderEmpty = lazy(() => import('antd/es/config-provider/defaultRenderEmpty'));

/**
 * What antd's Table and List get for their default empty state (vite.config.ts, `antdOnDemand`): the same
 * Empty with its illustration, loaded when a table or list is first drawn empty without an empty text of
 * its own (the lists of this app give theirs), so Empty and its images are not in every list's first load.
 */
export default function RenderEmptyOnDemand(props: ComponentProps<typeof DefaultRenderEmpty>) {
  return (
    <Suspense fallback={null}>
      <DefaultRenderEmpty {...props} />
    </Suspense>
  );
}
