import { DELIVERY_TEXTS as D } from '@ability/domain';
import { Spin } from 'antd';

/** 'Carregando o código PIX...' while the code's module or the code itself arrives. */
export function PixLoading() {
  return (
    <div className="pix-panel-loading">
      <Spin size="small" /> <span className="text-secondary">{D.pix.loading}</span>
    </div>
  );
}
