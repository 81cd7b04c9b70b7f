import {
  DATE_PRESETS,
  DATE_PRESET_LABELS,
  type DateRange,
  formatDateRangeParam,
  parseDateRange,
  presetRange,
} from '@ability/domain';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { todayIso } from './todayRange';

export { todayIso, todayParam } from './todayRange';

export interface DateRangeFilterProps {
  /** The range as the API takes it: 'DD/MM/YYYY-DD/MM/YYYY'. */
  value?: string;
  onChange: (value: string | undefined) => void;
  allowClear?: boolean;
  showWeek?: boolean;
}

const toDayjs = (r: DateRange): [Dayjs, Dayjs] => [dayjs(r.start), dayjs(r.end)];

/** Date range with the seeds' presets (Hoje … Último mês, custom); weeks start on Monday; dd/mm/yyyy. */
export function DateRangeFilter({ value, onChange, allowClear = false, showWeek }: DateRangeFilterProps) {
  const range = parseDateRange(value);
  const today = todayIso();
  return (
    <DatePicker.RangePicker
      format="DD/MM/YYYY"
      allowClear={allowClear}
      showWeek={showWeek}
      value={range ? toDayjs(range) : null}
      presets={DATE_PRESETS.map((p) => ({ label: DATE_PRESET_LABELS[p], value: toDayjs(presetRange(p, today)) }))}
      onChange={(dates) => {
        if (!dates?.[0] || !dates[1]) return onChange(undefined);
        onChange(formatDateRangeParam({ start: dates[0].format('YYYY-MM-DD'), end: dates[1].format('YYYY-MM-DD') }));
      }}
    />
  );
}
