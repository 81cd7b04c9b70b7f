import { GAS_DO_POVO_DOOR_TEXTS as G } from '@ability/domain';
import { Alert, Button, Spin } from 'antd';
import { Suspense, lazy, useState } from 'react';
import type { Sale, SaleDoorEmpty } from '../../api/sales';
import { gasDoPovoDoor } from './gasDoPovoDoor';
import type { useDeliveryMoves } from './useDeliveryMoves';

/** The receipt's form (antd's Form, Select, Radio): loaded when a card first asks it, not with the list. */
const GasDoPovoDoorForm = lazy(() => import('./GasDoPovoDoorForm'));

/**
 * The card's Gás do Povo piece: an order paid by the voucher asks what the Azulzinha receipt says
 * (validation, NSU, CPF's last four digits, empty received) in big touch targets, and 'Entregar com Gás do
 * Povo' sends them with the move to 'Entregue' (the move queue: kept on the phone without signal, sent
 * once). An order with an eligible refill paid otherwise offers 'Pagar com Gás do Povo': the same, and the
 * server switches the refill's payment to the voucher (freight and empty stay with the order's method).
 * While an order paid by the voucher waits for the receipt, the card hides its plain moves that hand it
 * over (waitsForReceipt); the empties' brands tapped on the card go with the receipt.
 */
export function GasDoPovoAtDoor({
  sale,
  moves,
  empties,
}: {
  sale: Sale;
  moves: ReturnType<typeof useDeliveryMoves>;
  /** The empties' brands tapped on the card (DoorEmpties): they go with the receipt. */
  empties: SaleDoorEmpty[];
}) {
  const [switching, setSwitching] = useState(false);
  const door = gasDoPovoDoor(sale);
  if (!door) return null;
  const { byVoucher } = door;
  const asking = byVoucher || switching;
  return (
    <section className="delivery-card-gdp" data-testid="gas-do-povo-door" aria-label={G.title}>
      {byVoucher && <Alert type="info" showIcon title={G.waiting} />}
      {!asking && (
        <Button size="large" block onClick={() => setSwitching(true)}>
          {G.switch}
        </Button>
      )}
      {switching && <p className="text-secondary delivery-card-gdp-note">{G.switchNote}</p>}
      {asking && (
        <Suspense fallback={<Spin size="small" />}>
          <GasDoPovoDoorForm
            sale={sale}
            moves={moves}
            empties={empties}
            byVoucher={byVoucher}
            switching={switching}
            onBack={() => setSwitching(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
