import { VALIDATION, isValidCpf, isValidEmail, isValidPhone, parseDate } from '@ability/domain';
import type { FormRule } from 'antd';

/** Client-side field rules with the API's pt-BR messages (the server checks the same again). */
const check =
  (ok: (value: string) => boolean, message: string): FormRule =>
  () => ({
    validator: (_, value: unknown) =>
      value === undefined || value === null || value === '' || ok(String(value))
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  });

export const requiredRule: FormRule = { required: true, whitespace: true, message: VALIDATION.required };
/** A choice (a select, a date, a number) is required; text fields take requiredRule, which also refuses blanks. */
export const chosenRule: FormRule = { required: true, message: VALIDATION.required };
export const requiredListRule: FormRule = { required: true, type: 'array', min: 1, message: VALIDATION.required };
export const emailRule = check(isValidEmail, VALIDATION.invalidEmail);
export const phoneRule = check(isValidPhone, VALIDATION.invalidPhone);
export const cpfRule = check(isValidCpf, VALIDATION.invalidCpf);
/** DD/MM/YYYY, a real calendar day. */
export const dateRule = check((v) => parseDate(v) !== null, VALIDATION.invalidDate);
export const minLengthRule = (n: number): FormRule => ({ min: n, message: VALIDATION.tooShort(n) });
