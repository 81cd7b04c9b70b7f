import { DELIVERY_TEXTS as D, formatCents, isPixMethod } from '@ability/domain';
import { CheckCircleOutlined, CopyOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef, useState } from 'react';
import { type Sale, useSalePix } from '../../api/sales';
import { useEdition } from '../../app/edition';
import { useNotify } from '../../shared/notify';
import type { useSaleActions } from '../sales/saleActions';

/** The sale's PIX payments (the domain's isPixMethod). */
export function pixPayments(sale: Sale) {
  return sale.payments.filter((p) => isPixMethod(p.payment_method));
}

/**
 * 'PIX confirmado por X às HH:mm' once every PIX payment of the sale is confirmed (the latest one's who and
 * when), else null.
 */
export function pixConfirmation(sale: Sale): string | null {
  const payments = pixPayments(sale);
  if (!payments.length || payments.some((p) => !p.pix_confirmed_at)) return null;
  const last = [...payments].sort((a, b) => dayjs(b.pix_confirmed_at).diff(dayjs(a.pix_confirmed_at)))[0]!;
  return D.pix.confirmedBy(last.pix_confirmed_by?.name ?? '—', dayjs(last.pix_confirmed_at).format('HH:mm'));
}

interface PixProps {
  sale: Sale;
  actions: ReturnType<typeof useSaleActions>;
  offline: boolean;
}

/** The code as the server built it: the QR, the 'copia e cola' text with its copy button, and the confirmation. */
function PixCode({ sale, actions, offline }: PixProps) {
  const edition = useEdition();
  const notify = useNotify();
  const pix = useSalePix(sale.id, true);
  const text = useRef<HTMLTextAreaElement | null>(null);

  if (pix.isPending)
    return (
      <div className="pix-panel-loading">
        <Spin size="small" /> <Typography.Text type="secondary">{D.pix.loading}</Typography.Text>
      </div>
    );
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

/**
 * A card's PIX at the door: for a sale paid by PIX, 'Mostrar QR PIX' opens the code the
 * server built; once confirmed, who confirmed it and when. Nothing for a sale without PIX.
 */
export function PixPanel({ sale, actions, offline }: PixProps) {
  const [open, setOpen] = useState(false);
  if (!pixPayments(sale).length) return null;
  const confirmed = pixConfirmation(sale);
  if (confirmed)
    return (
      <div className="pix-confirmed" data-testid="pix-confirmed">
        <CheckCircleOutlined aria-hidden /> {confirmed}
      </div>
    );
  return (
    <section className="pix-panel" aria-label={D.pix.title(sale.doc_number)}>
      <Button size="large" block icon={<QrcodeOutlined />} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? D.pix.hide : D.pix.show}
      </Button>
      {open && <PixCode sale={sale} actions={actions} offline={offline} />}
    </section>
  );
}
