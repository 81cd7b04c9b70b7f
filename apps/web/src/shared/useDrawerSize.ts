import { useEffect, useState } from 'react';

/** Drawers are 452 px wide on screens wider than 576 px, otherwise 80%. */
export function drawerSizeFor(width: number): number | string {
  return width > 576 ? 452 : '80%';
}

export function useDrawerSize(): number | string {
  const [size, setSize] = useState(() => drawerSizeFor(window.innerWidth));
  useEffect(() => {
    const onResize = () => setSize(drawerSizeFor(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}
