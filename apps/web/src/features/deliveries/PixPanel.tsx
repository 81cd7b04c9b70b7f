import { DELIVERY_TEXTS as D, isPixMethod } from '@ability/domain';
import { CheckCircleOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { Suspense, lazy, useState } from 'react';
import type { Sale } from '../../api/sales';
import type { PixProps } from './PixCode';
import { PixLoading } from './PixLoading';

/** The code itself (the QR's library, antd's TextArea): loaded with the first 'Mostrar QR PIX'. */
const PixCode = lazy(() => import('./PixCode'));

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
      {open && (
        <Suspense fallback={<PixLoading />}>
          <PixCode sale={sale} actions={actions} offline={offline} />
        </Suspense>
      )}
    </section>
  );
}
