import { SALE_TEXTS as T, newSaleStatus, onlyDigits } from '@ability/domain';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../api/client';
import type { Customer, CustomerSale } from '../../api/customers';
import { useSale, useSaleOptions, useSaveSale } from '../../api/sales';
import { useSession } from '../../app/session';
import { FormPage } from '../../shared/FormPage';
import { SaleNfcePanel } from '../fiscal/SaleNfcePanel';
import { useNotify } from '../../shared/notify';
import { SaleFields, type SaleFieldsProps, focusLabel } from './SaleForm';
import {
  type SaleFormValues,
  customerToValues,
  defaultsFor,
  lastOrderValues,
  saleToValues,
  valuesToInput,
} from './saleFormModel';
import { useCreateSubmit } from '../../shared/RecordFormPages';

const errorFieldMap: Record<string, (string | number)[]> = {
  resale: ['resale_id'],
  employee: ['employee_id'],
  customer: ['customer_error'],
  'customer.contacts': ['customer', 'phone'],
  'customer.resale': ['customer_error'],
  items: ['items_error'],
  payments: ['payments_error'],
};

function useRemoved() {
  const [removed, setRemoved] = useState<{ items: number[]; payments: number[] }>({ items: [], payments: [] });
  const onRemove = (kind: 'items' | 'payments', id: number) => setRemoved((r) => ({ ...r, [kind]: [...r[kind], id] }));
  return { removed, onRemove };
}

/**
 * 'Criar nova venda' at /vendas/novo and /vendas/novo/{phone} (the caller ID opens it with the number), or
 * /vendas/novo?cliente={id} (the re-purchase queue, for a customer with or without a phone; with
 * &canal=whatsapp from a WhatsApp conversation, the channel WhatsApp).
 * A known caller's sale starts from their last order of the unit, the cursor on
 * the first quantity: Enter or Ctrl+Enter saves it. An unknown number is kept for a new customer, the
 * cursor on the name; without a number the cursor is in the customer search.
 */
