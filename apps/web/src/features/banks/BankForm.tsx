import { BANK_TEXTS as T, BANK_TYPES, BANK_TYPE_LABELS, type BankType } from '@ability/domain';
import { Col, Form, Input, Radio, Row } from 'antd';
import { type Bank, type BankInput, bankHooks } from '../../api/banks';
import { MoneyInput } from '../../shared/MoneyInput';
import { UnitField } from '../../shared/UnitsSelect';
import { requiredRule } from '../../shared/formRules';

export interface BankFormValues {
  type_bank: BankType;
  description: string;
  ag?: string;
  account?: string;
  init_balance_cents?: number | null;
  resale_id?: number;
}

export const bankInitialValues: Partial<BankFormValues> = { type_bank: 'institute', init_balance_cents: 0 };

export function bankToInput(v: BankFormValues): BankInput {
  const safe = v.type_bank === 'safe';
  return {
    type_bank: v.type_bank,
    description: v.description,
    ag: safe ? null : v.ag || null,
    account: safe ? null : v.account || null,
    init_balance_cents: v.init_balance_cents ?? 0,
    resale_id: v.resale_id as number,
  };
}

export function bankToForm(b: Bank): BankFormValues {
  return {
    type_bank: b.type_bank,
    description: b.description,
    ag: b.ag ?? undefined,
    account: b.account ?? undefined,
    init_balance_cents: b.init_balance_cents,
    resale_id: b.resale_id,
  };
}

export interface BankFieldsProps {
  record?: Bank;
}

/** A safe (Cofre) has no agency nor account; the initial balance is set only while creating. */
export function BankFields({ record }: BankFieldsProps) {
  const form = Form.useFormInstance<BankFormValues>();
  const options = bankHooks.useOptions();
  const type = Form.useWatch('type_bank', form);
  const safe = type === 'safe';
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="type_bank" label={T.fields.type_bank}>
          <Radio.Group
            optionType="button"
            options={BANK_TYPES.map((t) => ({ value: t, label: BANK_TYPE_LABELS[t] }))}
            onChange={(e) => {
              if (e.target.value === 'safe') form.setFieldsValue({ ag: undefined, account: undefined });
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="description" label={T.fields.description} rules={[requiredRule]}>
          <Input maxLength={120} autoFocus />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <UnitField units={options.data?.resales} />
      </Col>
      <Col xs={12} md={4}>
        <Form.Item name="ag" label={T.fields.ag}>
          <Input maxLength={20} disabled={safe} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="account" label={T.fields.account}>
          <Input maxLength={30} disabled={safe} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="init_balance_cents" label={T.fields.init_balance}>
          <MoneyInput allowNegative disabled={!!record?.id} aria-label={T.fields.init_balance} />
        </Form.Item>
      </Col>
    </Row>
  );
}
