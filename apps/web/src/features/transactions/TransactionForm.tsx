import { ACCOUNT_MOVEMENTS, MOVEMENT_LABELS, TRANSACTION_TEXTS as T } from '@ability/domain';
import { Col, DatePicker, Form, Input, Radio, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { accountChoices, useFinanceOptions } from '../../api/finance';
import type { Transaction, TransactionInput } from '../../api/transactions';
import { MoneyInput } from '../../shared/MoneyInput';
import { InUnitSelect, UnitField } from '../../shared/UnitsSelect';
import { chosenRule, requiredRule } from '../../shared/formRules';
import { FieldCol } from '../../shared/FieldCol';

export interface TransactionFormValues {
  description: string;
  movement: 'inflow' | 'outflow';
  date: Dayjs;
  value_cents: number | null;
  resale_id?: number;
  account_id?: number;
  bank_id?: number;
}

export const transactionInitialValues = (): Partial<TransactionFormValues> => ({ movement: 'outflow', date: dayjs() });

export function transactionToInput(v: TransactionFormValues): TransactionInput {
  return {
    description: v.description,
    movement: v.movement,
    date: v.date.format('YYYY-MM-DD'),
    value_cents: v.value_cents ?? 0,
    resale_id: v.resale_id as number,
    account_id: v.account_id ?? null,
    bank_id: v.bank_id ?? null,
  };
}

export function transactionToForm(t: Transaction): TransactionFormValues {
  return {
    description: t.description,
    movement: t.movement === 'inflow' ? 'inflow' : 'outflow',
    date: dayjs(t.date),
    value_cents: t.value_cents,
    resale_id: t.resale_id,
    account_id: t.account_id ?? undefined,
    bank_id: t.bank_id ?? undefined,
  };
}

/** Accounts limited to the chosen unit and movement; without a unit: 'Selecione uma revenda'. */
export function TransactionFields() {
  const form = Form.useFormInstance<TransactionFormValues>();
  const options = useFinanceOptions();
  const resaleId = Form.useWatch('resale_id', form);
  const movement = Form.useWatch('movement', form) ?? 'outflow';
  const choices = accountChoices(options.data, resaleId, movement);
  const banks = (options.data?.banks ?? []).filter((b) => b.resale_id === resaleId);
  const clearAccount = () => form.setFieldsValue({ account_id: undefined });
  return (
    <Row gutter={16}>
      <FieldCol md={8} name="movement" label={T.fields.movement}>
        <Radio.Group
          aria-label={T.fields.movement}
          optionType="button"
          buttonStyle="solid"
          onChange={clearAccount}
          options={ACCOUNT_MOVEMENTS.map((m) => ({ value: m, label: MOVEMENT_LABELS[m] }))}
        />
      </FieldCol>
      <FieldCol md={16} name="description" label={T.fields.description} rules={[requiredRule]}>
        <Input maxLength={200} autoFocus />
      </FieldCol>
      <Col xs={24} md={8}>
        <UnitField units={options.data?.resales} clears={{ account_id: undefined, bank_id: undefined }} />
      </Col>
      <FieldCol md={8} name="account_id" label={T.fields.account}>
        <InUnitSelect
          resaleId={resaleId}
          label={T.fields.account}
          showSearch={{ optionFilterProp: 'label' }}
          options={choices}
        />
      </FieldCol>
      <FieldCol md={8} name="bank_id" label={T.fields.bank}>
        <InUnitSelect
          resaleId={resaleId}
          label={T.fields.bank}
          options={banks.map((b) => ({ value: b.id, label: b.name }))}
        />
      </FieldCol>
      <FieldCol xs={12} md={8} name="date" label={T.fields.date} rules={[chosenRule]}>
        <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} allowClear={false} aria-label={T.fields.date} />
      </FieldCol>
      <FieldCol xs={12} md={8} name="value_cents" label={T.fields.value} rules={[chosenRule]}>
        <MoneyInput aria-label={T.fields.value} />
      </FieldCol>
    </Row>
  );
}
