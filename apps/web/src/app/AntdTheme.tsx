import { ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import type { ReactNode } from 'react';
import { THEME } from './theme';

/**
 * antd's locale and the brand's theme. Not at the root of the app: the sign-in screen draws no antd
 * component, so antd (its style engine, its theme) loads with the signed-in shell, or with the first
 * toast, the update notice or the connection error — each wraps itself in this.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={ptBR} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}
