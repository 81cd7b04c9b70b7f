import { SALE_TEXTS as T, onlyDigits } from '@ability/domain';
import { Form } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api, newIdempotencyKey } from '../../api/client';
import type { Customer } from '../../api/customers';
import { useSale, useSaleOptions, useSaveSale } from '../../api/sales';
import { useSession } from '../../app/session';
import { FormPage } from '../../shared/FormPage';
import { useNotify } from '../../shared/notify';
import { SaleFields } from './SaleForm';
import { type SaleFormValues, customerToValues, defaultsFor, saleToValues, valuesToInput } from './saleFormModel';

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

/** 'Criar nova venda' at /vendas/novo and /vendas/novo/{phone} (the caller ID opens it with the number). */
export function SaleNewPage() {
  const { phone } = useParams();
  const [form] = Form.useForm<SaleFormValues>();
  const session = useSession();
  const options = useSaleOptions();
  const save = useSaveSale();
  const notify = useNotify();
  const navigate = useNavigate();
  const [key, setKey] = useState(newIdempotencyKey);
  const { removed, onRemove } = useRemoved();
  const ready = useRef(false);

  // Defaults once the options arrive: the user's first unit with its default product and payment method.
  useEffect(() => {
    if (!options.data || ready.current) return;
    ready.current = true;
    const resaleId = options.data.resales[0]?.id;
    form.setFieldsValue({
      resale_id: resaleId,
      ...defaultsFor(options.data, resaleId),
      ...(session.role === 'deliverer' && session.employee ? { employee_id: session.employee.id } : {}),
    });
    const digits = onlyDigits(phone ?? '');
    if (!digits) return;
    // The phone route looks the customer up; not found keeps the phone for a new customer.
    api<{ data: Customer[] }>('/customers', { query: { phone: digits } })
      .then((res) => {
        const c = res.data[0];
        if (c) {
          form.setFieldValue('customer', customerToValues(c));
          if (c.resale_id !== resaleId)
            form.setFieldsValue({ resale_id: c.resale_id, ...defaultsFor(options.data, c.resale_id) });
        } else {
          notify.warning(T.phoneNotFound);
          form.setFieldValue('customer', { phone: digits });
        }
      })
      .catch(() => notify.warning(T.phoneNotFound));
  }, [options.data, form, phone, session, notify]);

  return (
    <FormPage<SaleFormValues>
      title={T.newTitle}
      form={form}
      loading={options.isLoading}
      initialValues={{ channel: 'disk', status: 'created', customer: {}, items: [], payments: [] }}
      submitLabel={T.save}
      submittingLabel={T.saving}
      cancelTo="/"
      errorFieldMap={errorFieldMap}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ body: valuesToInput(values, options.data, removed, false), idempotencyKey: key });
          notify.success(T.created);
          navigate('/');
        } catch (e) {
          setKey(newIdempotencyKey());
          notify.error(T.createError);
          throw e;
        }
      }}
    >
      <SaleFields form={form} options={options.data} editing={false} onRemove={onRemove} />
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
      {sale.data && <SaleFields form={form} options={options.data} editing onRemove={onRemove} />}
    </FormPage>
  );
}
