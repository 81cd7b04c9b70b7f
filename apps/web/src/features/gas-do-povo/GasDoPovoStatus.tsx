import { GAS_DO_POVO_TEXTS as T, formatCents } from '@ability/domain';
import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { useGasDoPovoStatus } from '../../api/gas-do-povo';

/**
 * The unit's Gás do Povo state, for an enrolled unit only: a warning when its UF has no reference price in
 * force today (or it has no UF), else the price in force and its source (`showPrice`). The sale form and the
 * unit screen show it.
 */
export function GasDoPovoStatus({
  resaleId,
  showPrice = false,
  style = { marginBottom: 12 },
  compact = false,
}: {
  resaleId: number | undefined;
  showPrice?: boolean;
  style?: CSSProperties;
  /** One line: the warning's first clause (the sale form, where the front line keeps its height). */
  compact?: boolean;
}) {
  const { data } = useGasDoPovoStatus(resaleId);
  const say = (text: string) => (compact ? `${text.split(':')[0]}.` : text);
  if (!data?.enrolled) return null;
  if (!data.uf) return <Alert type="warning" showIcon role="alert" message={say(T.noUfWarning)} style={style} />;
  if (!data.price)
    return <Alert type="warning" showIcon role="alert" message={say(T.noPriceWarning(data.uf))} style={style} />;
  if (!showPrice) return null;
  return (
    <Alert
      type="info"
      showIcon
      message={T.priceInForce(data.uf, formatCents(data.price.price_cents), data.price.source)}
      style={style}
    />
  );
}
