import { HistoryOutlined } from '@ant-design/icons';
import { Alert, Button, Form, type FormInstance, Spin } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuditHistoryDrawer } from './AuditHistoryDrawer';
import { useCanAccess } from '../app/session';
import { applyServerErrors } from './serverErrors';
import { useFormKeys } from './useFormKeys';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';

export interface FormPageProps<V> {
  title: string;
  form: FormInstance<V>;
  /** The record is loading: the overlay shows `loadingText`. */
  loading?: boolean;
  /** The form is still filling itself in (e.g. a customer's last order): a Ctrl+Enter waits for it. */
  busy?: boolean;
  loadingText?: string;
  initialValues?: Partial<V>;
  /**
   * Saves; on failure throw the error (after its toast) and the form shows the field errors. Gets the
   * form's whole store (`getFieldsValue(true)`), not only the values of mounted `Form.Item`s: what a
   * record carries without an input of its own (a nested contact's or item's `id`, a `_destroy` flag)
   * reaches the save. Each form's mapping to the API picks the keys it sends.
   */
  onSubmit: (values: V) => Promise<void>;
  submitLabel: string;
  submittingLabel?: string;
  cancelTo: string;
  /** Server keys that do not match the field path (`city` → ['address', 'city_id']). */
  errorFieldMap?: Record<string, (string | number)[]>;
  /** Told which fields hold errors after a refused submit (client rules or the server's 422), e.g. to open their tab. */
  onErrorFields?: (names: (string | number)[][]) => void;
  /** On edit, admins can read the record's history. */
  audit?: { resource: string; id: number | undefined };
  /** Shown by the buttons (e.g. the keys that save and leave). */
  actionsExtra?: ReactNode;
  children: ReactNode;
}

/**
 * The form screen every register shares: one component for create and edit, field errors from a 422
 * body, the submit button disabled with its loading label while saving, Cancelar back to the list,
 * Enter / Ctrl+Enter to submit (a Ctrl+Enter while loading waits), Esc to leave, and a warning before
 * leaving with unsaved changes.
 */
export function FormPage<V extends object>(props: FormPageProps<V>) {
  const { form } = props;
  const [saving, setSaving] = useState(false);
  const [general, setGeneral] = useState<string[]>([]);
  const [historyOpen, setHistoryOpen] = useState(false);
  const dirty = useRef(false);
  const canAudit = useCanAccess('audit', 'read');
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);

  useUnsavedChangesWarning(() => dirty.current && !saving);

  // antd's onFinish values hold only the registered fields; the save gets the whole store instead.
  const onFinish = async () => {
    if (saving) return;
    const values = form.getFieldsValue(true) as V;
    setSaving(true);
    setGeneral([]);
    const wasDirty = dirty.current;
    dirty.current = false;
    try {
      await props.onSubmit(values);
    } catch (e) {
      dirty.current = wasDirty;
      setGeneral(applyServerErrors(form, e, props.errorFieldMap));
      reportErrorFields();
    } finally {
      setSaving(false);
    }
  };

  const reportErrorFields = () =>
    props.onErrorFields?.(
      form
        .getFieldsError()
        .filter((f) => f.errors.length > 0)
        .map((f) => f.name),
    );

  useFormKeys({
    container,
    busy: !!props.loading || !!props.busy,
    submit: () => form.submit(),
    leave: () => navigate(props.cancelTo),
  });

  return (
    <div className="page-card" ref={container}>
      <div className="page-header">
        <h1>{props.title}</h1>
        {props.audit?.id && canAudit && (
          <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
            Histórico
          </Button>
        )}
      </div>
      <Spin spinning={!!props.loading} description={props.loadingText}>
        <Form<V>
          form={form}
          layout="vertical"
          initialValues={props.initialValues}
          onFinish={onFinish}
          onFinishFailed={reportErrorFields}
          onValuesChange={() => {
            dirty.current = true;
          }}
          scrollToFirstError
          disabled={props.loading}
        >
          {props.children}
          {general.length > 0 && (
            <Alert type="error" showIcon style={{ marginBottom: 12 }} title={general.join('; ')} />
          )}
          <div className="form-actions">
            {props.actionsExtra}
            <Link to={props.cancelTo}>
              <Button htmlType="button">Cancelar</Button>
            </Link>
            <Button type="primary" htmlType="submit" loading={saving} disabled={saving || props.loading}>
              {saving ? (props.submittingLabel ?? 'Salvando...') : props.submitLabel}
            </Button>
          </div>
        </Form>
      </Spin>
      {props.audit?.id && canAudit && (
        <AuditHistoryDrawer
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          resource={props.audit.resource}
          recordId={props.audit.id}
        />
      )}
    </div>
  );
}
