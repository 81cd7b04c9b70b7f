import { type ComponentProps, Suspense, lazy } from 'react';

const Tree = lazy(() => import('antd/es/tree'));

/**
 * What antd's Table gets for the tree of its column filters (vite.config.ts, `antdOnDemand`): the same
 * Tree, loaded when a column filter in tree mode opens (no table of this app has one), so the Tree is not
 * in the first load of every list.
 */
export default function TreeOnDemand(props: ComponentProps<typeof Tree>) {
  return (
    <Suspense fallback={null}>
      <Tree {...props} />
    </Suspense>
  );
}
