import { WHATSAPP_TEXTS as T } from '@ability/domain';
import { WhatsAppOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useOpenWhatsappConversation } from '../../api/whatsapp';
import { useCanAccess } from '../../app/session';
import { useNotify } from '../../shared/notify';
import { errorReason } from '../../shared/serverErrors';

// The panel's code comes when it is opened, not with the customer screen.
const WhatsappConversationDrawer = lazy(() =>
  import('./WhatsappConversationDrawer').then((m) => ({ default: m.WhatsappConversationDrawer })),
);

/**
 * The customer screen's 'Enviar WhatsApp': opens the customer's conversation in their unit (started when there
 * is none) in the conversation panel, where an approved template goes while the 24-hour window is closed. The
 * server's refusal (unit not connected, no template, no mobile) is said as it is.
 */
export function WhatsappCustomerButton({ customerId }: { customerId: number }) {
  const allowed = useCanAccess('whatsapp', 'write');
  const open = useOpenWhatsappConversation();
  const notify = useNotify();
  const [conversationId, setConversationId] = useState<number | null>(null);
  if (!allowed) return null;
  return (
    <>
      <Button
        icon={<WhatsAppOutlined />}
        loading={open.isPending}
        onClick={() =>
          open.mutateAsync(customerId).then(
            (conv) => setConversationId(conv.id),
            (err: unknown) => notify.error(errorReason(err) ?? T.errors.unreachable),
          )
        }
      >
        {T.openFromCustomer}
      </Button>
      {conversationId !== null && (
        <Suspense fallback={null}>
          <WhatsappConversationDrawer id={conversationId} onClose={() => setConversationId(null)} />
        </Suspense>
      )}
    </>
  );
}
