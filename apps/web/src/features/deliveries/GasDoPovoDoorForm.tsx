import { GAS_DO_POVO_DOOR_TEXTS as G } from '@ability/domain';
import { Button, Form } from 'antd';
import type { Sale, SaleDoorEmpty, SaleGasDoPovoReceipt } from '../../api/sales';
import { GasDoPovoRedemptionFields } from '../gas-do-povo/GasDoPovoRedemptionFields';
import type { useDeliveryMoves } from './useDeliveryMoves';

export interface GasDoPovoDoorFormProps {
  sale: Sale;
  moves: ReturnType<typeof useDeliveryMoves>;
  /** The empties' brands tapped on the card, sent with the receipt. */
  empties: SaleDoorEmpty[];
  /** The order is paid by the voucher already (else the server switches the refill's payment to it). */
  byVoucher: boolean;
  /** The deliverer chose 'Pagar com Gás do Povo' on an order paid otherwise: 'Voltar' is offered. */
  switching: boolean;
  onBack: () => void;
}

/** What the Azulzinha receipt says, in big touch targets; 'Entregar com Gás do Povo' sends it with the move. */
export default function GasDoPovoDoorForm({
  sale,
  moves,
  empties,
  byVoucher,
  switching,
  onBack,
}: GasDoPovoDoorFormProps) {
  const [form] = Form.useForm<{ gas_do_povo: SaleGasDoPovoReceipt }>();
  const busy = moves.sending === sale.id;
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ gas_do_povo: { empty_received: true } }}
      onFinish={(v) =>
        moves.move(sale, 'delivered', {
          gas_do_povo: v.gas_do_povo,
          ...(byVoucher ? {} : { gas_do_povo_switch: true }),
          ...(empties.length ? { empties } : {}),
        })
      }
    >
      <GasDoPovoRedemptionFields large />
      <div className="delivery-card-gdp-actions">
        <Button type="primary" htmlType="submit" size="large" block loading={busy} disabled={busy}>
          {G.deliver}
        </Button>
        {switching && (
          <Button size="large" block onClick={onBack} disabled={busy}>
            {G.back}
          </Button>
        )}
      </div>
    </Form>
  );
}
