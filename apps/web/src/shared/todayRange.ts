import { formatDateRangeParam, presetRange } from '@ability/domain';
import dayjs from 'dayjs';

/** Today as the API's dates are written: 'YYYY-MM-DD'. */
export function todayIso(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** Today's range in the API's form, the default of every dated list. */
export function todayParam(): string {
  return formatDateRangeParam(presetRange('today', todayIso()));
}
