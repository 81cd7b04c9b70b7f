import { Select, type SelectProps } from 'antd';
import { useEdition } from '../app/edition';

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
