import { type ComponentType, useEffect, useRef, useState } from 'react';

/**
 * A component that its triggers draw bare until it is loaded, then become: antd's Tooltip and Dropdown
 * (shared/antd/TooltipOnDemand.tsx, shared/OnDemandDropdown.tsx). `start` begins the load (once); every
 * bare trigger on screen swaps to the component when it arrives, not when it is next touched (which
 * would swap the element under a click).
 */
export function swapWhenLoaded<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading = false;
  const bare = new Set<(c: ComponentType<P>) => void>();

  const start = () => {
    if (loading) return;
    loading = true;
    load().then((c) => {
      loaded = c;
      for (const swap of bare) swap(c);
    });
  };

  /**
   * One trigger's side: `Real` is the component once this trigger has swapped to it (null while bare).
   * `ready` runs just before the swap and may put it off (false: the trigger calls `swap` itself later).
   * The trigger draws itself in a `<span ref={box} style={{ display: 'contents' }}>`: the focus, if it was
   * in the bare trigger, moves to the new one, which replaces it.
   */
  function useSwap(ready: (c: ComponentType<P>) => boolean) {
    const [Real, setReal] = useState<ComponentType<P> | null>(() => loaded);
    const refocus = useRef(false);
    const box = useRef<HTMLSpanElement>(null);
    const swap = (c: ComponentType<P>) => {
      if (!ready(c)) return;
      refocus.current = !!box.current?.contains(document.activeElement);
      setReal(() => c);
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: swap reads refs only
    useEffect(() => {
      if (Real) return;
      // Loaded between this trigger's render and now: no need to wait.
      if (loaded) swap(loaded);
      else bare.add(swap);
      return () => {
        bare.delete(swap);
      };
    }, [Real]);
    useEffect(() => {
      if (Real && refocus.current) box.current?.querySelector<HTMLElement>('button, a[href], [tabindex]')?.focus();
    }, [Real]);
    return { Real, box, swap };
  }

  return { start, useSwap };
}
