import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Form } from 'antd';
import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { newIdempotencyKey } from '../api/client';
import type { SaveVariables } from '../api/registers';
import { type RegisterPages, useListPath } from '../app/features';
import { FormPage } from './FormPage';
import { useNotify } from './notify';

export interface RecordFormTexts {
  newTitle: string;
  editTitle: string;
  createButton: string;
  /** The edit screen's submit ('Atualizar cliente'); 'Salvar alterações' when absent. */
  updateButton?: string;
  loadingOne: string;
  created: string;
  createError: string;
  edited: string;
  editError: string;
  loadError: string;
}

/** The names of the fields that hold errors after a refused submit, as FormPage's `onErrorFields` tells them. */
export type ErrorFieldNames = (string | number)[][];

/** What a register's create and edit screens need; both share `fields`. */
export interface RecordForm<R extends { id: number }, V extends object, I> {
  texts: RecordFormTexts;
  /** Where the form goes back to; by default the list path `registerRoutes` gave the open route. */
  listPath?: string;
  /** Audit trail resource, for the edit screen's 'Histórico'. */
  resource: string;
  initialValues?: Partial<V>;
  errorFieldMap?: Record<string, (string | number)[]>;
  toForm: (record: R) => V;
  toInput: (values: V) => I;
  /** The register's hooks (registerHooks): the record, and its POST/PATCH. */
  hooks: {
    useOne: (id: number | undefined) => UseQueryResult<R>;
    useSave: (id?: number) => UseMutationResult<R, Error, SaveVariables<I>>;
  };
  /** `errorFields` changes after each refused submit, e.g. to open the tab that holds the first error. */
  fields: (record: R | undefined, errorFields: ErrorFieldNames) => ReactNode;
}

export interface RecordFormPageProps<R extends { id: number }, V extends object, I> {
  form: RecordForm<R, V, I>;
}

/**
 * A create screen's submit: saves the body (built inside, so a failure there toasts too) with the attempt's
 * Idempotency-Key, a fresh one after a failure; the seeds' toasts; back to the list. The error is rethrown
 * for FormPage to show the server's field errors.
 */
export function useCreateSubmit<I>(
  save: { mutateAsync: (v: { body: I; idempotencyKey: string }) => Promise<unknown> },
  texts: { created: string; createError: string },
  listPath: string,
) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [key, setKey] = useState(newIdempotencyKey);
  return async (body: () => I) => {
    try {
      await save.mutateAsync({ body: body(), idempotencyKey: key });
      notify.success(texts.created);
      navigate(listPath);
    } catch (e) {
      setKey(newIdempotencyKey());
      notify.error(texts.createError);
      throw e;
    }
  };
}

/**
 * What the create and edit screens of a form share: the antd form, the list path, the fields that hold
 * errors after a refused submit, and the FormPage props that follow from them (`frame`).
 */
function useFormFrame<R extends { id: number }, V extends object, I>(def: RecordForm<R, V, I>) {
  const [form] = Form.useForm<V>();
  const listPath = useListPath(def.listPath);
  const [errorFields, setErrorFields] = useState<ErrorFieldNames>([]);
  const frame = {
    form,
    submittingLabel: 'Salvando...',
    cancelTo: listPath,
    errorFieldMap: def.errorFieldMap,
    onErrorFields: setErrorFields,
  };
  return { form, listPath, errorFields, frame };
}

/** The create screen of a register: toasts of the seeds, a fresh Idempotency-Key per attempt, back to the list. */
export function RecordNewPage<R extends { id: number }, V extends object, I>({
  form: def,
}: RecordFormPageProps<R, V, I>) {
  const { listPath, errorFields, frame } = useFormFrame(def);
  const submit = useCreateSubmit(def.hooks.useSave(), def.texts, listPath);
  const { texts } = def;

  return (
    <FormPage<V>
      {...frame}
      title={texts.newTitle}
      initialValues={def.initialValues}
      submitLabel={texts.createButton}
      onSubmit={(values) => submit(() => def.toInput(values))}
    >
      {def.fields(undefined, errorFields)}
    </FormPage>
  );
}

/** The edit screen: loads the record (load failure → toast and back to the list), saves with PATCH. */
export function RecordEditPage<R extends { id: number }, V extends object, I>({
  form: def,
}: RecordFormPageProps<R, V, I>) {
  const id = Number(useParams().id);
  const { form, listPath, errorFields, frame } = useFormFrame(def);
  const record = def.hooks.useOne(id);
  const save = def.hooks.useSave(id);
  const notify = useNotify();
  const navigate = useNavigate();
  const { texts, toForm } = def;
  const initial = useMemo(() => (record.data ? toForm(record.data) : undefined), [record.data, toForm]);

  useEffect(() => {
    // biome-ignore lint/suspicious/noExplicitAny: antd's setFieldsValue wants RecursivePartial<V>
    if (initial) form.setFieldsValue(initial as any);
  }, [initial, form]);

  useEffect(() => {
    if (record.error) {
      notify.error(texts.loadError);
      navigate(listPath, { replace: true });
    }
  }, [record.error, notify, texts.loadError, navigate, listPath]);

  return (
    <FormPage<V>
      {...frame}
      title={texts.editTitle}
      loading={record.isLoading}
      loadingText={texts.loadingOne}
      submitLabel={texts.updateButton ?? 'Salvar alterações'}
      audit={{ resource: def.resource, id }}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ body: def.toInput(values) });
          notify.success(texts.edited);
          navigate(listPath);
        } catch (e) {
          notify.error(texts.editError);
          throw e;
        }
      }}
    >
      {record.data && def.fields(record.data, errorFields)}
    </FormPage>
  );
}

/** A register's screens (`lazyPages` in app/registry.ts): its list, and the create and edit screens of one form. */
export const recordPages = <R extends { id: number }, V extends object, I>(
  list: ComponentType,
  form: RecordForm<R, V, I>,
): RegisterPages => ({
  list,
  create: () => <RecordNewPage form={form} />,
  edit: () => <RecordEditPage form={form} />,
});
