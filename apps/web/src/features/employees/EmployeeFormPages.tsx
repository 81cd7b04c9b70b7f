import { EMPLOYEE_TEXTS, cnhCategoryNumber, formatDateBr, onlyDigits, parseDate } from '@ability/domain';
import { Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { newIdempotencyKey } from '../../api/client';
import { type Employee, type EmployeeInput, useEmployee, useSaveEmployee } from '../../api/employees';
import { FormPage } from '../../shared/FormPage';
import { addressToForm, formToAddress } from '../../shared/address';
import { useNotify } from '../../shared/notify';
import { EmployeeFields, type EmployeeFormValues, type EmployeeTab, tabOfField } from './EmployeeForm';

const LIST = '/funcionarios';
const texts = EMPLOYEE_TEXTS;

/** Form → API: masks stripped, dates DD/MM/YYYY → YYYY-MM-DD, the category as its number. */
function toInput(v: EmployeeFormValues): EmployeeInput {
  return {
    name: v.name,
    phone: onlyDigits(v.phone) || null,
    email: v.email || null,
    role: v.role,
    birthday: parseDate(v.birthday) ?? null,
    cpf: onlyDigits(v.cpf) || null,
    rg: v.rg || null,
    ctps: v.ctps || null,
    cnh_number: v.cnh_number || null,
    cnh_date: parseDate(v.cnh_date) ?? null,
    cnh_category: v.cnh_category ?? null,
    has_mopp: !!v.has_mopp,
    resale_ids: v.resale_ids ?? [],
    address_attributes: formToAddress(v.address),
  };
}

/** API → form: dates YYYY-MM-DD → DD/MM/YYYY, the category code → its number. */
function toForm(e: Employee): EmployeeFormValues {
  return {
    name: e.name,
    phone: e.phone ?? undefined,
    email: e.email ?? undefined,
    role: e.role,
    birthday: formatDateBr(e.birthday) || undefined,
    cpf: e.cpf ?? undefined,
    rg: e.rg ?? undefined,
    ctps: e.ctps ?? undefined,
    cnh_number: e.cnh_number ?? undefined,
    cnh_date: formatDateBr(e.cnh_date) || undefined,
    cnh_category: cnhCategoryNumber(e.cnh_category),
    has_mopp: e.has_mopp,
    resale_ids: e.resale_ids,
    address: addressToForm(e.address),
  };
}

const ERROR_FIELDS = {
  resales: ['resale_ids'],
  city: ['address', 'city_id'],
};

/** Opens the tab of the first field with an error. */
function useTab() {
  const [tab, setTab] = useState<EmployeeTab>('personal');
  const onErrorFields = (names: (string | number)[][]) => {
    const tabs = names.map(tabOfField);
    if (tabs.length && !tabs.includes(tab)) setTab(tabs[0]!);
  };
  return { tab, setTab, onErrorFields };
}

export function EmployeeNewPage() {
  const [form] = Form.useForm<EmployeeFormValues>();
  const save = useSaveEmployee();
  const notify = useNotify();
  const navigate = useNavigate();
  const [key, setKey] = useState(newIdempotencyKey);
  const { tab, setTab, onErrorFields } = useTab();

  return (
    <FormPage<EmployeeFormValues>
      title={texts.newTitle}
      form={form}
      initialValues={{ role: 'deliverer', has_mopp: false, resale_ids: [] }}
      submitLabel={texts.createButton}
      submittingLabel="Salvando..."
      cancelTo={LIST}
      errorFieldMap={ERROR_FIELDS}
      onErrorFields={onErrorFields}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ employee: toInput(values), idempotencyKey: key });
          notify.success(texts.created);
          navigate(LIST);
        } catch (e) {
          setKey(newIdempotencyKey());
          notify.error(texts.createError);
          throw e;
        }
      }}
    >
      <EmployeeFields tab={tab} onTabChange={setTab} />
    </FormPage>
  );
}

export function EmployeeEditPage() {
  const id = Number(useParams().id);
  const [form] = Form.useForm<EmployeeFormValues>();
  const record = useEmployee(id);
  const save = useSaveEmployee(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const { tab, setTab, onErrorFields } = useTab();
  const initial = useMemo(() => (record.data ? toForm(record.data) : undefined), [record.data]);

  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [initial, form]);

  useEffect(() => {
    if (record.error) {
      notify.error(texts.loadError);
      navigate(LIST, { replace: true });
    }
  }, [record.error, notify, navigate]);

  return (
    <FormPage<EmployeeFormValues>
      title={texts.editTitle}
      form={form}
      loading={record.isLoading}
      loadingText={texts.loadingOne}
      submitLabel="Salvar alterações"
      submittingLabel="Salvando..."
      cancelTo={LIST}
      errorFieldMap={ERROR_FIELDS}
      onErrorFields={onErrorFields}
      audit={{ resource: 'employees', id }}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ employee: toInput(values) });
          notify.success(texts.edited);
          navigate(LIST);
        } catch (e) {
          notify.error(texts.editError);
          throw e;
        }
      }}
    >
      {record.data && <EmployeeFields record={record.data} tab={tab} onTabChange={setTab} />}
    </FormPage>
  );
}
