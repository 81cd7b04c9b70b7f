import { type ComponentType, type ReactNode, Suspense, createElement, lazy } from 'react';

/**
 * A component loaded when it is first drawn: `load` imports its module and, until it is there, `fallback`
 * (given the same props; nothing by default) stands in its place. The *OnDemand.tsx files of this folder
 * are such components, each the default export that vite.config.ts's `antdOnDemand` swaps in, for one
 * antd module, for a part of antd that the first load of every list would carry without drawing it.
 */
export function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: (props: P) => ReactNode = () => null,
) {
  const Loaded = lazy(load);
  return function OnDemand(props: P) {
    return <Suspense fallback={fallback(props)}>{createElement(Loaded, props)}</Suspense>;
  };
}
