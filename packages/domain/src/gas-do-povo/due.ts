import Holidays from 'date-holidays';
import { addDays, type IsoDate } from '../dates';

/** Days Caixa takes to pay a redemption: "em até 2 dias úteis" (Decreto 12.649/2025). */
export const GAS_DO_POVO_PAYMENT_BUSINESS_DAYS = 2;

const holidays = new Holidays('BR');
const byYear = new Map<number, Set<IsoDate>>();

/** National days without banking: public holidays and the bank ones (Carnaval, Corpus Christi). */
function closedDays(year: number): Set<IsoDate> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      holidays
        .getHolidays(year)
        .filter((h) => h.type === 'public' || h.type === 'bank')
        .map((h) => h.date.slice(0, 10)),
    );
    byYear.set(year, days);
  }
  return days;
}

/** A weekday that is not a national or bank holiday. */
export function isBusinessDay(date: IsoDate): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !closedDays(y).has(date);
}

/** `days` business days after `date` (the day itself does not count). */
export function addBusinessDays(date: IsoDate, days: number): IsoDate {
  let day = date;
  for (let left = days; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left--;
  }
  return day;
}

/** When Caixa owes a redemption made on `saleDate`: 2 business days after it. */
export function gasDoPovoDueDate(saleDate: IsoDate): IsoDate {
  return addBusinessDays(saleDate, GAS_DO_POVO_PAYMENT_BUSINESS_DAYS);
}
