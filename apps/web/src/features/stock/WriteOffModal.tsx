import { ADJUSTMENT_TEXTS as T, STOCK_MOVEMENT_LABELS } from '@ability/domain';
import { Descriptions, Form, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { type StockAppointment, useWriteOff } from '../../api/stock-appointments';
import { useNotify } from '../../shared/notify';
import { applyServerErrors } from '../../shared/serverErrors';

export interface WriteOffModalProps {
  appointment: StockAppointment | null;
  onClose: () => void;
}

/** 'Realizar baixa de apontamento': writes off part or all of what a lending or defect adjustment keeps open. */
export function WriteOffModal({ appointment, onClose }: WriteOffModalProps) {
  const [form] = Form.useForm<{ quantity: number }>();
  const writeOff = useWriteOff();
  const notify = useNotify();

  useEffect(() => {
    if (appointment) form.setFieldsValue({ quantity: appointment.open_quantity });
  }, [appointment, form]);

  const submit = async () => {
    if (!appointment || writeOff.isPending) return;
    const { quantity } = await form.validateFields();
    try {
      await writeOff.mutateAsync({ id: appointment.id, quantity });
      notify.success(T.writtenOff);
      onClose();
    } catch (e) {
      notify.error(T.writeOffError);
      applyServerErrors(form, e);
    }
  };

  return (
    <Modal
      title={T.writeOffTitle}
      open={!!appointment}
      onCancel={onClose}
      onOk={submit}
      okText={T.writeOffOk}
      cancelText="Cancelar"
      confirmLoading={writeOff.isPending}
      destroyOnHidden
    >
      {appointment && (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={T.columns.movement}>
              {STOCK_MOVEMENT_LABELS[appointment.movement]}
            </Descriptions.Item>
            <Descriptions.Item label={T.columns.product}>{appointment.product.description}</Descriptions.Item>
            {appointment.customer && (
              <Descriptions.Item label={T.columns.customer}>{appointment.customer.name}</Descriptions.Item>
            )}
            <Descriptions.Item label={T.columns.quantity}>{appointment.quantity}</Descriptions.Item>
            <Descriptions.Item label={T.openQuantity}>{appointment.open_quantity}</Descriptions.Item>
          </Descriptions>
          <Form form={form} layout="vertical" onFinish={submit}>
            <Form.Item
              name="quantity"
              label={T.fields.writeOffQuantity}
              rules={[
                {
                  required: true,
                  type: 'number',
                  min: 0,
                  max: appointment.open_quantity,
                  message: T.errors.beyondOpen(appointment.open_quantity),
                },
              ]}
            >
              <InputNumber
                min={0}
                precision={0}
                style={{ width: '100%' }}
                aria-label={T.fields.writeOffQuantity}
                autoFocus
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
