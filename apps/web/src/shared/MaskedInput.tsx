import { type MaskKind, applyMask } from '@ability/domain';
import { Input, type InputProps } from 'antd';

export interface MaskedInputProps extends Omit<InputProps, 'onChange' | 'value'> {
  mask: MaskKind;
  value?: string | null;
  onChange?: (value: string) => void;
}

const MAX: Record<MaskKind, number> = { phone: 15, cpf: 14, cnpj: 18, cpf_cnpj: 18, cep: 10, date: 10, plate: 8 };
const MODE: Partial<Record<MaskKind, InputProps['inputMode']>> = {
  phone: 'tel',
  cpf: 'numeric',
  cnpj: 'numeric',
  cpf_cnpj: 'numeric',
  cep: 'numeric',
  date: 'numeric',
};

/** Phone, CPF/CNPJ, CEP, date and plate inputs: the mask grows as the person types. */
export function MaskedInput({ mask, value, onChange, ...rest }: MaskedInputProps) {
  return (
    <Input
      {...rest}
      inputMode={MODE[mask]}
      maxLength={MAX[mask]}
      value={applyMask(mask, value ?? '')}
      onChange={(e) => onChange?.(applyMask(mask, e.target.value))}
    />
  );
}
