import './dayjsSetup';
import { Spin } from 'antd';
import { AntdTheme } from './AntdTheme';
import { AppLayout } from './AppLayout';

/**
 * The signed-in shell with antd's theme and locale, in the shell's chunk: the sign-in screen loads none of
 * it. No antd App: its font (global.css, `.app-shell`) and, on demand, its dialogs, messages and
 * notifications (shared/antdFeedback.ts).
 */
export function AntdShell() {
  return (
    <AntdTheme>
      <div className="app-shell">
        <AppLayout />
      </div>
    </AntdTheme>
  );
}

/** What a screen shows while its chunk loads (the router's fallback, app/router.tsx). */
export function PageLoading() {
  return <Spin style={{ display: 'block', margin: 48 }} />;
}
