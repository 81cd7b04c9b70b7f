import { NFCE_SCREEN_TEXTS as N } from '@ability/domain';
import { Alert } from 'antd';
import dayjs from 'dayjs';
import type { FiscalServiceDown } from '../../api/nfce';
import './nfce.css';

/** When the oldest waiting note was made: its time today, else its day too. */
const since = (at: string) =>
  dayjs(at).isSame(dayjs(), 'day') ? dayjs(at).format('HH:mm') : dayjs(at).format('DD/MM/YYYY HH:mm');

/**
 * The home screen's quiet notice (no modal, nothing to click): per unit, the service its notes go to does
 * not answer, how many wait and since when; the job sends them again by itself. Its module loads only when
 * a unit is down (SaleListPage reads the list).
 */
export default function FiscalServiceNotice({ units }: { units: FiscalServiceDown[] }) {
  return (
    <div className="fiscal-service-notice" data-testid="fiscal-service-notice">
      {units.map((u) => (
        <Alert
          key={`${u.resale.id}-${u.provider}`}
          type="warning"
          showIcon
          role="status"
          message={N.serviceDown.title(u.resale.name, u.provider)}
          description={N.serviceDown.detail(u.waiting, since(u.since))}
        />
      ))}
    </div>
  );
}
