import { Space } from 'antd';
import type { UnitRef } from '../api/registers';
import { useEdition } from '../app/edition';
import { UnitsSelect } from './UnitsSelect';

export interface UnitFilterProps {
  units: UnitRef[] | undefined;
  /** The list state's `resale_id` (a string, as in the URL). */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Shown while no unit is chosen; UnitsSelect's 'Selecione uma revenda' when absent. */
  placeholder?: string;
}

/** The unit filter of a register list (`resale_id`): 'Revenda'/'Loja' and the units the user may see. */
export function UnitFilter({ units, value, onChange, placeholder }: UnitFilterProps) {
  const edition = useEdition();
  return (
    <Space wrap>
      <span>{edition.unit}:</span>
      <UnitsSelect
        units={units}
        aria-label={edition.unit}
        value={value ? Number(value) : undefined}
        onChange={(v) => onChange(v ? String(v) : undefined)}
        placeholder={placeholder}
        style={{ minWidth: 260 }}
      />
    </Space>
  );
}
