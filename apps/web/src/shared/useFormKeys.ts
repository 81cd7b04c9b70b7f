import { type RefObject, useEffect, useRef } from 'react';

/** An open overlay that takes the keys itself: a dropdown, a date panel, a dialog or a drawer. */
const OVERLAY =
  '.ant-select-dropdown:not(.ant-select-dropdown-hidden), .ant-picker-dropdown:not(.ant-picker-dropdown-hidden), .ant-dropdown:not(.ant-dropdown-hidden), .ant-modal-wrap:not([style*="display: none"]), .ant-drawer-open';

/**
 * The keys of a form screen: Ctrl+Enter (⌘+Enter) saves from anywhere on the screen — while the form is
 * still `busy` (loading, or filling itself in) the save waits and runs as soon as it is ready — and Esc
 * leaves (`leave`; the unsaved-changes question of useUnsavedChangesWarning still asks). Keys meant for
 * an open dropdown, dialog or drawer are theirs.
 */
export function useFormKeys(opts: {
  container: RefObject<HTMLElement | null>;
  busy: boolean;
  submit: () => void;
  leave: () => void;
}) {
  const latest = useRef(opts);
  latest.current = opts;
  const pending = useRef(false);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const { container, busy, submit, leave } = latest.current;
      const target = e.target instanceof Element ? e.target : null;
      const mine = !target || target === document.body || !!container.current?.contains(target);
      if (!mine || e.defaultPrevented || target?.closest('.ant-modal-wrap, .ant-drawer')) return;
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        if (busy) pending.current = true;
        else submit();
      } else if (e.key === 'Escape' && !e.ctrlKey && !e.metaKey && !e.altKey) {
        if (document.querySelector(OVERLAY)) return;
        e.preventDefault();
        leave();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A save asked for while busy runs once the form is ready.
  useEffect(() => {
    if (!opts.busy && pending.current) {
      pending.current = false;
      latest.current.submit();
    }
  }, [opts.busy]);
}
