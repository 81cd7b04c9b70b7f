import { GAS_DO_POVO_VALIDATIONS, GAS_DO_POVO_VALIDATION_LABELS as LABELS } from '@ability/domain';
import { Col, Form, Input, Radio, Row, Select } from 'antd';

export const REDEMPTION_TEXTS = {
  validation: 'Validação',
  nsu: 'NSU / código de autorização',
  cpf: '4 últimos dígitos do CPF',
  empty: 'Casco recebido',
  yes: 'Sim',
  no: 'Não',
} as const;

const validationOptions = GAS_DO_POVO_VALIDATIONS.map((v) => ({ value: v, label: LABELS[v] }));
const emptyOptions = [
  { value: true, label: REDEMPTION_TEXTS.yes },
  { value: false, label: REDEMPTION_TEXTS.no },
];

/**
 * What the Azulzinha receipt of a Gás do Povo redemption says, under the form's `gas_do_povo`: how it was
 * validated, the NSU, the responsible person's last four CPF digits (never the whole CPF) and whether the
 * empty came back. One row on the sale form; `large` stacks them with big touch targets (the deliverer's
 * card at 390×844). `optional`: an order still to deliver, whose receipt may wait for the door (typed, it is
 * checked all the same). The server checks the same and answers its 422 on `gas_do_povo.*`.
 */
export function GasDoPovoRedemptionFields({
  large = false,
  optional = false,
}: {
  large?: boolean;
  optional?: boolean;
}) {
  const required = !optional;
  const span = large ? 24 : undefined;
  const size = large ? 'large' : 'middle';
  return (
    <Row gutter={12} className="gas-do-povo-redemption" data-testid="gas-do-povo-redemption">
      <Col span={span} flex={large ? undefined : '1 1 190px'}>
        <Form.Item
          name={['gas_do_povo', 'validation']}
          label={REDEMPTION_TEXTS.validation}
          rules={[{ required, message: 'Informe como o resgate foi validado.' }]}
        >
          <Select aria-label={REDEMPTION_TEXTS.validation} options={validationOptions} size={size} />
        </Form.Item>
      </Col>
      <Col span={span} flex={large ? undefined : '1 1 170px'}>
        <Form.Item
          name={['gas_do_povo', 'nsu']}
          label={REDEMPTION_TEXTS.nsu}
          rules={[{ required, whitespace: true, message: 'Informe o NSU do comprovante.' }]}
        >
          <Input aria-label={REDEMPTION_TEXTS.nsu} maxLength={40} size={size} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col span={span} flex={large ? undefined : '0 1 130px'}>
        <Form.Item
          name={['gas_do_povo', 'cpf_last4']}
          label={REDEMPTION_TEXTS.cpf}
          rules={[{ required, pattern: /^\d{4}$/, message: 'Quatro dígitos.' }]}
        >
          <Input aria-label={REDEMPTION_TEXTS.cpf} maxLength={4} inputMode="numeric" size={size} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col span={span} flex={large ? undefined : 'none'}>
        <Form.Item name={['gas_do_povo', 'empty_received']} label={REDEMPTION_TEXTS.empty}>
          <Radio.Group
            aria-label={REDEMPTION_TEXTS.empty}
            optionType="button"
            buttonStyle="solid"
            size={size}
            options={emptyOptions}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
