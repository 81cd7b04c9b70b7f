import { Modal, message, notification } from 'antd';
import { useEffect } from 'react';
import { attachFeedback } from '../shared/antdFeedback';
import { TOAST_SECONDS } from '../shared/notify';
import { AntdTheme } from './AntdTheme';

function Outlet() {
  // Notifications at the top right, under the 64 px header: they never cover its buttons (Sair, the user).
  const [notificationApi, notifications] = notification.useNotification({
    placement: 'topRight',
    top: 72,
    duration: TOAST_SECONDS,
  });
  const [messageApi, messages] = message.useMessage({ duration: TOAST_SECONDS });
  const [modalApi, dialogs] = Modal.useModal();
  useEffect(
    () => attachFeedback({ notification: notificationApi, message: messageApi, modal: modalApi }),
    [notificationApi, messageApi, modalApi],
  );
  return (
    <>
      {notifications}
      {messages}
      {dialogs}
    </>
  );
}

/** antd's notifications, messages and dialogs, themed: loaded with the first of them (app/Feedback.tsx). */
export default function FeedbackOutlet() {
  return (
    <AntdTheme>
      <Outlet />
    </AntdTheme>
  );
}
