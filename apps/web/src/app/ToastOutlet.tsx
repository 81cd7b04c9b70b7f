import { notification } from 'antd';
import { useEffect } from 'react';
import { TOAST_SECONDS, attachToasts } from '../shared/notify';
import { AntdTheme } from './AntdTheme';

/** Under the 64 px header: a toast never covers its buttons (Sair, the user). */
const TOP = 72;

function Outlet() {
  const [api, holder] = notification.useNotification({ placement: 'topRight', top: TOP, duration: TOAST_SECONDS });
  useEffect(
    () =>
      attachToasts(({ type, title, description, key }) =>
        api[type]({ key, title, description, placement: 'topRight', duration: TOAST_SECONDS }),
      ),
    [api],
  );
  return holder;
}

/** antd's notifications, themed: loaded with the first toast (app/Toasts.tsx). */
export default function ToastOutlet() {
  return (
    <AntdTheme>
      <Outlet />
    </AntdTheme>
  );
}
