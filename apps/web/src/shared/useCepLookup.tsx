import { ADDRESS_LABELS, onlyDigits } from '@ability/domain';
import type { FormInstance } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError } from '../api/client';
import { type City, lookupCep } from '../api/cities';
import { useNotify } from './notify';

/**
 * The CEP lookup of an address block at `name` (`'address'` or `'customer'`): once the CEP has its 8
 * digits (typed or on leaving the field) street, complement, neighbourhood and city are filled from the
 * seeds' lookup, and `onFound` runs (the forms put the cursor on the house number). One lookup per CEP.
 */
export function useCepLookup(form: FormInstance, name: string, onFound?: () => void) {
  const notify = useNotify();
  const [knownCity, setKnownCity] = useState<City | null>(null);
  const [looking, setLooking] = useState(false);
  const last = useRef('');

  const lookup = async (value: string | undefined) => {
    const digits = onlyDigits(value ?? '');
    if (digits.length !== 8 || digits === last.current) return;
    last.current = digits;
    setLooking(true);
    try {
      const found = await lookupCep(digits);
      if (found.city) setKnownCity(found.city);
      const current = form.getFieldValue(name) ?? {};
      form.setFieldValue(name, {
        ...current,
        patio: found.patio || current.patio,
        complement: found.complement || current.complement,
        neighborhood: found.neighborhood || current.neighborhood,
        city_id: found.city_id ?? current.city_id ?? null,
      });
      onFound?.();
    } catch (e) {
      // A CEP not found is the answer for that CEP (one warning, not one more on leaving the field);
      // another failure (the service down, no network) may be tried again.
      if (e instanceof ApiError && e.status === 404) notify.warning(ADDRESS_LABELS.notFound);
      else {
        last.current = '';
        notify.warning(e instanceof ApiError ? e.message : ADDRESS_LABELS.notFound);
      }
    } finally {
      setLooking(false);
    }
  };

  return {
    knownCity,
    looking,
    /** For the CEP input: `onChange` looks up as the 8th digit is typed, `onBlur` when leaving it. */
    cepProps: {
      onBlur: () => lookup(form.getFieldValue([name, 'zipcode'])),
      onChange: (v: string) => void lookup(v),
      // Always a suffix: antd remounts an input whose suffix comes and goes (the cursor would be lost).
      suffix: (looking ? '…' : <span />) as ReactNode,
    },
  };
}
