import type { TooltipProps } from 'antd';
import {
  type ComponentType,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
  useState,
} from 'react';

type Tooltip = ComponentType<TooltipProps>;
type TriggerProps = {
  onPointerEnter?: (e: PointerEvent) => void;
  onPointerLeave?: (e: PointerEvent) => void;
  onPointerDown?: (e: PointerEvent) => void;
  onClick?: (e: MouseEvent) => void;
};

/** antd's Tooltip (rc-trigger, its placements and styles), once loaded: every tooltip drawn afterwards is it. */
let loaded: Tooltip | null = null;
let loading = false;
/** The bare triggers on screen: each becomes antd's Tooltip as soon as it is loaded. */
const bare = new Set<(t: Tooltip) => void>();
const loadTooltip = () => {
  if (loading) return;
  loading = true;
  import('antd/es/tooltip').then((m) => {
    loaded = m.default as Tooltip;
    for (const swap of bare) swap(loaded);
  });
};

/**
 * antd's Tooltip, drawn as its trigger alone until antd's Tooltip is loaded — which starts when the
 * pointer first reaches a trigger (a tooltip shows on hover only) — then as antd's Tooltip, open if the
 * pointer is still there. The same props as antd's. The header's buttons and the table's sorter titles
 * (vite.config.ts, `antdOnDemand`) no longer bring rc-trigger into the first load. A press on the bare
 * trigger is let finish before the swap (the new element would not get its click); the focus, if it was
 * in the trigger, moves to the new one.
 */
export default function TooltipOnDemand({ children, ...props }: TooltipProps) {
  const [Real, setReal] = useState<Tooltip | null>(() => loaded);
  const over = useRef(false);
  const pressed = useRef(false);
  const waiting = useRef<Tooltip | null>(null);
  const refocus = useRef(false);
  const box = useRef<HTMLSpanElement>(null);

  const swap = (t: Tooltip) => {
    if (pressed.current) {
      waiting.current = t;
      return;
    }
    refocus.current = !!box.current?.contains(document.activeElement);
    setReal(() => t);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: swap reads refs only
  useEffect(() => {
    if (Real) return;
    if (loaded) swap(loaded);
    else bare.add(swap);
    return () => {
      bare.delete(swap);
    };
  }, [Real]);
  useEffect(() => {
    if (Real && refocus.current) box.current?.querySelector<HTMLElement>('button, a[href], [tabindex]')?.focus();
  }, [Real]);

  if (Real)
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <Real defaultOpen={over.current} {...props}>
          {children}
        </Real>
      </span>
    );
  if (!isValidElement<TriggerProps>(children)) return children;
  const own = children.props;
  const released = () => {
    pressed.current = false;
    const t = waiting.current;
    waiting.current = null;
    if (t) setTimeout(() => swap(t));
  };
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {cloneElement(children as ReactElement<TriggerProps>, {
        onPointerEnter: (e: PointerEvent) => {
          own.onPointerEnter?.(e);
          over.current = true;
          loadTooltip();
        },
        onPointerLeave: (e: PointerEvent) => {
          own.onPointerLeave?.(e);
          over.current = false;
          if (pressed.current) released();
        },
        onPointerDown: (e: PointerEvent) => {
          own.onPointerDown?.(e);
          pressed.current = true;
        },
        onClick: (e: MouseEvent) => {
          own.onClick?.(e);
          released();
        },
      })}
    </span>
  );
}
