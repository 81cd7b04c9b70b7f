import type { TooltipProps } from 'antd';
import {
  type ComponentType,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  cloneElement,
  isValidElement,
  useRef,
} from 'react';
import { swapWhenLoaded } from './swapWhenLoaded';

type Tooltip = ComponentType<TooltipProps>;
type TriggerProps = {
  onPointerEnter?: (e: PointerEvent) => void;
  onPointerLeave?: (e: PointerEvent) => void;
  onPointerDown?: (e: PointerEvent) => void;
  onClick?: (e: MouseEvent) => void;
};

/** antd's Tooltip (rc-trigger, its placements and styles), once loaded: every tooltip drawn afterwards is it. */
const tooltip = swapWhenLoaded<TooltipProps>(() => import('antd/es/tooltip').then((m) => m.default as Tooltip));

/**
 * antd's Tooltip, drawn as its trigger alone until antd's Tooltip is loaded — which starts when the
 * pointer first reaches a trigger (a tooltip shows on hover only) — then as antd's Tooltip, open if the
 * pointer is still there. The same props as antd's. The header's buttons and the table's sorter titles
 * (vite.config.ts, `antdOnDemand`) no longer bring rc-trigger into the first load. A press on the bare
 * trigger is let finish before the swap (the new element would not get its click); the focus, if it was
 * in the trigger, moves to the new one.
 */
export default function TooltipOnDemand({ children, ...props }: TooltipProps) {
  const over = useRef(false);
  const pressed = useRef(false);
  const waiting = useRef<Tooltip | null>(null);
  const { Real, box, swap } = tooltip.useSwap((t) => {
    if (!pressed.current) return true;
    waiting.current = t;
    return false;
  });

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
          tooltip.start();
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
