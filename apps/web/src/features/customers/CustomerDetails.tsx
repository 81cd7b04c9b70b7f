import {
  CONTACT_OUTCOMES,
  CONTACT_OUTCOME_LABELS,
  GAS_DO_POVO_CUSTOMER_TEXTS as G,
  CUSTOMER_TEXTS as T,
  formatCents,
  formatDateBr,
  formatPhone,
  purchaseDelayDays,
} from '@ability/domain';
import { EditOutlined, HistoryOutlined, ShoppingCartOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button, Descriptions, Input, Modal, Radio, Select, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type Customer, useCustomerInfo, useRegisterContact } from '../../api/customers';
import { useEdition } from '../../app/edition';
import { ConfirmDelete } from '../../shared/ConfirmDelete';
import { todayIso } from '../../shared/DateRangeFilter';
import { useNotify } from '../../shared/notify';
import { CUSTOMERS_PATH, SALE_NEW_PATH } from './paths';

export interface CustomerDetailsProps {
  customer: Customer;
  onHistory: () => void;
  onDelete: () => void;
  canDelete: boolean;
}

/** The expanded row: unit, debt, interval, prediction, notes, contact outcome and the row's actions. */
export function CustomerDetails({ customer: c, onHistory, onDelete, canDelete }: CustomerDetailsProps) {
  const edition = useEdition();
  const notify = useNotify();
  const info = useCustomerInfo(c.id, true);
  const register = useRegisterContact();
  const [contacted, setContacted] = useState<string | null>(c.contacted);
  const [obs, setObs] = useState(c.obs ?? '');
  const [whatsapp, setWhatsapp] = useState(false);
  const delay = purchaseDelayDays(c.next_purchase_on, todayIso());
  const firstPhone = c.contacts[0]?.phone;

  useEffect(() => {
    if (info.isError) notify.error(T.additionalInfoError(c.name));
  }, [info.isError, notify, c.name]);

  const onRegister = async () => {
    try {
      await register.mutateAsync({ id: c.id, contacted, obs: obs || null });
      notify.success(T.contactUpdated);
    } catch {
      notify.error(T.contactUpdateError);
    }
  };

  return (
    <div className="customer-details">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
        <Descriptions.Item label={edition.unit}>{c.resale?.name ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={T.fields.debt}>
          {formatCents(info.data?.debt_cents ?? c.debt_cents)}
          {info.data?.expired_debt_cents ? ` (vencido: ${formatCents(info.data.expired_debt_cents)})` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={T.fields.interval}>
          {c.purchase_interval_days !== null ? `${c.purchase_interval_days} dias` : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={T.fields.next_purchase}>
          {c.next_purchase_on ? formatDateBr(c.next_purchase_on) : '-'}
          {delay > 0 ? ` (${delay} dias de atraso)` : ''}
        </Descriptions.Item>
      </Descriptions>
      {c.gas_do_povo && (
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} className="customer-gas-do-povo">
          <Descriptions.Item label={G.name}>
            <Tag color="green">{G.beneficiary}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={G.cycleLabel}>{G.cycleShort(c.gas_do_povo.cycle_months)}</Descriptions.Item>
          <Descriptions.Item label={G.lastRedemption}>
            {formatDateBr(c.gas_do_povo.last_redemption_on)}
          </Descriptions.Item>
          <Descriptions.Item label={G.nextVoucher}>
            {formatDateBr(c.gas_do_povo.next_voucher_on)}
            {c.gas_do_povo.next_voucher_on <= todayIso() ? ` (${G.available})` : ''}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Space wrap align="start" style={{ marginTop: 8 }}>
        <Input.TextArea
          aria-label={T.fields.obs}
          placeholder={T.fields.obs}
          value={obs}
          onChange={(e) => setObs(e.target.value)}
          autoSize={{ minRows: 1, maxRows: 4 }}
          style={{ width: 320 }}
        />
        <Select
          aria-label="Status do contato"
          placeholder="Status do contato"
          allowClear
          value={contacted ?? undefined}
          onChange={(v) => setContacted(v ?? null)}
          style={{ width: 240 }}
          options={CONTACT_OUTCOMES.filter((o) => o !== 'blank').map((o) => ({
            value: o,
            label: CONTACT_OUTCOME_LABELS[o],
          }))}
        />
        <Button type="primary" loading={register.isPending} onClick={onRegister}>
          {T.register}
        </Button>
      </Space>
      <Space wrap style={{ marginTop: 8 }}>
        <Button icon={<WhatsAppOutlined />} disabled={!c.contacts.length} onClick={() => setWhatsapp(true)}>
          WhatsApp
        </Button>
        <Button icon={<HistoryOutlined />} onClick={onHistory}>
          {T.historyTitle}
        </Button>
        <Link to={firstPhone ? `${SALE_NEW_PATH}/${firstPhone}` : SALE_NEW_PATH}>
          <Button icon={<ShoppingCartOutlined />}>{T.sell}</Button>
        </Link>
        <Link to={`${CUSTOMERS_PATH}/${c.id}/editar`}>
          <Button icon={<EditOutlined />}>Editar</Button>
        </Link>
        {canDelete && <ConfirmDelete onConfirm={onDelete} />}
      </Space>
      {whatsapp && <WhatsappModal customer={c} onClose={() => setWhatsapp(false)} />}
    </div>
  );
}

/** Pick one of the customer's numbers, write the text; the link carries the country code 55. */
function WhatsappModal({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const preferred = customer.contacts.find((x) => x.whatsapp) ?? customer.contacts[0];
  const [phone, setPhone] = useState(preferred?.phone ?? '');
  const [text, setText] = useState(`Olá ${customer.name.split(' ')[0]}, `);
  const href = `https://wa.me/55${phone}?text=${encodeURIComponent(text)}`;
  return (
    <Modal
      open
      title={T.whatsappTitle}
      onCancel={onClose}
      footer={
        <a href={href} target="_blank" rel="noreferrer" onClick={onClose}>
          <Button type="primary" icon={<WhatsAppOutlined />} disabled={!phone}>
            {T.whatsappSend}
          </Button>
        </a>
      }
    >
      <div style={{ marginBottom: 8 }}>{T.whatsappNumber}</div>
      <Radio.Group value={phone} onChange={(e) => setPhone(e.target.value)}>
        <Space direction="vertical">
          {customer.contacts.map((x) => (
            <Radio key={x.id} value={x.phone}>
              {formatPhone(x.phone)} {x.whatsapp ? '(WhatsApp)' : ''}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <div style={{ margin: '12px 0 8px' }}>{T.whatsappText}</div>
      <Input.TextArea aria-label={T.whatsappText} value={text} onChange={(e) => setText(e.target.value)} rows={4} />
    </Modal>
  );
}
