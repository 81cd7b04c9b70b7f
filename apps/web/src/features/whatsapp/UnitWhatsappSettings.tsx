import {
  WHATSAPP_NOTIFY_EVENTS,
  WHATSAPP_NOTIFY_LABELS,
  WHATSAPP_TEXTS as T,
  type WhatsappNotifyEvent,
} from '@ability/domain';
import { CopyOutlined, DeleteOutlined, PlusOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Col, Divider, Form, Input, Row, Select, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import {
  type WhatsappSettingsInput,
  useSaveWhatsappSettings,
  useTestWhatsapp,
  useWhatsappSettings,
} from '../../api/whatsapp';
import { FieldCol } from '../../shared/FieldCol';
import { useNotify } from '../../shared/notify';
import { applyServerErrors } from '../../shared/serverErrors';

function SecretState({ set }: { set: boolean | undefined }) {
  return set ? <Tag color="green">{T.configured}</Tag> : <Tag>{T.notConfigured}</Tag>;
}

/**
 * The unit's WhatsApp number on Meta's Cloud API (admin, on the unit's edit screen, where the seeds put the
 * WhatsApp connect button; saved on its own): the ids, the token and app secret (sent, never shown), the
 * verify token, the webhook URL to paste into Meta's panel, and 'Testar' (reads the number, sends nothing).
 */
export function UnitWhatsappSettings({ resaleId }: { resaleId: number }) {
  const [form] = Form.useForm<WhatsappSettingsInput>();
  const settings = useWhatsappSettings(resaleId);
  const save = useSaveWhatsappSettings(resaleId);
  const test = useTestWhatsapp(resaleId);
  const notify = useNotify();
  const [general, setGeneral] = useState<string[]>([]);
  const s = settings.data;
  const webhookUrl = `${window.location.origin}${s?.webhook_path ?? '/api/whatsapp/webhook'}`;

  useEffect(() => {
    if (s)
      form.setFieldsValue({
        phone_number_id: s.phone_number_id ?? '',
        business_account_id: s.business_account_id ?? '',
        verify_token: s.verify_token ?? '',
        access_token: '',
        app_secret: '',
        notify_confirmed: s.notify_confirmed,
        notify_in_transit: s.notify_in_transit,
        notify_delivered: s.notify_delivered,
        templates: s.templates.map((x) => ({
          name: x.name,
          language: x.language,
          body: x.body,
          notify_event: x.notify_event,
        })),
      });
  }, [s, form]);

  const onFinish = async (v: WhatsappSettingsInput) => {
    setGeneral([]);
    try {
      const { templates_errors: _, ...values } = v as WhatsappSettingsInput & { templates_errors?: unknown };
      await save.mutateAsync({
        ...values,
        access_token: v.access_token || null,
        app_secret: v.app_secret || null,
        templates: (values.templates ?? []).map((x) => ({ ...x, notify_event: x.notify_event ?? null })),
      });
      form.setFieldsValue({ access_token: '', app_secret: '' });
      notify.success(T.saved);
    } catch (e) {
      setGeneral(applyServerErrors(form, e, { templates: ['templates_errors'] }));
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(webhookUrl);
      notify.success(T.copied);
    } catch {
      // No clipboard permission: the field stays selectable.
    }
  };

  return (
    <section className="page-card" aria-label={T.settingsTitle} style={{ marginTop: 16 }}>
      <div className="page-header">
        <h2>
          <WhatsAppOutlined style={{ color: '#25d366', marginRight: 8 }} />
          {T.settingsTitle}
        </h2>
      </div>
      <p className="text-secondary">{T.settingsHelp}</p>
      {general.length > 0 && <Alert type="error" title={general.join('; ')} style={{ marginBottom: 12 }} />}
      {test.data && (
        <Alert
          type="success"
          showIcon
          data-testid="whatsapp-test-result"
          title={T.testOk(test.data.verified_name, test.data.display_phone_number, test.data.quality_rating)}
          style={{ marginBottom: 12 }}
        />
      )}
      {test.error && <Alert type="error" showIcon title={test.error.message} style={{ marginBottom: 12 }} />}
      <Form<WhatsappSettingsInput> form={form} layout="vertical" onFinish={onFinish}>
        <Row gutter={16}>
          <FieldCol md={8} name="phone_number_id" label={T.fields.phone_number_id}>
            <Input aria-label={T.fields.phone_number_id} maxLength={40} inputMode="numeric" />
          </FieldCol>
          <FieldCol md={8} name="business_account_id" label={T.fields.business_account_id}>
            <Input aria-label={T.fields.business_account_id} maxLength={40} inputMode="numeric" />
          </FieldCol>
          <FieldCol md={8} name="verify_token" label={T.fields.verify_token}>
            <Input aria-label={T.fields.verify_token} maxLength={200} autoComplete="off" />
          </FieldCol>
          <FieldCol
            md={12}
            name="access_token"
            label={
              <Space>
                {T.fields.access_token}
                <SecretState set={s?.access_token_set} />
              </Space>
            }
            extra={s?.access_token_set ? T.keepSecret : undefined}
          >
            <Input.Password aria-label={T.fields.access_token} maxLength={1000} autoComplete="off" />
          </FieldCol>
          <FieldCol
            md={12}
            name="app_secret"
            label={
              <Space>
                {T.fields.app_secret}
                <SecretState set={s?.app_secret_set} />
              </Space>
            }
            extra={s?.app_secret_set ? T.keepSecret : undefined}
          >
            <Input.Password aria-label={T.fields.app_secret} maxLength={200} autoComplete="off" />
          </FieldCol>
          <FieldCol md={24} label={T.webhookUrl}>
            <Space.Compact style={{ width: '100%' }}>
              <Input readOnly value={webhookUrl} aria-label={T.webhookUrl} />
              <Button icon={<CopyOutlined />} onClick={copy}>
                {T.copy}
              </Button>
            </Space.Compact>
          </FieldCol>
        </Row>
        <Divider titlePlacement="start">{T.notifyTitle}</Divider>
        <p className="text-secondary">{T.notifyHelp}</p>
        <Space wrap size="large" style={{ marginBottom: 8 }}>
          {WHATSAPP_NOTIFY_EVENTS.map((e) => (
            <Form.Item key={e} name={`notify_${e}`} valuePropName="checked" style={{ marginBottom: 0 }}>
              <Checkbox>{WHATSAPP_NOTIFY_LABELS[e]}</Checkbox>
            </Form.Item>
          ))}
        </Space>
        {s && (
          <Alert
            type={s.month_count >= s.month_free ? 'warning' : 'info'}
            showIcon
            data-testid="whatsapp-month-count"
            title={T.monthCount(s.month_count, s.month_free)}
            description={s.month_count >= s.month_free ? T.monthOver : undefined}
            style={{ margin: '8px 0 12px' }}
          />
        )}
        <Divider titlePlacement="start">{T.templatesTitle}</Divider>
        <p className="text-secondary">{T.templatesHelp}</p>
        <Form.Item name="templates_errors" style={{ marginBottom: 0 }}>
          <Input type="hidden" />
        </Form.Item>
        <Form.List name="templates">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Row gutter={12} key={field.key} align="bottom" data-testid="whatsapp-template-row">
                  <Col xs={24} md={6}>
                    <Form.Item name={[field.name, 'name']} label={T.templateFields.name} rules={[{ required: true }]}>
                      <Input aria-label={`${T.templateFields.name} ${i + 1}`} maxLength={512} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={3}>
                    <Form.Item
                      name={[field.name, 'language']}
                      label={T.templateFields.language}
                      initialValue="pt_BR"
                      rules={[{ required: true }]}
                    >
                      <Input aria-label={`${T.templateFields.language} ${i + 1}`} maxLength={15} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={9}>
                    <Form.Item name={[field.name, 'body']} label={T.templateFields.body} rules={[{ required: true }]}>
                      <Input.TextArea
                        aria-label={`${T.templateFields.body} ${i + 1}`}
                        autoSize={{ minRows: 1, maxRows: 4 }}
                        maxLength={1024}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={20} md={5}>
                    <Form.Item name={[field.name, 'notify_event']} label={T.templateFields.notify_event}>
                      <Select<WhatsappNotifyEvent | null>
                        aria-label={`${T.templateFields.notify_event} ${i + 1}`}
                        allowClear
                        placeholder={T.noNotifyEvent}
                        options={WHATSAPP_NOTIFY_EVENTS.map((e) => ({ value: e, label: WHATSAPP_NOTIFY_LABELS[e] }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={1}>
                    <Form.Item>
                      <Button
                        aria-label={`${T.removeTemplate} ${i + 1}`}
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Form.Item>
                <Button icon={<PlusOutlined />} onClick={() => add({ name: '', language: 'pt_BR', body: '' })}>
                  {T.addTemplate}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {T.save}
          </Button>
          <Button onClick={() => test.mutate()} loading={test.isPending} disabled={!s?.configured}>
            {T.test}
          </Button>
        </Space>
      </Form>
    </section>
  );
}
