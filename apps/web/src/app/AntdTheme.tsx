import { ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import type { ReactNode } from 'react';
import { THEME } from './theme';

/**
 * In the built app antd draws no style at run time (`zeroRuntime`): its components' rules come as static
 * CSS with the chunks that use them (vite.config.ts, build/antdStaticStyles.ts); it still sets the theme's
 * and the components' tokens as CSS variables. The dev server keeps antd's run-time styles (it does not run
 * that build step).
 */
const RUNTIME_THEME = { ...THEME, zeroRuntime: import.meta.env.PROD };

/**
 * antd's locale and the brand's theme. Not at the root of the app: the sign-in screen draws no antd
 * component, so antd (its style engine, its theme) loads with the signed-in shell, or with the first
 * toast, the update notice or the connection error — each wraps itself in this.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={RUNTIME_THEME}>
      {children}
    </ConfigProvider>
  );
}
