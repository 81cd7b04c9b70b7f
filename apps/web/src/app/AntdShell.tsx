import './dayjsSetup';
import { App as AntApp, Spin } from 'antd';
import { TOAST_SECONDS } from '../shared/notify';
import { AntdTheme } from './AntdTheme';
import { AppLayout } from './AppLayout';

/**
 * The signed-in shell with antd's theme, locale and App (its dialogs, messages, the caller ID's
 * notifications), all in the shell's chunk: the sign-in screen loads none of it.
 */
export function AntdShell() {
  return (
    <AntdTheme>
      {/* Notifications at the top right, under the 64 px header (the toasts: app/Toasts.tsx). */}
      <AntApp
        notification={{ placement: 'topRight', top: 72, duration: TOAST_SECONDS }}
        message={{ duration: TOAST_SECONDS }}
      >
        <AppLayout />
      </AntApp>
    </AntdTheme>
  );
}

/** What a screen shows while its chunk loads (the router's fallback, app/router.tsx). */
export function PageLoading() {
  return <Spin style={{ display: 'block', margin: 48 }} />;
}
