import { type ComponentProps, Suspense, lazy } from 'react';

const UniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

/**
 * What antd's ConfigProvider gets for the provider of its `tooltip.unique` option (vite.config.ts,
 * `antdOnDemand`): the same provider, loaded when drawn — the app does not set the option, so
 * rc-trigger's shared popup and its alignment code stay out of every signed-in first load.
 */
export default function UniqueProviderOnDemand(props: ComponentProps<typeof UniqueProvider>) {
  return (
    <Suspense fallback={props.children}>
      <UniqueProvider {...props} />
    </Suspense>
  );
}
