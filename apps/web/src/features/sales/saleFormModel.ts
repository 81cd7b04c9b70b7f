import {
  type CustomerSegment,
  type EmptyReturn,
  type GasDoPovoValidation,
  type LastOrderSale,
  type SaleChannel,
  type SaleStatus,
  lastOrderDraft,
  lastOrderNotice,
  onlyDigits,
  paymentDueDate,
  splitSalePayment,
} from '@ability/domain';
import dayjs, { type Dayjs } from 'dayjs';
import type { City } from '../../api/cities';
import type { Customer } from '../../api/customers';
import type { Sale, SaleInput, SaleOptions } from '../../api/sales';

export interface CustomerValues {
  id?: number;
  name?: string;
  contact_id?: number;
  phone?: string;
  whatsapp?: boolean;
  address_id?: number;
  patio?: string;
  number?: string;
  neighborhood?: string;
  complement?: string;
  reference?: string;
  /** Kept from the customer's address (no input on the sale form), so a save does not clear them. */
  zipcode?: string | null;
  city_id?: number | null;
  /** The address's city, for the city select's label (not sent). */
  city?: City | null;
  /** The customer's segment today, shown as a tag by the name (not sent). */
  segment?: CustomerSegment | null;
}

export interface ItemValues {
  id?: number;
  product_id?: number;
  quantity: number;
  price_cents: number | null;
  discount_cents: number | null;
  /** The refill's empty (features/empties/SaleEmptiesFields); unset: the server's default or what it wrote. */
  empty_brand_id?: number | null;
  empty_return?: EmptyReturn;
}

export interface PaymentValues {
  id?: number;
  payment_method_id?: number;
  value_cents: number | null;
  installments: number;
  due_date?: Dayjs | null;
}

export interface SaleFormValues {
  resale_id?: number;
  channel: SaleChannel;
  status: SaleStatus;
  employee_id?: number | null;
  customer: CustomerValues;
  items: ItemValues[];
  payments: PaymentValues[];
  obs?: string | null;
  /** The Gás do Povo redemption, sent when a payment is of that kind. */
  gas_do_povo?: GasDoPovoValues;
}

export interface GasDoPovoValues {
  validation?: GasDoPovoValidation;
  nsu?: string;
  cpf_last4?: string;
  empty_received?: boolean;
}

/** Whether a payment method of the options is the programme's (kind gas_do_povo). */
export const isGasDoPovoMethod = (options: SaleOptions | undefined, methodId: number | null | undefined) =>
  !!methodId && options?.payment_methods.find((m) => m.id === methodId)?.kind === 'gas_do_povo';

export const today = () => dayjs().format('YYYY-MM-DD');

/** A new sale of a unit: its default product (quantity 1) and default payment method (the total, due as the method says). */
export function defaultsFor(
  options: SaleOptions | undefined,
  resaleId: number | undefined,
): Pick<SaleFormValues, 'items' | 'payments'> {
  if (!options || !resaleId) return { items: [], payments: [] };
  const product = options.products.find((p) => p.resale_id === resaleId && p.default);
  const method = options.payment_methods.find(
    (m) => m.default && m.status !== false && m.resale_ids.includes(resaleId),
  );
  const items: ItemValues[] = product
    ? [{ product_id: product.id, quantity: 1, price_cents: product.price_cents, discount_cents: 0 }]
    : [];
  const total = product?.price_cents ?? 0;
  const payments: PaymentValues[] = method
    ? [
        {
          payment_method_id: method.id,
          value_cents: total,
          installments: 1,
          due_date: dueDateFor(method.delivery_time),
        },
      ]
    : [];
  return { items, payments };
}

export function dueDateFor(deliveryTime: number | null | undefined): Dayjs | null {
  const d = paymentDueDate(deliveryTime, today());
  return d ? dayjs(d) : null;
}

/** The customer area from a customer record (editing mode: it has an id). */
export function customerToValues(c: Customer | Sale['customer']): CustomerValues {
  if (!c) return {};
  const contact = c.contacts[0];
  const a = c.address;
  return {
    id: c.id,
    name: c.name,
    contact_id: contact?.id,
    phone: contact?.phone ?? '',
    whatsapp: contact?.whatsapp ?? false,
    patio: a?.patio ?? undefined,
    number: a?.number ?? undefined,
    neighborhood: a?.neighborhood ?? undefined,
    complement: a?.complement ?? undefined,
    reference: a?.reference ?? undefined,
    zipcode: a?.zipcode ?? null,
    city_id: a?.city_id ?? null,
    city: a?.city ?? null,
    segment: 'segment' in c ? c.segment : undefined,
  };
}

/**
 * The new sale from a customer's earlier order (the last one as the form opens, or one chosen with
 * 'Repetir'): its products and quantities at today's prices, its methods recomputed to the total, its
 * deliverer and channel (lastOrderDraft), and what the form says about what was left out. null when the
 * order leaves no product: the form keeps the unit's defaults (and still says what was dropped).
 */
