import { SALE_TEXTS as T, formatAddress, formatCents, formatPhone, saleReceived } from '@ability/domain';
import dayjs from 'dayjs';
import type { Sale } from '../../api/sales';

/** What the list shows as the sale's value: Σ payments − change. */
export const saleValue = (s: Sale) => saleReceived(s.payments, s.change_cents);

/** One line per item: '2 × Gás P13'. */
export const itemsText = (s: Sale) => s.items.map((i) => `${i.quantity} × ${i.product.description}`).join(', ');

/** The text sent to the deliverer by WhatsApp. */
export function shareText(s: Sale): string {
  const lines = [`Pedido #${s.doc_number} - ${dayjs(s.sold_on).format('DD/MM/YYYY HH:mm')}`];
  if (!s.customer) lines.push(T.noCustomer);
  else {
    lines.push(`Cliente: ${s.customer.name}`);
    const address = formatAddress(s.customer.address);
    if (address) lines.push(`Endereço: ${address}`);
    const phones = s.customer.contacts.map((c) => formatPhone(c.phone)).join(', ');
    if (phones) lines.push(`Telefone: ${phones}`);
  }
  lines.push(`Itens: ${itemsText(s)}`);
  lines.push(
    `Pagamento: ${s.payments.map((p) => `${p.payment_method.description} ${formatCents(p.value_cents)}`).join(', ')}`,
  );
  if (s.change_cents > 0) lines.push(`Troco: ${formatCents(s.change_cents)}`);
  lines.push(`Total: ${formatCents(saleValue(s))}`);
  if (s.obs) lines.push(`Obs.: ${s.obs}`);
  return lines.join('\n');
}

/** WhatsApp link to the deliverer (country code 55), or to pick a contact when they have no phone. */
export function shareUrl(s: Sale): string {
  const phone = s.employee?.phone ? `55${s.employee.phone}` : '';
  return `https://wa.me/${phone}?text=${encodeURIComponent(shareText(s))}`;
}

/**
 * A summary header (id → amount) added up by name: over several units each unit's 'Gás P13' or 'Dinheiro' is a
 * record of its own, and the footer shows one figure per name, in the order the names first appear.
 */
export function sumByName(summary: Record<string, number>, nameOf: (id: string) => string): [string, number][] {
  const sums = new Map<string, number>();
  for (const [id, n] of Object.entries(summary)) {
    const name = nameOf(id);
    sums.set(name, (sums.get(name) ?? 0) + n);
  }
  return [...sums];
}
