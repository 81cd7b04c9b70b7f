import type { DropdownProps } from 'antd';
import {
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  cloneElement,
  useRef,
  useState,
} from 'react';
import { swapWhenLoaded } from './antd/swapWhenLoaded';

type Dropdown = ComponentType<DropdownProps>;

/** antd's Dropdown (its menu, its styles), once loaded: every dropdown drawn afterwards is the real one. */
const dropdown = swapWhenLoaded<DropdownProps>(() =>
  import('antd/es/dropdown/dropdown').then((m) => m.default as Dropdown),
);

type TriggerProps = {
  disabled?: boolean;
  onClick?: (e: MouseEvent) => void;
  onPointerEnter?: (e: PointerEvent) => void;
  onPointerLeave?: (e: PointerEvent) => void;
  onPointerDown?: (e: PointerEvent) => void;
  onFocus?: (e: FocusEvent) => void;
};

/**
 * antd's Dropdown, drawn as its trigger alone until antd's Dropdown is loaded — which starts when the
 * pointer or the focus reaches a trigger, or it is clicked — then as antd's Dropdown, opened if the user
 * was asking for it meanwhile (a click, or the pointer still over a hover menu). The same props as
 * antd's. The list's row menus, its export and bulk actions and the header's 'Mais' no longer bring
 * Dropdown into the first load, nor one Dropdown per row into the first render. Every bare trigger on
 * screen becomes the real Dropdown when the chunk arrives (not when it is next hovered, which would swap
 * the button under a click); a click, or a press, on a bare trigger is remembered and opens it.
 */
export function OnDemandDropdown({ children, ...props }: DropdownProps & { children: ReactElement<TriggerProps> }) {
  const [open, setOpen] = useState(false);
  // The pointer over the bare trigger, or pressed on it (a click that the swap may cut in two).
  const over = useRef(false);
  const pressed = useRef(false);
  const trigger = props.trigger ?? ['hover'];
  const isHover = trigger.includes('hover');
  const { Real, box } = dropdown.useSwap(() => {
    if (pressed.current || (over.current && isHover)) setOpen(true);
    return true;
  });

  const load = () => {
    if (!props.disabled) dropdown.start();
  };
  const own = children.props;
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {Real ? (
        <Real
          {...props}
          open={open}
          onOpenChange={(next, info) => {
            setOpen(next);
            props.onOpenChange?.(next, info);
          }}
        >
          {children}
        </Real>
      ) : (
        cloneElement(children, {
          disabled: own.disabled ?? props.disabled,
          onPointerEnter: (e: PointerEvent) => {
            own.onPointerEnter?.(e);
            over.current = true;
            load();
          },
          onPointerLeave: (e: PointerEvent) => {
            own.onPointerLeave?.(e);
            over.current = false;
          },
          onPointerDown: (e: PointerEvent) => {
            own.onPointerDown?.(e);
            pressed.current = !props.disabled;
            load();
          },
          onFocus: (e: FocusEvent) => {
            own.onFocus?.(e);
            load();
          },
          onClick: (e: MouseEvent) => {
            own.onClick?.(e);
            pressed.current = false;
            if (props.disabled) return;
            setOpen(true);
            load();
          },
        })
      )}
    </span>
  );
}
