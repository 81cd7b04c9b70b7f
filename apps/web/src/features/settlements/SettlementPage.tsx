import { SETTLEMENT_TEXTS as T, formatDateBr } from '@ability/domain';
import { DatePicker, Empty, Select, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { useSettlement, useSettlementOptions } from '../../api/settlements';
import { todayIso } from '../../shared/DateRangeFilter';
import { UnitFilter } from '../../shared/UnitFilter';
import { SettlementDayCard } from './SettlementDayCard';
import './settlements.css';

/**
 * 'Acerto' (office): a deliverer's day in a unit — expected per method from their delivered and finished
 * sales, what was handed in, the difference; closed, read-only until reopened. Unit, deliverer and day live
 * in the URL (reload and Back keep them); by default the first unit, its first deliverer and today.
 */
export function SettlementPage() {
  const [params, setParams] = useSearchParams();
  const options = useSettlementOptions();
  const units = options.data?.resales ?? [];
  const resaleId = Number(params.get('resale_id')) || units[0]?.id;
  const deliverers = (options.data?.employees ?? []).filter((e) => resaleId && e.resale_ids.includes(resaleId));
  const employeeId = Number(params.get('employee_id')) || deliverers[0]?.id;
  const date = params.get('date') || todayIso();
  const key = resaleId && employeeId ? { resale_id: resaleId, employee_id: employeeId, date } : null;
  const settlement = useSettlement(key);

  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="settlement-page">
      <div className="page-header">
        <h1>{T.title}</h1>
      </div>
      <Space wrap className="settlement-filters">
        {units.length > 1 && (
          <UnitFilter
            units={units}
            value={resaleId ? String(resaleId) : undefined}
            onChange={(v) => set({ resale_id: v, employee_id: undefined })}
          />
        )}
        <Space>
          <span>{T.fields.employee}:</span>
          <Select
            aria-label={T.fields.employee}
            style={{ minWidth: 240 }}
            loading={options.isPending}
            value={employeeId}
            options={deliverers.map((e) => ({ value: e.id, label: e.name }))}
            onChange={(v: number) => set({ employee_id: String(v) })}
            notFoundContent={T.noDeliverers}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Space>
        <Space>
          <span>{T.fields.date}:</span>
          <DatePicker
            aria-label={T.fields.date}
            format="DD/MM/YYYY"
            allowClear={false}
            value={dayjs(date)}
            onChange={(d) => d && set({ date: d.format('YYYY-MM-DD') })}
          />
        </Space>
      </Space>
      {!key ? (
        options.isPending ? (
          <Spin />
        ) : (
          <Empty description={deliverers.length ? T.pickEmployee : T.noDeliverers} />
        )
      ) : settlement.data ? (
        <SettlementDayCard
          // A new day, or the same one closed or reopened, starts from what the server holds.
          key={`${resaleId}:${employeeId}:${date}:${settlement.data.status}`}
          settlement={settlement.data}
          title={`${settlement.data.employee.name} — ${formatDateBr(date)}`}
        />
      ) : (
        <Spin />
      )}
    </div>
  );
}
