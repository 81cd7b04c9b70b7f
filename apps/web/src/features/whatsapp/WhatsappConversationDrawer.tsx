import { WHATSAPP_STATUS_LABELS, WHATSAPP_TEXTS as T, formatCents, lastOrderLine } from '@ability/domain';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Input, Space, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { fetchCallerLastOrder } from '../../api/call-logs';
import { useCustomerInfo } from '../../api/customers';
import { CustomerEmptiesNotice } from '../empties/CustomerEmptiesNotice';
import { useLiveEvent, useThrottledRefresh } from '../../api/events';
import { type WhatsappMessage, useSendWhatsapp, useWhatsappConversation, whatsappKeys } from '../../api/whatsapp';
import { TemplateSender, UsualOrderProposal } from './WhatsappDrawerActions';
import { saleForConversationPath, waIdLabel } from './WhatsappQueueRows';

function MessageBody({ m }: { m: WhatsappMessage }) {
  const c = (m.content ?? {}) as { latitude?: number; longitude?: number };
  if (m.kind === 'location' && c.latitude !== undefined && c.longitude !== undefined)
    return (
      <a
        href={`https://www.google.com/maps?q=${c.latitude},${c.longitude}`}
        target="_blank"
        rel="noreferrer"
        data-testid="whatsapp-location"
      >
        <EnvironmentOutlined /> {m.body ?? T.location} ({c.latitude.toFixed(5)}, {c.longitude.toFixed(5)})
      </a>
    );
  if (m.kind === 'image' || m.kind === 'audio')
    return (
      <span>
        {m.kind === 'image' ? T.image : T.audio}
        {m.body ? `: ${m.body}` : ''}{' '}
        <a href={`/api/whatsapp/messages/${m.id}/media`} target="_blank" rel="noreferrer">
          {T.download}
        </a>
      </span>
    );
  return <span style={{ whiteSpace: 'pre-wrap' }}>{m.body}</span>;
}

function Bubble({ m }: { m: WhatsappMessage }) {
  const out = m.direction === 'out';
  return (
    <div className={`whatsapp-bubble ${out ? 'whatsapp-out' : 'whatsapp-in'}`} data-direction={m.direction}>
      <MessageBody m={m} />
      <div className="whatsapp-bubble-meta">
        {dayjs(m.sent_at).format('DD/MM HH:mm')}
        {out && m.status && (
          <Tag
            color={m.status === 'failed' ? 'red' : m.status === 'read' ? 'blue' : undefined}
            style={{ marginLeft: 6 }}
          >
            {WHATSAPP_STATUS_LABELS[m.status]}
          </Tag>
        )}
      </div>
      {m.status === 'failed' && m.errors && (
        <div className="whatsapp-bubble-error" role="alert">
          {m.errors.map((e) => e.details || e.title).join('; ')}
        </div>
      )}
    </div>
  );
}

/**
 * A conversation (from the attendant's queue or the customer screen): the messages both ways with their statuses, the customer, what
 * they owe and their last order, 'Criar pedido' (the order form with the customer and the last order, channel
 * WhatsApp) and a free-text reply while the 24-hour window is open.
 */
export function WhatsappConversationDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const navigate = useNavigate();
  const detail = useWhatsappConversation(id);
  // Live wherever the panel is open (the queue, the customer screen): Meta's statuses, the customer's answer.
  const refresh = useThrottledRefresh(whatsappKeys.conversation(id ?? 0));
  useLiveEvent('whatsapp', refresh, id !== null);
  useLiveEvent('whatsapp_status', refresh, id !== null);
  const conv = detail.data?.conversation;
  const customerId = conv?.customer?.id ?? 0;
  const info = useCustomerInfo(customerId, customerId > 0);
  const last = useQuery({
    queryKey: ['whatsapp', 'last-order', customerId, conv?.resale_id],
    queryFn: () => fetchCallerLastOrder(customerId, conv!.resale_id),
    enabled: customerId > 0 && !!conv,
  });
  const send = useSendWhatsapp(id ?? 0);
  const [text, setText] = useState('');
  // When the window closes while the panel is open, it reads the conversation again (templates only then).
  const closesAt = conv?.window_closes_at ?? null;
  const refetch = detail.refetch;
  useEffect(() => {
    if (!closesAt) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, new Date(closesAt).getTime() - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [closesAt, refetch]);

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={T.panelTitle}
      size={520}
      extra={
        conv && (
          <Button type="primary" onClick={() => navigate(saleForConversationPath(conv))}>
            {T.createOrder}
          </Button>
        )
      }
    >
      {!conv ? (
        <Spin />
      ) : (
        <div data-testid="whatsapp-conversation" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <div>
            <strong>{conv.customer?.name ?? conv.profile_name ?? waIdLabel(conv.wa_id)}</strong>{' '}
            <span className="text-secondary">{waIdLabel(conv.wa_id)}</span>
            {info.data && info.data.debt_cents > 0 && (
              <Tag color="red" style={{ marginLeft: 8 }}>
                Dívida {formatCents(info.data.debt_cents)}
              </Tag>
            )}
            <div className="text-secondary">
              {T.lastOrder}:{' '}
              {last.data?.sale ? lastOrderLine(last.data.sale, formatCents) : last.isLoading ? '…' : T.noLastOrder}
            </div>
            <CustomerEmptiesNotice customerId={customerId > 0 ? customerId : null} style={{ marginTop: 8 }} />
          </div>
          <div className="whatsapp-thread">
            {detail.data?.messages.length === 0 && <span className="text-secondary">{T.noMessages}</span>}
            {detail.data?.messages.map((m) => (
              <Bubble key={m.id} m={m} />
            ))}
          </div>
          <UsualOrderProposal
            conv={conv}
            messages={detail.data?.messages ?? []}
            lastSale={last.data?.sale}
            onCreated={() => void last.refetch()}
          />
          {conv.window_closes_at ? (
            <>
              <span className="text-secondary">{T.windowOpen(dayjs(conv.window_closes_at).format('DD/MM HH:mm'))}</span>
              <Space.Compact style={{ width: '100%' }}>
                <Input.TextArea
                  aria-label={T.reply}
                  placeholder={T.reply}
                  value={text}
                  maxLength={4096}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  onChange={(e) => setText(e.target.value)}
                />
                <Button
                  type="primary"
                  loading={send.isPending}
                  disabled={!text.trim()}
                  onClick={() => send.mutateAsync(text.trim()).then(() => setText(''))}
                >
                  {T.send}
                </Button>
              </Space.Compact>
              {send.error && <Alert type="error" showIcon title={send.error.message} />}
            </>
          ) : (
            <>
              <Alert type="info" showIcon title={T.windowClosed} />
              <TemplateSender conversationId={conv.id} customerName={conv.customer?.name ?? conv.profile_name} />
            </>
          )}
        </div>
      )}
    </Drawer>
  );
}
