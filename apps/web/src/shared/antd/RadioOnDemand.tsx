import { type ComponentProps, Suspense, lazy } from 'react';

const Radio = lazy(() => import('antd/es/radio'));

/**
 * What antd's Table gets for the radios of a single-row selection (vite.config.ts, `antdOnDemand`): the
 * same Radio, loaded when a table with `rowSelection.type: 'radio'` is first drawn (the tables of this app
 * select with checkboxes), so Radio — and the form hook it takes a helper from — is not in every list's
 * first load.
 */
export default function RadioOnDemand(props: ComponentProps<typeof Radio>) {
  return (
    <Suspense fallback={null}>
      <Radio {...props} />
    </Suspense>
  );
}
