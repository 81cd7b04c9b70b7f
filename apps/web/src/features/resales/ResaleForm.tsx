import {
  EMPTIES_TEXTS,
  GAS_DO_POVO_TEXTS,
  PIX_KEY_MAX_LENGTH,
  PIX_KEY_TYPES,
  PIX_KEY_TYPE_LABELS,
  type PixKeyType,
  RESALE_TYPES,
  onlyDigits,
  resaleTexts,
  resaleTypeLabels,
  validatePixKey,
  TIED_BRAND_POLICIES,
  type TiedBrandPolicy,
} from '@ability/domain';
import { Checkbox, Divider, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { type Bank, bankHooks } from '../../api/banks';
import { apiList } from '../../api/client';
import { useBottleBrands } from '../../api/empties';
import type { Resale, ResaleInput } from '../../api/resales';
import { GasDoPovoStatus } from '../gas-do-povo/GasDoPovoStatus';
import { useEdition } from '../../app/edition';
import { AddressFields } from '../../shared/AddressFields';
import { type AddressFormValues, addressToForm, formToAddress } from '../../shared/address';
import { MaskedInput } from '../../shared/MaskedInput';
import { requiredRule } from '../../shared/formRules';
import { FieldCol } from '../../shared/FieldCol';

export interface ResaleFormValues {
  name: string;
  phone?: string;
  email?: string;
  cnpj?: string;
  ie?: string;
  anp_number?: string;
  anp_registration?: string;
  storage?: number | null;
  resale_type: 'resale' | 'point';
  pix_key_type?: PixKeyType | null;
  pix_key?: string;
  deliverers_take_orders?: boolean;
  tied_brand_id?: number | null;
  tied_brand_policy?: TiedBrandPolicy;
  storage_class_kg?: number | null;
  gas_do_povo_enrolled?: boolean;
  gas_do_povo_bank_id?: number | null;
  address?: AddressFormValues;
}

export const resaleInitialValues: Partial<ResaleFormValues> = {
  resale_type: 'resale',
  deliverers_take_orders: false,
  tied_brand_policy: 'warn',
};

export function resaleToInput(v: ResaleFormValues): ResaleInput {
  return {
    name: v.name,
    phone: onlyDigits(v.phone) || null,
    email: v.email || null,
    cnpj: onlyDigits(v.cnpj) || null,
    ie: v.ie || null,
    anp_number: v.anp_number || null,
    anp_registration: v.anp_registration || null,
    storage: v.storage ?? null,
    resale_type: v.resale_type,
    // The server checks and normalises the key again (validatePixKey); an empty key clears it.
    pix_key_type: v.pix_key?.trim() ? (v.pix_key_type ?? null) : null,
    pix_key: v.pix_key?.trim() || null,
    deliverers_take_orders: !!v.deliverers_take_orders,
    tied_brand_id: v.tied_brand_id ?? null,
    tied_brand_policy: v.tied_brand_policy ?? 'warn',
    storage_class_kg: v.storage_class_kg ?? null,
    gas_do_povo_enrolled: !!v.gas_do_povo_enrolled,
    gas_do_povo_bank_id: v.gas_do_povo_bank_id ?? null,
    address_attributes: formToAddress(v.address),
  };
}

export function resaleToForm(r: Resale): ResaleFormValues {
  return {
    name: r.name,
    phone: r.phone ?? undefined,
    email: r.email ?? undefined,
    cnpj: r.cnpj ?? undefined,
    ie: r.ie ?? undefined,
    anp_number: r.anp_number ?? undefined,
    anp_registration: r.anp_registration ?? undefined,
    storage: r.storage,
    resale_type: r.resale_type,
    pix_key_type: r.pix_key_type ?? undefined,
    pix_key: r.pix_key ?? undefined,
    deliverers_take_orders: r.deliverers_take_orders,
    tied_brand_id: r.tied_brand_id,
    tied_brand_policy: r.tied_brand_policy,
    storage_class_kg: r.storage_class_kg,
    gas_do_povo_enrolled: r.gas_do_povo_enrolled,
    gas_do_povo_bank_id: r.gas_do_povo_bank_id,
    address: addressToForm(r.address),
  };
}

export interface ResaleFieldsProps {
  record?: Resale;
}

/** The unit's fields, the same for create and edit. */
export function ResaleFields({ record }: ResaleFieldsProps) {
  const edition = useEdition();
  const texts = resaleTexts(edition);
  const form = Form.useFormInstance();
  const typeLabels = resaleTypeLabels(edition);
  const pixType = Form.useWatch('pix_key_type', form) as PixKeyType | undefined;
  const brands = useBottleBrands();
  return (
    <>
      <Row gutter={16}>
        <FieldCol md={12} name="name" label={texts.fields.name} rules={[requiredRule]}>
          <Input maxLength={120} autoFocus />
        </FieldCol>
        <FieldCol sm={12} md={6} name="resale_type" label={texts.fields.resale_type}>
          <Select options={RESALE_TYPES.map((t) => ({ value: t, label: typeLabels[t] }))} />
        </FieldCol>
        <FieldCol sm={12} md={6} name="phone" label={texts.fields.phone}>
          <MaskedInput mask="phone" placeholder="(00) 0000-0000" />
        </FieldCol>
        <FieldCol md={8} name="email" label="E-mail" rules={[{ type: 'email', message: 'não é um e-mail válido' }]}>
          <Input maxLength={255} type="email" />
        </FieldCol>
        <FieldCol sm={12} md={8} name="cnpj" label={texts.fields.cnpj}>
          <MaskedInput mask="cnpj" placeholder="00.000.000/0000-00" />
        </FieldCol>
        <FieldCol sm={12} md={8} name="ie" label={texts.fields.ie}>
          <Input maxLength={30} />
        </FieldCol>
        <FieldCol sm={8} name="anp_number" label={texts.fields.anp_number}>
          <Input maxLength={40} />
        </FieldCol>
        <FieldCol sm={8} name="anp_registration" label={texts.fields.anp_registration}>
          <Input maxLength={40} />
        </FieldCol>
        <FieldCol sm={8} name="storage" label={texts.fields.storage}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} suffix="botijões" />
        </FieldCol>
        <FieldCol md={8} name="tied_brand_id" label={EMPTIES_TEXTS.flag}>
          <Select
            allowClear
            aria-label={EMPTIES_TEXTS.flag}
            placeholder={EMPTIES_TEXTS.independent}
            options={(brands.data ?? []).map((b) => ({ value: b.id, label: `Bandeirada ${b.name}` }))}
          />
        </FieldCol>
        <FieldCol sm={12} md={8} name="tied_brand_policy" label={EMPTIES_TEXTS.policy}>
          <Select
            aria-label={EMPTIES_TEXTS.policy}
            options={TIED_BRAND_POLICIES.map((p) => ({ value: p, label: EMPTIES_TEXTS.policies[p] }))}
          />
        </FieldCol>
        <FieldCol sm={12} md={8} name="storage_class_kg" label={EMPTIES_TEXTS.storageClass}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} suffix="kg" />
        </FieldCol>
        <FieldCol md={12} name="deliverers_take_orders" valuePropName="checked">
          <Checkbox>{texts.fields.deliverers_take_orders}</Checkbox>
        </FieldCol>
      </Row>
      <Divider titlePlacement="start">{texts.pixSection}</Divider>
      <Typography.Paragraph type="secondary">{texts.pixHelp}</Typography.Paragraph>
      <Row gutter={16}>
        <FieldCol
          sm={8}
          name="pix_key_type"
          label={texts.fields.pix_key_type}
          dependencies={['pix_key']}
          rules={[
            {
              validator: async (_, type) => {
                if (form.getFieldValue('pix_key')?.trim() && !type) throw new Error(texts.pixNoType);
              },
            },
          ]}
        >
          <Select
            allowClear
            options={PIX_KEY_TYPES.map((t) => ({ value: t, label: PIX_KEY_TYPE_LABELS[t] }))}
            onChange={() => form.getFieldValue('pix_key') && form.validateFields(['pix_key'])}
          />
        </FieldCol>
        <FieldCol
          sm={16}
          name="pix_key"
          label={texts.fields.pix_key}
          rules={[
            {
              validator: async (_, key) => {
                const type = form.getFieldValue('pix_key_type') as PixKeyType | undefined;
                if (!key?.trim() || !type) return;
                const check = validatePixKey(type, key);
                if (!check.ok) throw new Error(check.error);
              },
            },
          ]}
        >
          <Input
            maxLength={PIX_KEY_MAX_LENGTH + 20}
            placeholder={pixType ? texts.pixPlaceholders[pixType] : undefined}
            autoComplete="off"
          />
        </FieldCol>
      </Row>
      <GasDoPovoFields record={record} />
      <Divider titlePlacement="start">Endereço</Divider>
      <AddressFields form={form} city={record?.address?.city ?? null} />
    </>
  );
}

