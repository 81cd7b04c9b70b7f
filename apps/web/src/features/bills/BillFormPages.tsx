import { formatCents, parseDate, valueToSettle } from '@ability/domain';
import { Col, DatePicker, Descriptions, Divider, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { BillRecord } from '../../api/bills';
import { accountChoices } from '../../api/finance';
import { useEdition } from '../../app/edition';
import { FormPage } from '../../shared/FormPage';
import { MoneyInput } from '../../shared/MoneyInput';
import { InUnitSelect, UnitField } from '../../shared/UnitsSelect';
import { useNotify } from '../../shared/notify';
import type { BillKind } from './kinds';
import { PartySelect } from './PartySelect';
import { chosenRule } from '../../shared/formRules';
import { useCreateSubmit } from '../../shared/RecordFormPages';
import { FieldCol } from '../../shared/FieldCol';

interface NewValues {
  party_id?: number;
  document?: string;
  resale_id?: number;
  issue_date?: Dayjs;
  due_date?: Dayjs;
  description?: string;
  account_id?: number;
  payment_method_id?: number;
  value_cents?: number | null;
}

interface EditValues {
  settle_date?: Dayjs | null;
  account_id?: number | null;
  payment_method_id?: number | null;
  fine_cents?: number | null;
  discount_cents?: number | null;
  settled_value?: number | null;
}

const iso = (d: Dayjs | null | undefined) => (d ? parseDate(d.format('YYYY-MM-DD')) : null);

function useChoices(kind: BillKind, resaleId: number | undefined) {
  const options = kind.hooks.useOptions();
  const o = options.data;
  return {
    options: o,
    accounts: accountChoices(o, resaleId, kind.movement),
    methods: (o?.payment_methods ?? [])
      .filter((m) => !resaleId || m.resale_ids.includes(resaleId))
      .map((m) => ({ value: m.id, label: m.description })),
  };
}

/** Create: the party by type-ahead ('Ver perfil' once chosen), the bill, the unit's accounts and methods. */
export function BillNewPage({ kind }: { kind: BillKind }) {
  const T = kind.texts;
  const [form] = Form.useForm<NewValues>();
  const submit = useCreateSubmit(kind.hooks.useCreate(), T, kind.path);
  const resaleId = Form.useWatch('resale_id', form);
  const partyId = Form.useWatch('party_id', form);
  const { options, accounts, methods } = useChoices(kind, resaleId);

  return (
    <FormPage<NewValues>
      title={T.newTitle}
      form={form}
      initialValues={{ issue_date: dayjs() }}
      submitLabel={T.createButton}
      submittingLabel="Salvando..."
      cancelTo={kind.path}
      errorFieldMap={{
        resale: ['resale_id'],
        customer: ['party_id'],
        supplier: ['party_id'],
        'bill.issue_date': ['issue_date'],
        'bill.due_date': ['due_date'],
        'bill.value_cents': ['value_cents'],
        'bill.description': ['description'],
        account: ['account_id'],
        payment_method: ['payment_method_id'],
      }}
      onSubmit={(v) =>
        submit(() => ({
          document: v.document || null,
          resale_id: v.resale_id as number,
          [kind.partyField]: v.party_id,
          bill_attributes: {
            issue_date: iso(v.issue_date),
            due_date: iso(v.due_date),
            description: v.description || null,
            account_id: v.account_id ?? null,
            payment_method_id: v.payment_method_id ?? null,
            value_cents: v.value_cents ?? 0,
          },
        }))
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <UnitField units={options?.resales} clears={{ account_id: undefined, payment_method_id: undefined }} />
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name="party_id"
            label={
              <span>
                {T.fields.party}
                {partyId && (
                  <Link to={kind.partyEditPath(partyId)} style={{ marginLeft: 8 }}>
                    {T.viewProfile}
                  </Link>
                )}
              </span>
            }
            rules={[chosenRule]}
          >
            <PartySelect path={kind.partySearchPath} resaleId={resaleId} placeholder={T.fields.partyPlaceholder} />
          </Form.Item>
        </Col>
        <FieldCol md={8} name="document" label={T.fields.document}>
          <Input maxLength={60} />
        </FieldCol>
        <FieldCol xs={12} md={8} name="issue_date" label={T.fields.issue_date}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} aria-label={T.fields.issue_date} />
        </FieldCol>
        <FieldCol xs={12} md={8} name="due_date" label={T.fields.due_date} rules={[chosenRule]}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} aria-label={T.fields.due_date} />
        </FieldCol>
        <FieldCol name="description" label={T.fields.description}>
          <Input.TextArea maxLength={300} autoSize={{ minRows: 1, maxRows: 4 }} />
        </FieldCol>
        <FieldCol md={8} name="account_id" label={T.fields.account}>
          <InUnitSelect resaleId={resaleId} label={T.fields.account} options={accounts} />
        </FieldCol>
        <FieldCol md={8} name="payment_method_id" label={T.fields.payment_method}>
          <InUnitSelect resaleId={resaleId} label={T.fields.payment_method} options={methods} />
        </FieldCol>
        <FieldCol md={8} name="value_cents" label={T.fields.value} rules={[chosenRule]}>
          <MoneyInput aria-label={T.fields.value} />
        </FieldCol>
      </Row>
    </FormPage>
  );
}

/**
 * Edit: the bill is locked (issue and due dates, document, unit, description, total, already settled);
 * the receipt/payment date (empty = today), account, method, fine, discount and the value settled now
 * change. Value to settle = debt + fine − discount.
 */
