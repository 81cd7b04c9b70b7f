import { FUEL_TYPE_LABELS, type FuelType, VEHICLE_TEXTS as T, formatPlate, vehicleName } from '@ability/domain';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { type Vehicle, useDeleteVehicle, useVehicleList, useVehicleOptions } from '../../api/vehicles';
import { ListPage } from '../../shared/ListPage';
import { RowActions } from '../../shared/RowActions';
import { UnitFilter } from '../../shared/UnitFilter';
import { useNotify } from '../../shared/notify';
import { useListState } from '../../shared/useListState';
import { VEHICLES_PATH } from './paths';

const dash = (v: string | null) => v || '—';

export function VehicleListPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const state = useListState('vehicles', {
    query: undefined as string | undefined,
    resale_id: undefined as string | undefined,
  });
  const { query: text, resale_id } = state.values;
  const query = { page: state.page, query: text, resale_id: resale_id ? Number(resale_id) : undefined };
  const list = useVehicleList(query);
  const options = useVehicleOptions();
  const remove = useDeleteVehicle();
  const editPath = (v: Vehicle) => `${VEHICLES_PATH}/${v.id}/editar`;

  const onDelete = async (v: Vehicle) => {
    try {
      await remove.mutateAsync(v.id);
      notify.success(T.removed(vehicleName(v)));
    } catch {
      notify.error(T.removeError(vehicleName(v)));
    }
  };

  const columns: ColumnsType<Vehicle> = [
    { title: T.columns.id, dataIndex: 'id', width: 70 },
    {
      title: T.columns.license_plate,
      dataIndex: 'license_plate',
      render: (plate: string, v) => (
        <Link to={editPath(v)} style={{ whiteSpace: 'nowrap' }}>
          {formatPlate(plate)}
        </Link>
      ),
    },
    { title: T.columns.brand, dataIndex: 'brand', render: dash },
    { title: T.columns.model, dataIndex: 'model', render: dash },
    { title: T.columns.fuel_type, dataIndex: 'fuel_type', render: (f: FuelType) => FUEL_TYPE_LABELS[f] },
    {
      title: T.columns.actions,
      key: 'actions',
      width: 100,
      render: (_, v) => <RowActions name={vehicleName(v)} editTo={editPath(v)} onDelete={() => onDelete(v)} />,
    },
  ];

  return (
    <ListPage<Vehicle>
      title={T.listTitle}
      total={list.data?.total}
      actions={
        <Link to={`${VEHICLES_PATH}/novo`}>
          <Button type="primary" icon={<PlusOutlined />}>
            {T.createButton}
          </Button>
        </Link>
      }
      search={{ placeholder: T.searchPlaceholder, value: text, onSearch: (v) => state.set({ query: v }) }}
      filters={
        <UnitFilter units={options.data?.resales} value={resale_id} onChange={(v) => state.set({ resale_id: v })} />
      }
      activeFilters={resale_id ? 1 : 0}
      onClear={text || resale_id ? state.reset : undefined}
      columns={columns}
      rows={list.data?.rows}
      rowKey="id"
      loading={list.isFetching}
      loadingText={T.loading}
      emptyText={T.empty}
      page={state.page}
      perPage={list.data?.perPage ?? 25}
      onPageChange={(page) => state.set({ ...state.values, page })}
      onRowOpen={(v) => navigate(editPath(v))}
      exportOf={{ path: '/vehicles', query }}
    />
  );
}
