import type { DropdownProps } from 'antd';
import {
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  cloneElement,
  useEffect,
  useRef,
  useState,
} from 'react';

type Dropdown = ComponentType<DropdownProps>;

/** antd's Dropdown (its menu, its styles), once loaded: every dropdown drawn afterwards is the real one. */
let loaded: Dropdown | null = null;
let loading: Promise<void> | undefined;
/** The bare triggers on screen: each becomes antd's Dropdown as soon as it is loaded. */
const bare = new Set<(d: Dropdown) => void>();
const loadDropdown = () => {
  if (loading) return;
  loading = import('antd/es/dropdown/dropdown').then((m) => {
    const d = m.default as Dropdown;
    loaded = d;
    for (const swap of bare) swap(d);
  });
};

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
  const [Real, setReal] = useState<Dropdown | null>(() => loaded);
  const [open, setOpen] = useState(false);
  // The pointer over the bare trigger, or pressed on it (a click that the swap may cut in two).
  const over = useRef(false);
  const pressed = useRef(false);
  // The focus on the bare trigger moves to the real one, which replaces it: a stable box finds it.
  const refocus = useRef(false);
  const box = useRef<HTMLSpanElement>(null);
  const trigger = props.trigger ?? ['hover'];
  const isHover = trigger.includes('hover');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the trigger kind of a dropdown does not change
  useEffect(() => {
    if (Real) return;
    const swap = (d: Dropdown) => {
      if (pressed.current || (over.current && isHover)) setOpen(true);
      refocus.current = !!box.current?.contains(document.activeElement);
      setReal(() => d);
    };
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

  const load = () => {
    if (!props.disabled) loadDropdown();
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