export function lastOrderValues(
  sale: LastOrderSale,
  options: SaleOptions,
): { values: Pick<SaleFormValues, 'channel' | 'employee_id' | 'items' | 'payments'> | null; notice: string | null } {
  const draft = lastOrderDraft(
    sale,
    { products: options.products, payment_methods: options.payment_methods, employees: options.employees },
    { today: today() },
  );
  if (!draft) return { values: null, notice: null };
  const notice = lastOrderNotice(draft);
  if (draft.items.length === 0) return { values: null, notice };
  return {
    notice,
    values: {
      channel: draft.channel,
      employee_id: draft.employee_id,
      items: draft.items.map((i) => ({ ...i })),
      payments: draft.payments.map((p) => ({
        payment_method_id: p.payment_method_id,
        value_cents: p.value_cents,
        installments: p.installments,
        due_date: p.due_date ? dayjs(p.due_date) : null,
      })),
    },
  };
}

export function saleToValues(s: Sale): SaleFormValues {
  return {
    resale_id: s.resale_id,
    channel: s.channel,
    status: s.status,
    employee_id: s.employee_id,
    customer: customerToValues(s.customer),
    items: s.items.map((i) => ({
      id: i.id,
      product_id: i.product_id,
      quantity: i.quantity,
      price_cents: i.price_cents,
      discount_cents: i.discount_cents,
    })),
    payments: s.payments.map((p) => ({
      id: p.id,
      payment_method_id: p.payment_method_id,
      value_cents: p.value_cents,
      installments: p.installments,
      due_date: p.due_date ? dayjs(p.due_date) : null,
    })),
    obs: s.obs,
    ...(s.gas_do_povo
      ? {
          gas_do_povo: {
            validation: s.gas_do_povo.validation,
            nsu: s.gas_do_povo.nsu,
            cpf_last4: s.gas_do_povo.cpf_last4,
            empty_received: s.gas_do_povo.empty_received,
          },
        }
      : {}),
  };
}

function customerAttributes(c: CustomerValues, resaleId: number | undefined): SaleInput['customer_attributes'] {
  const name = c.name?.trim();
  const phone = onlyDigits(c.phone ?? '');
  if (!c.id && !name) return null;
  const address = {
    patio: c.patio ?? null,
    number: c.number ?? null,
    neighborhood: c.neighborhood ?? null,
    complement: c.complement ?? null,
    reference: c.reference ?? null,
    zipcode: onlyDigits(c.zipcode ?? '') || null,
    city_id: c.city_id ?? null,
  };
  const hasAddress = Object.values(address).some((v) => v);
  const contacts = phone
    ? [{ ...(c.contact_id ? { id: c.contact_id } : {}), phone, whatsapp: !!c.whatsapp }]
    : c.contact_id
      ? [{ id: c.contact_id, _destroy: true }]
      : undefined;
  return {
    ...(c.id ? { id: c.id } : { resale_id: resaleId }),
    name: name ?? '',
    ...(contacts ? { contacts_attributes: contacts } : {}),
    ...(hasAddress || c.id ? { address_attributes: address } : {}),
  };
}

/** The form's values as the API takes them; payments of N installments split into N payments. */
export function valuesToInput(
  v: SaleFormValues,
  options: SaleOptions | undefined,
  removed: { items: number[]; payments: number[] },
  editing: boolean,
): SaleInput {
  const payments: SaleInput['payments_attributes'] = [];
  for (const p of v.payments ?? []) {
    const method = options?.payment_methods.find((m) => m.id === p.payment_method_id);
    const due = p.due_date ? p.due_date.format('YYYY-MM-DD') : null;
    if ((p.installments ?? 1) > 1 && p.payment_method_id && p.value_cents) {
      const parts = splitSalePayment(
        {
          payment_method_id: p.payment_method_id,
          value_cents: p.value_cents,
          installments: p.installments,
          due_date: due,
        },
        method?.delivery_time ?? 0,
        today(),
      );
      parts.forEach((part, i) => {
        payments.push({ ...(i === 0 && p.id ? { id: p.id } : {}), ...part });
      });
    } else
      payments.push({
        ...(p.id ? { id: p.id } : {}),
        payment_method_id: p.payment_method_id,
        value_cents: p.value_cents ?? undefined,
        installments: 1,
        due_date: due,
      });
  }
  const input: SaleInput = {
    resale_id: v.resale_id!,
    channel: v.channel,
    employee_id: v.employee_id ?? null,
    obs: v.obs ?? null,
    items_attributes: [
      ...(v.items ?? []).map((i) => ({
        ...(i.id ? { id: i.id } : {}),
        product_id: i.product_id,
        quantity: i.quantity,
        price_cents: i.price_cents ?? 0,
        discount_cents: i.discount_cents ?? 0,
        ...(i.empty_return ? { empty_return: i.empty_return } : {}),
        ...(i.empty_brand_id !== undefined ? { empty_brand_id: i.empty_brand_id } : {}),
      })),
      ...removed.items.map((id) => ({ id, _destroy: true })),
    ],
    payments_attributes: [...payments, ...removed.payments.map((id) => ({ id, _destroy: true }))],
    customer_attributes: customerAttributes(v.customer ?? {}, v.resale_id),
  };
  if ((v.payments ?? []).some((p) => isGasDoPovoMethod(options, p.payment_method_id))) {
    const g = v.gas_do_povo ?? {};
    input.gas_do_povo = {
      validation: g.validation ?? null,
      nsu: g.nsu ?? null,
      cpf_last4: g.cpf_last4 ?? null,
      empty_received: g.empty_received ?? true,
    };
  }
  if (!editing) input.status = v.status;
  if (!input.customer_attributes) input.customer_id = null;
  return input;
}