/**
 * Gás do Povo: enrolled with Caixa, and the unit's Caixa account (one of its banks, so only once the unit
 * exists). The UF is the address's; the unit's state in the programme (no price in force) shows above.
 */
function GasDoPovoFields({ record }: ResaleFieldsProps) {
  const banks = useQuery({
    queryKey: [...bankHooks.keys.lists(), 'of unit', record?.id],
    queryFn: () => apiList<Bank>('/banks', { query: { resale_id: record!.id } }),
    enabled: !!record,
  });
  return (
    <>
      <Divider titlePlacement="start">{GAS_DO_POVO_TEXTS.name}</Divider>
      <GasDoPovoStatus resaleId={record?.id} showPrice />
      <Row gutter={16}>
        <FieldCol sm={8} name="gas_do_povo_enrolled" valuePropName="checked" label=" ">
          <Checkbox>{GAS_DO_POVO_TEXTS.enrolled}</Checkbox>
        </FieldCol>
        <FieldCol
          sm={16}
          name="gas_do_povo_bank_id"
          label={GAS_DO_POVO_TEXTS.bank}
          extra={record ? undefined : GAS_DO_POVO_TEXTS.bankAfterCreate}
        >
          <Select
            allowClear
            disabled={!record}
            aria-label={GAS_DO_POVO_TEXTS.bank}
            options={(record ? (banks.data?.rows ?? []) : []).map((b) => ({ value: b.id, label: b.description }))}
          />
        </FieldCol>
      </Row>
    </>
  );
}
