import { GAS_DO_POVO_TEXTS as T, formatCents } from '@ability/domain';
import { Alert } from 'antd';
import { useGasDoPovoStatus } from '../../api/gas-do-povo';

/**
 * The unit's Gás do Povo state, for an enrolled unit only: a warning when its UF has no reference price in
 * force today (or it has no UF), else the price in force and its source (`showPrice`). The sale form and the
 * unit screen show it.
 */
export function GasDoPovoStatus({
  resaleId,
  showPrice = false,
}: {
  resaleId: number | undefined;
  showPrice?: boolean;
}) {
  const { data } = useGasDoPovoStatus(resaleId);
  if (!data?.enrolled) return null;
  if (!data.uf)
    return <Alert type="warning" showIcon role="alert" message={T.noUfWarning} style={{ marginBottom: 12 }} />;
  if (!data.price)
    return (
      <Alert type="warning" showIcon role="alert" message={T.noPriceWarning(data.uf)} style={{ marginBottom: 12 }} />
    );
  if (!showPrice) return null;
  return (
    <Alert
      type="info"
      showIcon
      message={T.priceInForce(data.uf, formatCents(data.price.price_cents), data.price.source)}
      style={{ marginBottom: 12 }}
    />
  );
}
