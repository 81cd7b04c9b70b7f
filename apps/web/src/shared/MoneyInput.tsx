import { formatCentsPlain } from '@ability/domain';
import { Input, type InputProps } from 'antd';

export interface MoneyInputProps extends Omit<InputProps, 'onChange' | 'value'> {
  /** Integer cents. */
  value?: number | null;
  onChange?: (cents: number | null) => void;
  allowNegative?: boolean;
}

/**
 * Money typed as on a till: digits fill from the right ("1234" → "12,34"), comma decimals, dot
 * thousands. The form holds integer cents, which is what the API takes.
 */
export function MoneyInput({ value, onChange, allowNegative, ...rest }: MoneyInputProps) {
  const text =
    value === null || value === undefined ? '' : `${value < 0 ? '-' : ''}${formatCentsPlain(Math.abs(value))}`;
  return (
    <Input
      prefix="R$"
      inputMode="decimal"
      {...rest}
      value={text}
      onChange={(e) => {
        const raw = e.target.value;
        const digits = raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, 13);
        if (!digits) return onChange?.(raw.includes('-') && allowNegative ? 0 : null);
        const cents = Number(digits);
        onChange?.(allowNegative && raw.trim().startsWith('-') ? -cents : cents);
      }}
    />
  );
}
