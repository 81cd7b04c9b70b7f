import { formatAddress, formatCents, formatDateBr, formatPhone } from '@ability/domain';
import type { AddressRecord } from './address';

/** Shared table cells: money, dates, phones, addresses. */
export const moneyCell = (cents: number | null | undefined) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatCents(cents)}</span>
);
export const dateCell = (date: string | null | undefined) => formatDateBr(date) || '—';
export const phoneCell = (phone: string | null | undefined) =>
  phone ? <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(phone)}</span> : '—';
export const addressCell = (address: AddressRecord | null | undefined) => formatAddress(address) || '—';
