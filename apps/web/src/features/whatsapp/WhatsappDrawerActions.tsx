import {
  WHATSAPP_TEXTS as T,
  fillTemplate,
  formatCents,
  isUsualOrderText,
  lastOrderLine,
  templatePrefill,
} from '@ability/domain';
import { Alert, Button, Input, Select, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../api/client';
import type { CustomerSale } from '../../api/customers';
import { useSaleOptions, useSaveSale } from '../../api/sales';
import {
  type WhatsappConversation,
  type WhatsappMessage,
  useConversationTemplates,
  useSendWhatsappTemplate,
} from '../../api/whatsapp';
import { useNotify } from '../../shared/notify';
import { errorReason } from '../../shared/serverErrors';
import { lastOrderValues, valuesToInput } from '../sales/saleFormModel';

/**
 * Outside the 24-hour window: the unit's approved templates only, each with its {{n}} parameters filled by
 * the attendant ({{1}} starts with the customer's first name) and the body's preview as it will go (sent in
 * the Graph API's template format).
 */
export function TemplateSender({
  conversationId,
  customerName,
}: {
  conversationId: number;
  customerName?: string | null;
}) {
  const templates = useConversationTemplates(conversationId);
  const send = useSendWhatsappTemplate(conversationId);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [params, setParams] = useState<string[]>([]);
  const tpl = templates.data?.find((x) => x.id === templateId) ?? null;
  if (templates.data && templates.data.length === 0) return <Alert type="info" showIcon title={T.noTemplates} />;
  const ready = !!tpl && params.length === tpl.param_count && params.every((p) => p.trim());
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="whatsapp-template-sender">
      <Select<number>
        aria-label={T.template}
        placeholder={T.template}
        style={{ width: '100%' }}
        value={templateId ?? undefined}
        loading={templates.isLoading}
        options={(templates.data ?? []).map((x) => ({ value: x.id, label: `${x.name} (${x.language})` }))}
        onChange={(id) => {
          const next = templates.data?.find((x) => x.id === id);
          setTemplateId(id);
          setParams(templatePrefill(next?.param_count ?? 0, customerName));
        }}
      />
      {params.map((p, i) => (
        <Input
          // biome-ignore lint/suspicious/noArrayIndexKey: the parameters are positional ({{1}}, {{2}}…).
          key={i}
          aria-label={T.templateParam(i + 1)}
          placeholder={T.templateParam(i + 1)}
          value={p}
          maxLength={1024}
          onChange={(e) => setParams(params.map((x, j) => (j === i ? e.target.value : x)))}
        />
      ))}
      {tpl && (
        <div className="whatsapp-template-preview" data-testid="whatsapp-template-preview">
          <span className="text-secondary">{T.preview}</span>
          <div style={{ whiteSpace: 'pre-wrap' }}>
            {fillTemplate(
              tpl.body,
              params.map((p, i) => p.trim() || `{{${i + 1}}}`),
            )}
          </div>
        </div>
      )}
      <Button
        type="primary"
        disabled={!ready}
        loading={send.isPending}
        onClick={() =>
          tpl &&
          send.mutateAsync({ template_id: tpl.id, params: params.map((p) => p.trim()) }).then(() => {
            setTemplateId(null);
            setParams([]);
          })
        }
      >
        {T.sendTemplate}
      </Button>
      {send.error && <Alert type="error" showIcon title={errorReason(send.error) ?? send.error.message} />}
    </Space>
  );
}

/**
 * The fixed words: when the customer's latest message is only 'o de sempre', 'mais um', '1 gás'… the panel
 * proposes their last order; Enter (the button has the focus) creates it as a new sale, channel WhatsApp,
 * through the sale API (the one write path), once (Idempotency-Key per proposal).
 */
export function UsualOrderProposal({
  conv,
  messages,
  lastSale,
  onCreated,
}: {
  conv: WhatsappConversation;
  messages: WhatsappMessage[];
  lastSale: CustomerSale | null | undefined;
  onCreated: () => void;
}) {
  const options = useSaleOptions();
  const save = useSaveSale();
  const notify = useNotify();
  const button = useRef<HTMLButtonElement>(null);
  const [done, setDone] = useState<number | null>(null);
  const lastIn = [...messages].reverse().find((m) => m.direction === 'in');
  const asked = !!lastIn && lastIn.kind === 'text' && isUsualOrderText(lastIn.body) && done !== lastIn.id;
  // One key per proposal: a double Enter is answered once.
  const lastInId = lastIn?.id ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key for each new message, not each render.
  const key = useMemo(() => newIdempotencyKey(), [lastInId]);
  const draft = useMemo(
    () => (lastSale && options.data ? lastOrderValues(lastSale, options.data).values : null),
    [lastSale, options.data],
  );
  const show = asked && !!conv.customer && !!lastSale && !!draft;
  useEffect(() => {
    if (show) button.current?.focus();
  }, [show]);
  if (!show || !lastSale || !draft || !conv.customer) return null;

  const confirm = async () => {
    const input = valuesToInput(
      {
        resale_id: conv.resale_id,
        channel: 'whatsapp',
        status: 'created',
        customer: {},
        employee_id: draft.employee_id,
        items: draft.items,
        payments: draft.payments,
        obs: null,
      },
      options.data,
      { items: [], payments: [] },
      false,
    );
    input.customer_attributes = null;
    input.customer_id = conv.customer!.id;
    try {
      const sale = await save.mutateAsync({ body: input, idempotencyKey: key });
      setDone(lastIn!.id);
      notify.success(T.usualOrderCreated(sale.doc_number));
      onCreated();
    } catch {
      // The alert below says why.
    }
  };

  return (
    <Alert
      type="success"
      showIcon
      data-testid="whatsapp-usual-order"
      title={T.usualOrderTitle}
      description={
        <Space orientation="vertical">
          <span>{lastOrderLine(lastSale, formatCents)}</span>
          <Button ref={button} type="primary" loading={save.isPending} onClick={confirm}>
            {T.usualOrderConfirm}
          </Button>
          {save.error && <span role="alert">{errorReason(save.error) ?? save.error.message}</span>}
        </Space>
      }
    />
  );
}
