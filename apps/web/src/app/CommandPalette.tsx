import { PALETTE_TEXTS as T } from '@ability/domain';
import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useStaysTrue } from '../shared/useStaysTrue';

/**
 * The palette's dialog and the shortcuts list, with antd's Modal and Input: loaded when first asked for
 * (Ctrl+K, the button, '?'), or when the pointer or the focus reaches the button — not in the first load
 * of every screen.
 */
const loadPalette = () => import('./PaletteDialog');
const PaletteDialog = lazy(loadPalette);
const ShortcutsHelp = lazy(() => import('./ShortcutsHelp'));

/** Whether a key press goes into a field (then '?' is a character, not the shortcut). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl+K on every screen: the palette (PaletteDialog) — screens, customers, sales, a new
 * sale. '?' (outside a field) lists the shortcuts. Each dialog is drawn from its first opening on (and
 * kept, so that it closes with its animation).
 */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  const [help, setHelp] = useState(false);
  const paletteUsed = useStaysTrue(open);
  const helpUsed = useStaysTrue(help);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setHelp(false);
        setOpen(true);
      } else if (e.key === '?' && !e.ctrlKey && !e.metaKey && !isTyping(e.target)) {
        e.preventDefault();
        setHelp(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const preload = () => void loadPalette().catch(() => undefined);
  return (
    <>
      <Button
        className="palette-trigger"
        icon={<SearchOutlined />}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={T.openButton}
      >
        <span className="palette-trigger-text">{T.openButton}</span>
      </Button>
      {paletteUsed && (
        <Suspense fallback={null}>
          <PaletteDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {helpUsed && (
        <Suspense fallback={null}>
          <ShortcutsHelp open={help} onClose={() => setHelp(false)} />
        </Suspense>
      )}
    </>
  );
}
