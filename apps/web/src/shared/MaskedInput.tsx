import { MASKS, MASK_SLOTS, type MaskKind, type MaskSpec, maskChar } from '@ability/domain';
import { Input, type InputProps, type InputRef } from 'antd';
import type { SearchProps } from 'antd/es/input';
import { type Ref, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useIMask } from 'react-imask';

type IMaskOptions = Parameters<typeof useIMask>[0];

/** react-imask's options for each mask of packages/domain (the patterns the lists format with). */
export const IMASK_OPTIONS = {} as Record<MaskKind, IMaskOptions>;
for (const kind of Object.keys(MASKS) as MaskKind[]) {
  const spec: MaskSpec = MASKS[kind];
  IMASK_OPTIONS[kind] = {
    mask: spec.patterns.map((pattern) => ({ mask: pattern, definitions: MASK_SLOTS })),
    prepareChar: (ch: string) => maskChar(spec, ch),
    // Backspace takes the separators before the caret with the digit ('(19) 3' → '(19'), so the next
    // one removes a digit and the field never ends in a separator, as the lists show a value.
    eager: 'remove',
  };
}

/**
 * react-imask on an antd input (`ref` and `value` go to the input): it keeps the mask and the caret as
 * the person types or pastes, and reports each change with `onChange` (the masked text). A `value`
 * set from outside (a record loaded, a reset, the CEP lookup) is only shown, masked, never reported
 * back, so the form does not count it as an edit. The kind and the input element are taken once
 * (react-imask's hook binds them when it mounts): an input whose mask changes needs a `key` per kind,
 * and a suffix must not come and go (antd would put a new input element in place).
 */
function useInputMask(kind: MaskKind, value: string | null | undefined, onChange?: (value: string) => void) {
  const input = useRef<HTMLInputElement | null>(null);
  const report = useRef(onChange);
  useLayoutEffect(() => {
    report.current = onChange;
  });
  const fromOutside = useRef(false);
  const onAccept = useCallback((masked: string) => {
    if (!fromOutside.current) report.current?.(masked);
  }, []);
  const { maskRef, value: shown } = useIMask(IMASK_OPTIONS[kind], { ref: input, onAccept });

  useEffect(() => {
    const mask = maskRef.current;
    const next = value ?? '';
    if (!mask || next === mask.value || next === mask.unmaskedValue) return;
    fromOutside.current = true;
    mask.value = next;
    fromOutside.current = false;
  }, [value, maskRef]);

  const ref = useCallback((r: InputRef | null) => {
    input.current = r?.input ?? null;
  }, []);
  return { ref, value: shown };
}

export interface MaskedInputProps extends Omit<InputProps, 'onChange' | 'value'> {
  mask: MaskKind;
  value?: string | null;
  onChange?: (value: string) => void;
  ref?: Ref<InputRef>;
}

const MODE: Partial<Record<MaskKind, InputProps['inputMode']>> = {
  phone: 'tel',
  cpf: 'numeric',
  cnpj: 'numeric',
  cpf_cnpj: 'numeric',
  cep: 'numeric',
  date: 'numeric',
};

/** Phone, CPF/CNPJ, CEP, date and plate inputs: react-imask with the masks of packages/domain. */
export function MaskedInput({ mask, value, onChange, ref, ...rest }: MaskedInputProps) {
  const masked = useInputMask(mask, value, onChange);
  const refs = useCallback(
    (r: InputRef | null) => {
      masked.ref(r);
      if (typeof ref === 'function') ref(r);
      else if (ref) ref.current = r;
    },
    [masked.ref, ref],
  );
  return <Input {...rest} inputMode={MODE[mask]} ref={refs} value={masked.value} />;
}

export interface MaskedSearchProps extends Omit<SearchProps, 'onChange' | 'value'> {
  /** Give the search a `key` per mask (see useInputMask). */
  mask: MaskKind;
  value: string;
  onChange: (value: string) => void;
  /**
   * Asked when it mounts: it replaces a search box that has the focus, so it takes the focus, the caret at
   * the end (a function: the answer is the one when react-imask has loaded, not when the mask was chosen).
   */
  takeFocus?: () => boolean;
}

/** A list's search box while it searches by a masked field (a phone). */
export function MaskedSearch({ mask, value, onChange, takeFocus, ...rest }: MaskedSearchProps) {
  const masked = useInputMask(mask, value, onChange);
  const input = useRef<InputRef | null>(null);
  const refs = useCallback(
    (r: InputRef | null) => {
      masked.ref(r);
      input.current = r;
    },
    [masked.ref],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it mounts
  useEffect(() => {
    if (takeFocus?.()) input.current?.focus({ cursor: 'end' });
  }, []);
  return (
    <Input.Search
      {...rest}
      inputMode={MODE[mask]}
      ref={refs}
      value={masked.value}
      // Typing is reported by react-imask; this takes the clear button.
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
