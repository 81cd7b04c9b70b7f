import {
  CRT_CODES,
  FISCAL_ENVIRONMENTS,
  FISCAL_SETTINGS_TEXTS as T,
  ISSUE_MOMENTS,
  NFCE_PROVIDERS,
  formatDateBr,
} from '@ability/domain';
import { Alert, Button, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import {
  type FiscalSettings,
  type FiscalSettingsInput,
  useFiscalSettings,
  useSaveFiscalSettings,
  type FiscalConnectionTest,
  useTestFiscalConnection,
} from '../../api/fiscal';
import { FieldCol } from '../../shared/FieldCol';
import { useNotify } from '../../shared/notify';
import { applyServerErrors } from '../../shared/serverErrors';

type Values = Omit<FiscalSettingsInput, 'certificate'> & { certificate_password?: string };

/** The file's bytes as base64 (the .pfx goes in the JSON body). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

function CertificateStatus({ settings }: { settings: FiscalSettings }) {
  const c = settings.certificate;
  if (!c) return <Alert type="info" title={T.noCertificate} />;
  const label = T.certificateOf(c.holder, formatDateBr(c.expires_at.slice(0, 10)));
  if (c.state === 'expired') return <Alert type="error" showIcon title={label} description={T.certificateExpired} />;
  if (c.state === 'expiring')
    return <Alert type="warning" showIcon title={label} description={T.certificateExpiring(c.days_left)} />;
  return <Alert type="success" showIcon title={label} />;
}

/** The answer of 'Testar conexão': SEFAZ's code and message, or the problem, in pt-BR. */
function ConnectionResult({ result }: { result: FiscalConnectionTest }) {
  return (
    <Alert
      aria-label={T.testConnectionTitle}
      type={result.ok ? 'success' : 'error'}
      showIcon
      style={{ marginTop: 12 }}
      title={result.message}
      description={result.demo_certificate ? T.demoCertificateUsed : undefined}
    />
  );
}

/**
 * The unit's NFC-e settings (admin, on the unit's edit screen, saved on their own): regime, environment,
 * numbering, when notes are issued, the CSC and the A1 certificate. Secrets are sent, never shown.
 */
export function UnitFiscalSettings({ resaleId }: { resaleId: number }) {
  const [form] = Form.useForm<Values>();
  const settings = useFiscalSettings(resaleId);
  const save = useSaveFiscalSettings(resaleId);
  const test = useTestFiscalConnection(resaleId);
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const provider = Form.useWatch('provider', form);

  useEffect(() => {
    const s = settings.data;
    if (s)
      form.setFieldsValue({
        crt: s.crt,
        environment: s.environment,
        series: s.series,
        next_number: s.next_number,
        issue_on: s.issue_on,
        csc_id: s.csc_id,
        csc_token: '',
        certificate_password: '',
        provider: s.provider,
        nuvem_client_id: s.nuvem_client_id,
        nuvem_client_secret: '',
      });
  }, [settings.data, form]);

  const onFinish = async (v: Values) => {
    setGeneral([]);
    try {
      const { certificate_password, ...rest } = v;
      await save.mutateAsync({
        ...rest,
        csc_token: rest.csc_token || null,
        nuvem_client_secret: rest.nuvem_client_secret || null,
        certificate: file ? { pfx_base64: await base64Of(file), password: certificate_password ?? '' } : null,
      });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      form.setFieldValue('certificate_password', '');
      form.setFieldValue('nuvem_client_secret', '');
      notify.success(T.saved);
    } catch (e) {
      notify.error(T.saveError);
      setGeneral(applyServerErrors(form, e, { certificate: ['certificate_password'] }));
    }
  };

  return (
    <section className="page-card" aria-label={T.title} style={{ marginTop: 16 }}>
      <div className="page-header">
        <h2>{T.title}</h2>
      </div>
      {settings.data?.sefaz_demo && (
        <Alert
          type="warning"
          showIcon
          title={T.demoEnvironment}
          description={T.demoEnvironmentDetail}
          style={{ marginBottom: 12 }}
        />
      )}
      {settings.data && <CertificateStatus settings={settings.data} />}
      {general.length > 0 && <Alert type="error" title={general.join('; ')} style={{ marginTop: 12 }} />}
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} style={{ marginTop: 16 }}>
        <Row gutter={16}>
          <FieldCol md={8} name="provider" label={T.fields.provider}>
            <Select
              aria-label={T.fields.provider}
              options={NFCE_PROVIDERS.map((p) => ({ value: p, label: T.providers[p] }))}
            />
          </FieldCol>
          {provider === 'nuvem_fiscal' && (
            <>
              <FieldCol md={8} name="nuvem_client_id" label={T.fields.nuvem_client_id}>
                <Input aria-label={T.fields.nuvem_client_id} maxLength={200} autoComplete="off" />
              </FieldCol>
              <FieldCol
                md={8}
                name="nuvem_client_secret"
                label={T.fields.nuvem_client_secret}
                extra={settings.data?.nuvem_client_secret_set ? T.nuvemSecretKept : undefined}
              >
                <Input.Password aria-label={T.fields.nuvem_client_secret} maxLength={500} autoComplete="new-password" />
              </FieldCol>
              <FieldCol md={24}>
                <Alert type="info" showIcon title={T.nuvemHint} style={{ marginBottom: 12 }} />
              </FieldCol>
            </>
          )}
          <FieldCol md={8} name="crt" label={T.fields.crt}>
            <Select aria-label={T.fields.crt} options={CRT_CODES.map((c) => ({ value: c, label: T.crt[c] }))} />
          </FieldCol>
          <FieldCol md={8} name="environment" label={T.fields.environment}>
            <Select
              aria-label={T.fields.environment}
              options={FISCAL_ENVIRONMENTS.map((e) => ({ value: e, label: T.environments[e] }))}
            />
          </FieldCol>
          <FieldCol md={8} name="issue_on" label={T.fields.issue_on}>
            <Select
              aria-label={T.fields.issue_on}
              options={ISSUE_MOMENTS.map((m) => ({ value: m, label: T.issueOn[m] }))}
            />
          </FieldCol>
          <FieldCol sm={12} md={4} name="series" label={T.fields.series}>
            <InputNumber aria-label={T.fields.series} min={0} max={999} precision={0} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol sm={12} md={4} name="next_number" label={T.fields.next_number}>
            <InputNumber
              aria-label={T.fields.next_number}
              min={1}
              max={999_999_999}
              precision={0}
              style={{ width: '100%' }}
            />
          </FieldCol>
          <FieldCol sm={12} md={4} name="csc_id" label={T.fields.csc_id}>
            <Input aria-label={T.fields.csc_id} maxLength={6} inputMode="numeric" />
          </FieldCol>
          <FieldCol
            sm={12}
            md={12}
            name="csc_token"
            label={T.fields.csc_token}
            extra={settings.data?.csc_token_set ? T.cscTokenKept : undefined}
          >
            <Input.Password aria-label={T.fields.csc_token} maxLength={36} autoComplete="off" />
          </FieldCol>
          <FieldCol md={12} label={T.fields.certificate}>
            <Space>
              <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
                {T.chooseFile}
              </Button>
              <span>{file?.name ?? T.noFileChosen}</span>
              <input
                ref={fileInput}
                type="file"
                style={{ display: 'none' }}
                accept=".pfx,.p12,application/x-pkcs12"
                aria-label={T.fields.certificate}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Space>
          </FieldCol>
          <FieldCol md={12} name="certificate_password" label={T.fields.certificate_password}>
            <Input.Password aria-label={T.fields.certificate_password} maxLength={100} autoComplete="new-password" />
          </FieldCol>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {T.save}
          </Button>
          <Button onClick={() => test.mutate()} loading={test.isPending}>
            {T.testConnection}
          </Button>
        </Space>
      </Form>
      {test.data && <ConnectionResult result={test.data} />}
      {test.isError && <Alert type="error" showIcon style={{ marginTop: 12 }} title={T.testConnectionError} />}
    </section>
  );
}
