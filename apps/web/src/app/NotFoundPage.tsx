import { Button, Result } from 'antd';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="page-card">
      <Result
        status="404"
        title="Página não encontrada"
        subTitle="O endereço que você abriu não existe ou foi movido."
        extra={
          <Link to="/">
            <Button type="primary">Voltar ao início</Button>
          </Link>
        }
      />
    </div>
  );
}
