import { DELIVERY_TEXTS as D, formatCents } from '@ability/domain';
import { CheckCircleOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Input } from 'antd';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { type Sale, useSalePix } from '../../api/sales';
import { useEdition } from '../../app/edition';
import { PixLoading } from './PixLoading';
import { useNotify } from '../../shared/notify';
import type { useSaleActions } from '../sales/saleActions';

/** A card's sale, its actions (the PIX confirmation) and whether the phone is offline. */
export interface PixProps {
  sale: Sale;
  actions: ReturnType<typeof useSaleActions>;
  offline: boolean;
}

/**
 * The code as the server built it: the QR, the 'copia e cola' text with its copy button, and the confirmation.
 * A module of its own, loaded when a card's 'Mostrar QR PIX' is first tapped, not with the deliverer's list
 * (the QR's library, antd's TextArea and Alert).
 */
export default function PixCode({ sale, actions, offline }: PixProps) {
  const edition = useEdition();
  const notify = useNotify();
  const pix = useSalePix(sale.id, true);
  const text = useRef<HTMLTextAreaElement | null>(null);

  if (pix.isPending) return <PixLoading />;
  if (pix.isError || !pix.data) return <Alert type="error" showIcon title={D.pix.loadError} />;
  const p = pix.data;
  if (!p.payload)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="pix-missing"
        title={p.missing === 'city' ? D.pix.noCity(edition.unitLower) : D.pix.noKey(edition.unit)}
      />
    );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(p.payload!);
      notify.success(D.pix.copied);
    } catch {
      // No clipboard (an old browser, no permission): the text is selected for a long press to copy.
      text.current?.select();
      notify.warning(D.pix.copyError);
    }
  };

  return (
    <div className="pix-code">
      <figure className="pix-qr" aria-label={D.pix.qrLabel}>
        <QRCodeCanvas
          value={p.payload}
          size={232}
          level="M"
          marginSize={4}
          title={D.pix.qrLabel}
          data-testid="pix-qr"
          role="img"
          aria-label={D.pix.qrLabel}
        />
      </figure>
      <dl className="delivery-card-facts">
        <dt>{D.pix.amount}</dt>
        <dd>
          <strong data-testid="pix-amount">{formatCents(p.amount_cents)}</strong>
        </dd>
        <dt>{D.pix.receiver}</dt>
        <dd>{p.receiver.name}</dd>
      </dl>
      <label className="pix-copy-label" htmlFor={`pix-text-${sale.id}`}>
        {D.pix.copyPaste}
      </label>
      <Input.TextArea
        id={`pix-text-${sale.id}`}
        ref={(el) => {
          text.current = el?.resizableTextArea?.textArea ?? null;
        }}
        className="pix-copy-text"
        data-testid="pix-copy-paste"
        value={p.payload}
        readOnly
        autoSize={{ minRows: 3, maxRows: 6 }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="delivery-card-actions">
        <Button size="large" icon={<CopyOutlined />} onClick={copy}>
          {D.pix.copy}
        </Button>
        <Button
          size="large"
          type="primary"
          block
          icon={<CheckCircleOutlined />}
          disabled={actions.busy || offline}
          onClick={() => actions.confirmPix(sale, p.amount_cents)}
        >
          {D.pix.confirm}
        </Button>
      </div>
    </div>
  );
}
