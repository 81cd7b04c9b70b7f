import { SETTINGS_TEXTS as T } from '@ability/domain';
import { ApiOutlined, BellOutlined, CheckCircleOutlined, DisconnectOutlined } from '@ant-design/icons';
import { Button, Card, Form, Space, Tag, Typography } from 'antd';
import { useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import {
  callNotificationsEnabled,
  connectDevice,
  deviceStatus,
  disconnectDevice,
  serialSupported,
  setCallNotifications,
  subscribeCallNotifications,
  subscribeDevice,
} from '../call-logs/serialDevice';
import { useNotify } from '../../shared/notify';

const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/**
 * Settings (/configuracoes and /settings/{id}): the caller-ID device of this computer
 * and the browser's notifications. Both are settings of this browser, so saving calls nothing.
 */
export function SettingsPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const status = useSyncExternalStore(subscribeDevice, deviceStatus);
  const notifying = useSyncExternalStore(subscribeCallNotifications, callNotificationsEnabled);
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() =>
    notificationsSupported() ? Notification.permission : 'unsupported',
  );

  const connect = async () => {
    if (!serialSupported()) {
      notify.error(T.unsupported);
      return;
    }
    try {
      await connectDevice();
    } catch (e) {
      // Closing the browser's port chooser is not an error.
      if ((e as Error)?.name !== 'NotFoundError') notify.error(T.connectError, (e as Error)?.message);
    }
  };

  const allowNotifications = async () => {
    if (!notificationsSupported()) {
      notify.error(T.unsupported);
      return;
    }
    // Calls show on the screens of this browser from now on; the browser's own notifications (in the
    // background) only if the user grants them.
    setCallNotifications(true);
    setPermission(await Notification.requestPermission());
  };

  const save = () => {
    notify.success(T.saved);
    navigate('/');
  };

  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {T.title}
        </Typography.Title>
      }
    >
      <Form layout="vertical" onFinish={save}>
        <Typography.Title level={5}>{T.callerId}</Typography.Title>
        <Typography.Paragraph type="secondary">{T.callerIdHelp}</Typography.Paragraph>
        <Space wrap style={{ marginBottom: 24 }}>
          {status === 'connected' ? (
            <>
              <Tag icon={<CheckCircleOutlined />} color="green">
                {T.connected}
              </Tag>
              <Button icon={<DisconnectOutlined />} onClick={() => void disconnectDevice()}>
                {T.disconnect}
              </Button>
            </>
          ) : (
            <Button icon={<ApiOutlined />} loading={status === 'connecting'} onClick={() => void connect()}>
              {T.connect}
            </Button>
          )}
          {notifying ? (
            <>
              <Tag icon={<BellOutlined />} color="green">
                {T.notificationAllowed}
              </Tag>
              {permission !== 'granted' && (
                <Button icon={<BellOutlined />} onClick={() => void allowNotifications()}>
                  {T.allowNotification}
                </Button>
              )}
              <Button onClick={() => setCallNotifications(false)}>{T.disableNotifications}</Button>
            </>
          ) : (
            <Button icon={<BellOutlined />} onClick={() => void allowNotifications()}>
              {T.allowNotification}
            </Button>
          )}
        </Space>
        <Typography.Paragraph type="secondary">{T.notificationHelp}</Typography.Paragraph>
        <Button type="primary" htmlType="submit">
          {T.save}
        </Button>
      </Form>
    </Card>
  );
}
