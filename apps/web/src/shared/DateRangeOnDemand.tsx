import { parseDateRange } from '@ability/domain';
import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { DateRangeFilterProps } from './DateRangeFilter';

/** antd's range picker (its calendar, its styles): loaded when the user reaches for the dates. */
const DateRangeFilter = lazy(() => import('./DateRangeFilter').then((m) => ({ default: m.DateRangeFilter })));

type Side = 'start' | 'end';

/** Runs once the lazy picker above it has been drawn. */
function Ready({ onReady }: { onReady: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the picker is there
  useEffect(onReady, []);
  return null;
}

/**
 * The date range of a list's first screen (the home screen's sales of the day) without antd's DatePicker
 * in the first load: the same box, the same dates, drawn with global.css (.date-range-static); the
 * pointer over it, a touch or the focus loads the real picker, which takes its place — and opens, or
 * takes the focus, when the user had already clicked or tabbed into it.
 */
export function DateRangeOnDemand(props: DateRangeFilterProps) {
  const [wanted, setWanted] = useState(false);
  const pending = useRef<{ side: Side; click: boolean } | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  const range = parseDateRange(props.value);
  const shown = (iso: string | undefined) => (iso ? dayjs(iso).format('DD/MM/YYYY') : '');

  const want = (side?: Side, click = false) => {
    if (side) pending.current = { side, click: click || !!pending.current?.click };
    setWanted(true);
  };
  const input = (side: Side, placeholder: string, value: string) => (
    <div className="date-range-static-input">
      <input
        readOnly
        size={12}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onFocus={() => want(side)}
        onPointerDown={() => want(side, true)}
      />
    </div>
  );
  const still = (
    <div className="date-range-static" onPointerEnter={() => want()} onTouchStart={() => want()}>
      {input('start', 'Data inicial', shown(range?.start))}
      <span className="date-range-static-separator" aria-hidden="true">
        <SwapRightOutlined />
      </span>
      {input('end', 'Data final', shown(range?.end))}
      <span className="date-range-static-suffix" aria-hidden="true">
        <CalendarOutlined />
      </span>
    </div>
  );
  if (!wanted) return still;

  const ready = () => {
    const p = pending.current;
    pending.current = null;
    const real = box.current?.querySelector<HTMLInputElement>(`input[date-range="${p?.side}"]`);
    if (!p || !real) return;
    real.focus();
    if (p.click) real.click();
  };
  return (
    <span ref={box} style={{ display: 'contents' }}>
      <Suspense fallback={still}>
        <DateRangeFilter {...props} />
        <Ready onReady={ready} />
      </Suspense>
    </span>
  );
}
