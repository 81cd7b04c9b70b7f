import { PAYMENT_METHOD_TEXTS } from '@ability/domain';
import { type PaymentMethod, type PaymentMethodInput, paymentMethodHooks } from '../../api/payment-methods';
import { type RecordForm, RecordEditPage, RecordNewPage } from '../../shared/RecordFormPages';
import {
  PaymentMethodFields,
  type PaymentMethodFormValues,
  paymentMethodInitialValues,
  paymentMethodToForm,
  paymentMethodToInput,
} from './PaymentMethodForm';
import { PAYMENT_METHODS_PATH } from './paths';

const form: RecordForm<PaymentMethod, PaymentMethodFormValues, PaymentMethodInput> = {
  texts: PAYMENT_METHOD_TEXTS,
  listPath: PAYMENT_METHODS_PATH,
  resource: 'payment_methods',
  initialValues: paymentMethodInitialValues,
  errorFieldMap: { resales: ['resale_ids'] },
  toForm: paymentMethodToForm,
  toInput: paymentMethodToInput,
  useRecord: paymentMethodHooks.useOne,
  useSave: paymentMethodHooks.useSave,
  fields: () => <PaymentMethodFields />,
};

export function PaymentMethodNewPage() {
  return <RecordNewPage form={form} />;
}

export function PaymentMethodEditPage() {
  return <RecordEditPage form={form} />;
}
