import { onlyDigits, resaleTexts } from '@ability/domain';
import { Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { newIdempotencyKey } from '../../api/client';
import { type Resale, type ResaleInput, useResale, useSaveResale } from '../../api/resales';
import { useEdition } from '../../app/edition';
import { FormPage } from '../../shared/FormPage';
import { addressToForm, formToAddress } from '../../shared/address';
import { useNotify } from '../../shared/notify';
import { ResaleFields, type ResaleFormValues } from './ResaleForm';

function toInput(v: ResaleFormValues): ResaleInput {
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
    address_attributes: formToAddress(v.address),
  };
}

function toForm(r: Resale): ResaleFormValues {
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
    address: addressToForm(r.address),
  };
}

const ERROR_FIELDS = { city: ['address', 'city_id'], 'address.zipcode': ['address', 'zipcode'] };

export function ResaleNewPage() {
  const edition = useEdition();
  const texts = resaleTexts(edition);
  const [form] = Form.useForm<ResaleFormValues>();
  const save = useSaveResale();
  const notify = useNotify();
  const navigate = useNavigate();
  const [key, setKey] = useState(newIdempotencyKey);

  return (
    <FormPage<ResaleFormValues>
      title={texts.newTitle}
      form={form}
      initialValues={{ resale_type: 'resale' }}
      submitLabel={texts.createButton}
      submittingLabel="Salvando..."
      cancelTo={edition.unitsPath}
      errorFieldMap={ERROR_FIELDS}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ resale: toInput(values), idempotencyKey: key });
          notify.success(texts.created);
          navigate(edition.unitsPath);
        } catch (e) {
          setKey(newIdempotencyKey());
          notify.error(texts.createError);
          throw e;
        }
      }}
    >
      <ResaleFields />
    </FormPage>
  );
}

export function ResaleEditPage() {
  const edition = useEdition();
  const texts = resaleTexts(edition);
  const id = Number(useParams().id);
  const [form] = Form.useForm<ResaleFormValues>();
  const record = useResale(id);
  const save = useSaveResale(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const initial = useMemo(() => (record.data ? toForm(record.data) : undefined), [record.data]);

  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [initial, form]);

  useEffect(() => {
    if (record.error) {
      notify.error(texts.loadError);
      navigate(edition.unitsPath, { replace: true });
    }
  }, [record.error, notify, texts.loadError, navigate, edition.unitsPath]);

  return (
    <FormPage<ResaleFormValues>
      title={texts.editTitle}
      form={form}
      loading={record.isLoading}
      loadingText={texts.loadingOne}
      submitLabel="Salvar alterações"
      submittingLabel="Salvando..."
      cancelTo={edition.unitsPath}
      errorFieldMap={ERROR_FIELDS}
      audit={{ resource: 'resales', id }}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ resale: toInput(values) });
          notify.success(texts.edited);
          navigate(edition.unitsPath);
        } catch (e) {
          notify.error(texts.editError);
          throw e;
        }
      }}
    >
      {record.data && <ResaleFields record={record.data} />}
    </FormPage>
  );
}
