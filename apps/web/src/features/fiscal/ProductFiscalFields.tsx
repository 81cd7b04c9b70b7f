import {
  FISCAL_ORIGINS,
  FISCAL_PRESET_KEYS,
  FISCAL_TEXTS as T,
  ICMS_KINDS,
  type FiscalPreset,
  suggestedPreset,
} from '@ability/domain';
import { Alert, Button, Checkbox, Col, Divider, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { useProductFiscal } from '../../api/fiscal';
import { FieldCol } from '../../shared/FieldCol';
import { MoneyInput } from '../../shared/MoneyInput';
import { type FiscalFormValues, fiscalFieldError, fiscalToForm, presetForm } from './productFiscalForm';

/** A rule that asks the domain's check (the server's too) about one field of the section. */
const fiscalRule =
  (field: keyof FiscalFormValues): Rule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const message = fiscalFieldError(getFieldValue('fiscal'), field);
      if (message) throw new Error(message);
    },
  });

const codeInput = (label: string, max: number) => (
  <Input aria-label={label} maxLength={max} inputMode="numeric" autoComplete="off" />
);

const decimal = (label: string, precision: number, suffix?: string) => (
  <InputNumber
    aria-label={label}
    min={0}
    precision={precision}
    decimalSeparator=","
    suffix={suffix}
    style={{ width: '100%' }}
  />
);

/**
 * The product form's 'Fiscal' section: the item's data on an NFC-e, sent with the product (`product.fiscal`).
 * A saved product shows its data; one never saved starts from the preset its description suggests; the
 * preset buttons fill every field (P13, P20, P45, P90, água).
 */
export function ProductFiscalFields({ productId }: { productId?: number }) {
  const form = Form.useFormInstance();
  const fiscal = useProductFiscal(productId);
  const values = Form.useWatch('fiscal', { form, preserve: true }) as FiscalFormValues | undefined;
  const description = Form.useWatch('description', form) as string | undefined;
  const suggested = suggestedPreset(description ?? '');

  useEffect(() => {
    const data = fiscal.data;
    if (data?.fiscal && !form.getFieldValue('fiscal')) form.setFieldValue('fiscal', fiscalToForm(data.fiscal));
  }, [fiscal.data, form]);

  const fill = (preset: FiscalPreset) => {
    form.setFieldValue('fiscal', presetForm(preset));
    void form.validateFields([['fiscal', 'p_glp']]).catch(() => undefined);
  };
  const name = (field: keyof FiscalFormValues) => ['fiscal', field];
  const item = (field: keyof FiscalFormValues, label: string) => ({
    name: name(field),
    label,
    rules: [fiscalRule(field)],
  });

  return (
    <>
      <Divider titlePlacement="start">{T.section}</Divider>
      <Typography.Paragraph type="secondary">{T.sectionHint}</Typography.Paragraph>
      {fiscal.data && !fiscal.data.saved && values && <Alert type="info" showIcon title={T.notSaved} />}
      <Space wrap style={{ margin: '12px 0' }}>
        <span>{T.preset}</span>
        {FISCAL_PRESET_KEYS.map((key) => (
          <Button key={key} type={!values && key === suggested ? 'primary' : 'default'} onClick={() => fill(key)}>
            {T.presets[key]}
          </Button>
        ))}
      </Space>
      {values && (
        <Row gutter={16}>
          <FieldCol sm={12} md={6} {...item('ncm', T.fields.ncm)}>
            {codeInput(T.fields.ncm, 8)}
          </FieldCol>
          <FieldCol sm={12} md={6} {...item('cest', T.fields.cest)}>
            {codeInput(T.fields.cest, 7)}
          </FieldCol>
          <FieldCol sm={12} md={6} {...item('cfop', T.fields.cfop)}>
            {codeInput(T.fields.cfop, 4)}
          </FieldCol>
          <FieldCol sm={12} md={6} name={name('origin')} label={T.fields.origin}>
            <Select
              aria-label={T.fields.origin}
              options={FISCAL_ORIGINS.map((o) => ({ value: o, label: T.origins[o] }))}
            />
          </FieldCol>
          <FieldCol sm={12} md={6} name={name('icms_kind')} label={T.fields.icms_kind}>
            <Select
              aria-label={T.fields.icms_kind}
              options={ICMS_KINDS.map((k) => ({ value: k, label: T.icmsKinds[k] }))}
            />
          </FieldCol>
          <FieldCol sm={12} md={4} {...item('icms_code', T.fields.icms_code)} dependencies={[name('icms_kind')]}>
            {codeInput(T.fields.icms_code, 3)}
          </FieldCol>
          <FieldCol
            sm={12}
            md={6}
            {...item('ad_rem_rate', T.fields.ad_rem_rate)}
            dependencies={[name('icms_code'), name('icms_kind')]}
          >
            {decimal(T.fields.ad_rem_rate, 4)}
          </FieldCol>
          <FieldCol xs={12} md={4} {...item('pis_cst', T.fields.pis_cst)}>
            {codeInput(T.fields.pis_cst, 2)}
          </FieldCol>
          <FieldCol xs={12} md={4} {...item('cofins_cst', T.fields.cofins_cst)}>
            {codeInput(T.fields.cofins_cst, 2)}
          </FieldCol>
          <FieldCol md={24} name={name('fuel')} valuePropName="checked">
            <Checkbox>{T.fields.fuel}</Checkbox>
          </FieldCol>
          {values.fuel && (
            <>
              <FieldCol sm={12} md={6} {...item('anp_code', T.fields.anp_code)}>
                {codeInput(T.fields.anp_code, 9)}
              </FieldCol>
              <FieldCol sm={12} md={6} {...item('anp_description', T.fields.anp_description)}>
                <Input aria-label={T.fields.anp_description} maxLength={95} />
              </FieldCol>
              <FieldCol sm={12} md={6} name={name('start_value_cents')} label={T.fields.start_value}>
                <MoneyInput aria-label={T.fields.start_value} />
              </FieldCol>
              <Col xs={0} md={6} />
              <FieldCol sm={8} md={6} {...item('p_glp', T.fields.p_glp)} dependencies={[name('p_gnn'), name('p_gni')]}>
                {decimal(T.fields.p_glp, 4, '%')}
              </FieldCol>
              <FieldCol sm={8} md={6} name={name('p_gnn')} label={T.fields.p_gnn}>
                {decimal(T.fields.p_gnn, 4, '%')}
              </FieldCol>
              <FieldCol sm={8} md={6} name={name('p_gni')} label={T.fields.p_gni}>
                {decimal(T.fields.p_gni, 4, '%')}
              </FieldCol>
              <Col xs={0} md={6} />
            </>
          )}
          <FieldCol sm={12} md={6} {...item('taxable_unit', T.fields.taxable_unit)}>
            <Input aria-label={T.fields.taxable_unit} maxLength={6} />
          </FieldCol>
          <FieldCol sm={12} md={6} {...item('taxable_per_unit', T.fields.taxable_per_unit)}>
            {decimal(T.fields.taxable_per_unit, 4)}
          </FieldCol>
          <FieldCol sm={12} md={6} {...item('ibs_cbs_cst', T.fields.ibs_cbs_cst)}>
            {codeInput(T.fields.ibs_cbs_cst, 3)}
          </FieldCol>
          <FieldCol sm={12} md={6} {...item('ibs_cbs_class', T.fields.ibs_cbs_class)}>
            {codeInput(T.fields.ibs_cbs_class, 6)}
          </FieldCol>
        </Row>
      )}
    </>
  );
}
