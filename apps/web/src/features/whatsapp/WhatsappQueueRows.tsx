import { WHATSAPP_TEXTS as T, formatPhone, phoneOfWaId, sinceLabel } from '@ability/domain';
import { WhatsAppOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { WhatsappConversation } from '../../api/whatsapp';

/** The path of the sale form for a conversation's customer, channel WhatsApp (the last order filled in). */
export const saleForConversationPath = (c: WhatsappConversation) =>
  c.customer ? `/vendas/novo?cliente=${c.customer.id}&canal=whatsapp` : '/vendas/novo?canal=whatsapp';

/** A conversation's number as the panel shows it: the national phone when Brazilian, else the wa_id. */
export const waIdLabel = (waId: string) => {
  const phone = phoneOfWaId(waId);
  return phone ? formatPhone(phone) : `+${waId}`;
};

const preview = (c: WhatsappConversation) => {
  const m = c.last_message;
  if (!m) return '';
  if (m.kind === 'location') return `${T.location}: ${m.body ?? ''}`;
  if (m.kind === 'image') return m.body ? `${T.image}: ${m.body}` : T.image;
  if (m.kind === 'audio') return T.audio;
  return m.body ?? '';
};

/**
 * The WhatsApp conversations of the queue, as the missed calls' rows (global.css .missed-call-list): the
 * customer, the last message, how long ago, 'Abrir' (the conversation panel) and 'Criar pedido'.
 */
export function WhatsappQueueRows({
  rows,
  severalUnits,
  now,
  onOpen,
}: {
  rows: WhatsappConversation[];
  severalUnits: boolean;
  now: number;
  onOpen: (id: number) => void;
}) {
  return (
    <ul className="missed-call-list whatsapp-list" aria-label={T.queueTitle}>
      {rows.map((c) => (
        <li key={c.id} className="missed-call whatsapp-conversation" data-conversation={c.id}>
          <span className="missed-call-what">
            <WhatsAppOutlined style={{ color: '#25d366' }} aria-label="WhatsApp" />
            <strong>{c.customer?.name ?? c.profile_name ?? waIdLabel(c.wa_id)}</strong>
            <span className="text-secondary">{waIdLabel(c.wa_id)}</span>
            <span className="whatsapp-preview">{preview(c)}</span>
            {severalUnits && <span className="text-secondary">{c.resale.name}</span>}
            {c.last_in_at && (
              <span className="text-secondary" title={dayjs(c.last_in_at).format('DD/MM/YYYY HH:mm:ss')}>
                {sinceLabel(c.last_in_at, new Date(now))}
              </span>
            )}
          </span>
          <span className="missed-call-actions">
            <Button size="small" onClick={() => onOpen(c.id)}>
              {T.open}
            </Button>
            <Link to={saleForConversationPath(c)} aria-label={`${T.createOrder} ${c.customer?.name ?? ''}`.trim()}>
              <Button size="small" type="primary" tabIndex={-1}>
                {T.createOrder}
              </Button>
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}