export function BillEditPage({ kind }: { kind: BillKind }) {
  const T = kind.texts;
  const edition = useEdition();
  const id = Number(useParams().id);
  const [form] = Form.useForm<EditValues>();
  const record = kind.hooks.useOne(id);
  const settle = kind.hooks.useSettle(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const r = record.data as BillRecord | undefined;
  const { accounts, methods } = useChoices(kind, r?.resale_id);
  const fine = Form.useWatch('fine_cents', form) ?? 0;
  const discount = Form.useWatch('discount_cents', form) ?? 0;
  const settled = r ? kind.settled(r) : 0;
  const toSettle = r ? valueToSettle({ value_cents: r.value_cents, settled_cents: settled }, fine, discount) : 0;

  const initial = useMemo<EditValues | undefined>(
    () =>
      r && {
        settle_date: null,
        account_id: r.account_id,
        payment_method_id: r.payment_method?.id ?? null,
        fine_cents: 0,
        discount_cents: 0,
        settled_value: r.debt_cents,
      },
    [r],
  );
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [initial, form]);
  useEffect(() => {
    if (record.error) {
      notify.error(T.loadError);
      navigate(kind.path, { replace: true });
    }
  }, [record.error, notify, T.loadError, navigate, kind.path]);

  const party = r ? kind.party(r) : null;
  return (
    <FormPage<EditValues>
      title={T.editTitle}
      form={form}
      loading={record.isLoading}
      loadingText={T.loadingOne}
      submitLabel="Salvar alterações"
      submittingLabel="Salvando..."
      cancelTo={kind.path}
      audit={{ resource: kind.name, id }}
      errorFieldMap={{
        received_value: ['settled_value'],
        paid_value: ['settled_value'],
        account: ['account_id'],
        payment_method: ['payment_method_id'],
        receipt_date: ['settle_date'],
        date: ['settle_date'],
      }}
      onSubmit={async (v) => {
        try {
          await settle.mutateAsync({
            body: {
              record: {
                [kind.settleDateKey]: iso(v.settle_date) ?? '',
                fine_cents: v.fine_cents ?? 0,
                discount_cents: v.discount_cents ?? 0,
                bill_attributes: { account_id: v.account_id ?? null, payment_method_id: v.payment_method_id ?? null },
              },
              settled_value: v.settled_value ?? 0,
            },
          });
          notify.success(T.edited);
          navigate(kind.path);
        } catch (e) {
          notify.error(T.editError);
          throw e;
        }
      }}
    >
      {r && (
        <>
          <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={T.fields.party}>
              {party?.name ?? '—'}{' '}
              {party && (
                <Link to={kind.partyEditPath(party.id)} style={{ marginLeft: 8 }}>
                  {T.viewProfile}
                </Link>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={edition.unit}>{r.resale.name}</Descriptions.Item>
            <Descriptions.Item label={T.fields.document}>{r.document ?? '—'}</Descriptions.Item>
          </Descriptions>
          <Row gutter={16}>
            <FieldCol xs={12} md={6} label={T.fields.issue_date}>
              <Input disabled value={dayjs(r.issue_date).format('DD/MM/YYYY')} aria-label={T.fields.issue_date} />
            </FieldCol>
            <FieldCol xs={12} md={6} label={T.fields.due_date}>
              <Input disabled value={dayjs(r.due_date).format('DD/MM/YYYY')} aria-label={T.fields.due_date} />
            </FieldCol>
            <FieldCol md={12} label={T.fields.description}>
              <Input disabled value={r.description ?? ''} aria-label={T.fields.description} />
            </FieldCol>
            <FieldCol xs={8} label={T.fields.value}>
              <Input disabled value={formatCents(r.value_cents)} aria-label={T.fields.value} />
            </FieldCol>
            <FieldCol xs={8} label={T.fields.settled}>
              <Input disabled value={formatCents(settled)} aria-label={T.fields.settled} />
            </FieldCol>
            <FieldCol xs={8} label={T.fields.debt}>
              <Input disabled value={formatCents(r.debt_cents)} aria-label={T.fields.debt} data-testid="bill-debt" />
            </FieldCol>
          </Row>
          <Divider titlePlacement="start">{T.fields.toSettle}</Divider>
          <Row gutter={16}>
            <FieldCol md={8} name="settle_date" label={T.fields.settle_date} extra="Vazio: hoje">
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} aria-label={T.fields.settle_date} />
            </FieldCol>
            <FieldCol md={8} name="account_id" label={T.fields.account}>
              <Select aria-label={T.fields.account} allowClear options={accounts} />
            </FieldCol>
            <FieldCol md={8} name="payment_method_id" label={T.fields.payment_method}>
              <Select aria-label={T.fields.payment_method} allowClear options={methods} />
            </FieldCol>
            <FieldCol xs={12} md={6} name="fine_cents" label={T.fields.fine}>
              <MoneyInput aria-label={T.fields.fine} onBlur={() => form.setFieldsValue({ settled_value: toSettle })} />
            </FieldCol>
            <FieldCol xs={12} md={6} name="discount_cents" label={T.fields.discount}>
              <MoneyInput
                aria-label={T.fields.discount}
                onBlur={() => form.setFieldsValue({ settled_value: toSettle })}
              />
            </FieldCol>
            <FieldCol xs={12} md={6} label={T.fields.toSettle}>
              <Input
                disabled
                value={formatCents(toSettle)}
                aria-label={T.fields.toSettle}
                data-testid="bill-to-settle"
              />
            </FieldCol>
            <FieldCol xs={12} md={6} name="settled_value" label={T.fields.settledValue}>
              <MoneyInput aria-label={T.fields.settledValue} />
            </FieldCol>
          </Row>
        </>
      )}
    </FormPage>
  );
}