export function SaleNewPage() {
  const { phone } = useParams();
  const [search] = useSearchParams();
  const customerId = Number(search.get('cliente')) || null;
  // ?canal=whatsapp: opened from a WhatsApp conversation, the sale's channel whatever the last order's was.
  const channel = search.get('canal') === 'whatsapp' ? ('whatsapp' as const) : null;
  const [form] = Form.useForm<SaleFormValues>();
  const session = useSession();
  const options = useSaleOptions();
  const notify = useNotify();
  const submit = useCreateSubmit(useSaveSale(), T, '/');
  const { removed, onRemove } = useRemoved();
  const ready = useRef(false);
  const [lookingUp, setLookingUp] = useState(!!onlyDigits(phone ?? '') || customerId !== null);
  const [notice, setNotice] = useState<SaleFieldsProps['notice']>(null);

  // Defaults once the options arrive: the user's first unit with its default product and payment method.
  useEffect(() => {
    if (!options.data || ready.current) return;
    ready.current = true;
    const opts = options.data;
    const resaleId = opts.resales[0]?.id;
    const own = session.role === 'deliverer' && session.employee ? { employee_id: session.employee.id } : {};
    form.setFieldsValue({ resale_id: resaleId, ...defaultsFor(opts, resaleId), ...own });
    if (channel) form.setFieldsValue({ channel, status: newSaleStatus(channel) });
    const digits = onlyDigits(phone ?? '');
    if (!digits && customerId === null) {
      focusLabel('Buscar cliente');
      return;
    }
    // The phone route looks the customer up; not found keeps the phone for a new customer.
    const lookUp = async () => {
      const c =
        customerId !== null
          ? await api<Customer>(`/customers/${customerId}`)
          : (await api<{ data: Customer[] }>('/customers', { query: { phone: digits } })).data[0];
      if (!c) {
        notify.warning(T.phoneNotFound);
        form.setFieldValue('customer', { phone: digits });
        focusLabel('Nome do cliente');
        return;
      }
      form.setFieldValue('customer', customerToValues(c));
      if (c.resale_id !== resaleId) form.setFieldsValue({ resale_id: c.resale_id, ...defaultsFor(opts, c.resale_id) });
      const last = await api<{ sale: CustomerSale | null }>(`/customers/${c.id}/last_order`, {
        query: { resale_id: c.resale_id },
      });
      const fromLast = last.sale ? lastOrderValues(last.sale, opts) : null;
      if (last.sale && fromLast?.values) {
        const saleChannel = channel ?? fromLast.values.channel;
        form.setFieldsValue({ ...fromLast.values, channel: saleChannel, status: newSaleStatus(saleChannel), ...own });
        const date = dayjs(last.sale.sold_on).format('DD/MM/YYYY');
        setNotice(
          fromLast.notice
            ? { type: 'warning', text: `${T.lastOrder(date)} ${fromLast.notice}` }
            : { type: 'info', text: T.lastOrder(date) },
        );
      } else if (fromLast?.notice) setNotice({ type: 'warning', text: fromLast.notice });
      focusLabel(`${T.fields.quantity} 1`);
    };
    lookUp()
      .catch(() => {
        // A customer opened by id (the re-purchase queue) that could not be read: the search, not a phone.
        if (customerId === null) {
          notify.warning(T.phoneNotFound);
          return;
        }
        // On the form, not a toast: it stays while the attendant is on the phone.
        setNotice({ type: 'warning', text: T.customerNotLoaded, untilCustomer: true });
        focusLabel('Buscar cliente');
      })
      .finally(() => setLookingUp(false));
  }, [options.data, form, phone, customerId, channel, session, notify]);

  return (
    <FormPage<SaleFormValues>
      title={T.newTitle}
      form={form}
      loading={options.isLoading}
      busy={lookingUp}
      initialValues={{ channel: 'disk', status: 'created', customer: {}, items: [], payments: [] }}
      submitLabel={T.save}
      submittingLabel={T.saving}
      cancelTo="/"
      errorFieldMap={errorFieldMap}
      actionsExtra={<span className="form-keys-hint">{T.saveHint}</span>}
      onSubmit={(values) => submit(() => valuesToInput(values, options.data, removed, false))}
    >
      <SaleFields form={form} options={options.data} editing={false} onRemove={onRemove} notice={notice} />
    </FormPage>
  );
}

/** 'Editar venda' at /vendas/{id}/editar. */
export function SaleEditPage() {
  const id = Number(useParams().id);
  const [form] = Form.useForm<SaleFormValues>();
  const sale = useSale(id);
  const options = useSaleOptions();
  const save = useSaveSale(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const { removed, onRemove } = useRemoved();
  const initial = useMemo(() => (sale.data ? saleToValues(sale.data) : undefined), [sale.data]);

  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [initial, form]);

  useEffect(() => {
    if (sale.error) {
      notify.error(T.loadError);
      navigate('/', { replace: true });
    }
  }, [sale.error, notify, navigate]);

  return (
    <FormPage<SaleFormValues>
      title={T.editTitle}
      form={form}
      loading={sale.isLoading || options.isLoading}
      submitLabel={T.save}
      submittingLabel={T.saving}
      cancelTo="/"
      errorFieldMap={errorFieldMap}
      audit={{ resource: 'sales', id }}
      onSubmit={async (values) => {
        try {
          const body = valuesToInput(values, options.data, removed, true);
          if (sale.data && values.status !== sale.data.status) body.status = values.status;
          await save.mutateAsync({ body });
          notify.success(T.edited);
          navigate('/');
        } catch (e) {
          notify.error(T.editError);
          throw e;
        }
      }}
    >
      {sale.data && (
        <SaleNfcePanel
          saleId={id}
          manual={!!options.data?.nfce_manual_unit_ids.includes(sale.data.resale.id)}
          canceled={sale.data.status === 'canceled' || sale.data.status === 'rejected'}
        />
      )}
      {sale.data && <SaleFields form={form} options={options.data} editing onRemove={onRemove} />}
    </FormPage>
  );
}
