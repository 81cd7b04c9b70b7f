import Result from 'antd/es/result';
import { AntdTheme } from './AntdTheme';

/** When the server cannot be reached at start-up: loaded only then. */
export default function ConnectionError() {
  return (
    <AntdTheme>
      <Result
        status="error"
        title="Não foi possível conectar ao servidor."
        subTitle="Verifique sua conexão e recarregue a página."
      />
    </AntdTheme>
  );
}
