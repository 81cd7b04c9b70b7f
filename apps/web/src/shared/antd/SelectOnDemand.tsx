import { type ComponentProps, Suspense, lazy } from 'react';

const Select = lazy(() => import('antd/es/select'));

/**
 * What antd's Pagination gets for its page-size Select (vite.config.ts, `antdOnDemand`): the same Select,
 * loaded when a pagination shows a page-size changer (no list of this app does), so the Select is not in
 * the first load of every list.
 */
export default function SelectOnDemand(props: ComponentProps<typeof Select>) {
  return (
    <Suspense fallback={null}>
      <Select {...props} />
    </Suspense>
  );
}
