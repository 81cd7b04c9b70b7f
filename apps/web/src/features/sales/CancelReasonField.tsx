import { GAS_DO_POVO_CANCEL_REASON_MIN as MIN, GAS_DO_POVO_DOOR_TEXTS as G, formatCents } from '@ability/domain';
import { Input } from 'antd';
import { useState } from 'react';
import type { Sale } from '../../api/sales';
import type { CancelReason } from './cancelReason';

/**
 * The cancel dialog's reason of a sale with a Gás do Povo redemption: required when Caixa already paid it
 * (its amount then stays as a divergence to resolve), optional otherwise (its receivable is canceled too).
 */
/** Loaded with the first cancel dialog that asks a reason (antd's TextArea stays out of the lists' first load). */
export default function CancelReasonField({ sale, reason }: { sale: Sale; reason: CancelReason }) {
  const [short, setShort] = useState(false);
  reason.showShort = () => setShort(true);
  const paid = sale.gas_do_povo?.received_cents ?? 0;
  return (
    <div className="cancel-reason">
      <p>{paid > 0 ? G.cancelReasonPaid(formatCents(paid)) : G.cancelReasonOptional}</p>
      <Input.TextArea
        aria-label={G.cancelReason}
        placeholder={G.cancelReason}
        autoSize={{ minRows: 2, maxRows: 4 }}
        maxLength={500}
        status={short ? 'error' : undefined}
        autoFocus
        onChange={(e) => {
          reason.value = e.target.value;
          if (short && e.target.value.trim().length >= MIN) setShort(false);
        }}
      />
      {short && (
        <div className="ant-form-item-explain-error" role="alert">
          {G.cancelReasonShort}
        </div>
      )}
    </div>
  );
}
