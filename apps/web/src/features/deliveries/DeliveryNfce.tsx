import { NFCE_SCREEN_TEXTS as N } from '@ability/domain';
import { PrinterOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { type Sale, useSaleOptions } from '../../api/sales';
import { NfceTag } from '../fiscal/NfceTag';
import { useNfceIssue } from '../fiscal/useNfceActions';
import '../fiscal/nfce.css';

/**
 * The NFC-e on the deliverer's card: its state (live with the card), 'Emitir NFC-e' when the unit issues by
 * hand or 'Reenviar' when it was rejected, and 'Imprimir DANFE' once authorised. Nothing for a sale without
 * a note in a unit that issues by itself (at save or at 'Entregue').
 */
export function DeliveryNfce({ sale, offline }: { sale: Sale; offline: boolean }) {
  const options = useSaleOptions();
  const issue = useNfceIssue();
  const state = sale.nfce_status;
  const closed = sale.status === 'canceled' || sale.status === 'rejected';
  const canIssue =
    !closed && (state === 'rejeitada' || (!state && !!options.data?.nfce_manual_unit_ids.includes(sale.resale.id)));
  if (!state && !canIssue) return null;
  return (
    <div className="delivery-nfce" data-testid="delivery-nfce">
      <span>
        <strong>{N.panelTitle}</strong> <NfceTag state={state} />
      </span>
      {canIssue && (
        <Button icon={<SendOutlined />} loading={issue.busy} disabled={offline} onClick={() => issue.run(sale.id)}>
          {state ? N.resend : N.issue}
        </Button>
      )}
      {state === 'autorizada' && (
        <Link to={`/vendas/${sale.id}/danfe`}>
          <Button icon={<PrinterOutlined />}>{N.printDanfe}</Button>
        </Link>
      )}
    </div>
  );
}
