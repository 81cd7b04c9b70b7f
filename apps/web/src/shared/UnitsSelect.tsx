import { Form, Select, type SelectProps } from 'antd';
import { useEdition } from '../app/edition';
import { chosenRule, requiredListRule } from './formRules';

export interface UnitOption {
  id: number;
  name: string;
}

export interface UnitsSelectProps extends Omit<SelectProps, 'options' | 'mode'> {
  /** The units the user may pick, from the resource's `options` call. */
  units: UnitOption[] | undefined;
  /** Several units (`resale_ids`) or one (`resale_id`). */
  multiple?: boolean;
}

/**
 * The unit picker of every form and filter: 'Revenda'/'Loja' wording, search by name, the options
 * already limited by the server to what the user may see.
 */
export function UnitsSelect({ units, multiple, placeholder, ...rest }: UnitsSelectProps) {
  const edition = useEdition();
  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={
        placeholder ?? (multiple ? `Selecione as ${edition.unitLower}s` : `Selecione uma ${edition.unitLower}`)
      }
      loading={!units}
      options={(units ?? []).map((u) => ({ value: u.id, label: u.name }))}
    />
  );
}

export interface UnitFieldProps {
  /** The units the user may pick, from the resource's `options` call. */
  units: UnitOption[] | undefined;
  /** Fields that belong to the unit, set to these values when another unit is chosen. */
  clears?: Record<string, null | undefined>;
  /** Runs when another unit is chosen (after `clears`). */
  onChange?: (id: number | undefined) => void;
}

/** A form's required unit (`resale_id`, 'Revenda'/'Loja'); choosing another one empties what belonged to the old. */
export function UnitField({ units, clears, onChange }: UnitFieldProps) {
  const edition = useEdition();
  const form = Form.useFormInstance();
  return (
    <Form.Item name="resale_id" label={edition.unit} rules={[chosenRule]}>
      <UnitsSelect
        units={units}
        aria-label={edition.unit}
        onChange={(id?: number) => {
          if (clears) form.setFieldsValue(clears);
          onChange?.(id);
        }}
      />
    </Form.Item>
  );
}

export interface UnitsFieldProps {
  /** The units the user may pick, from the resource's `options` call. */
  units: UnitOption[] | undefined;
  /** At least one unit must be chosen. */
  required?: boolean;
}

/** A form's units (`resale_ids`, 'Revendas'/'Lojas'): a record kept in several units. */
export function UnitsField({ units, required }: UnitsFieldProps) {
  const edition = useEdition();
  return (
    <Form.Item name="resale_ids" label={edition.units} rules={required ? [requiredListRule] : undefined}>
      <UnitsSelect multiple units={units} />
    </Form.Item>
  );
}

export interface InUnitSelectProps extends Omit<SelectProps, 'disabled' | 'placeholder'> {
  /** The chosen unit: without one the select is disabled and says 'Selecione uma revenda'. */
  resaleId: number | undefined;
  /** Its label, also its placeholder once a unit is chosen. */
  label: string;
}

/** A choice that belongs to a unit (an account, a bank, a payment method), open once the unit is chosen. */
export function InUnitSelect({ resaleId, label, ...rest }: InUnitSelectProps) {
  const edition = useEdition();
  return (
    <Select
      aria-label={label}
      allowClear
      {...rest}
      disabled={!resaleId}
      placeholder={resaleId ? label : `Selecione uma ${edition.unitLower}`}
    />
  );
}
