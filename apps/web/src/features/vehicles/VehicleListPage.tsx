import { FUEL_TYPE_LABELS, type FuelType, VEHICLE_TEXTS as T, formatPlate, vehicleName } from '@ability/domain';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { type Vehicle, vehicleHooks } from '../../api/vehicles';
import { ListPage } from '../../shared/ListPage';
import { useRegisterList } from '../../shared/useRegisterList';
import { VEHICLES_PATH } from './paths';

const dash = (v: string | null) => v || '—';

export function VehicleListPage() {
  const { listProps, editPath, actionsColumn } = useRegisterList<Vehicle>({
    path: VEHICLES_PATH,
    apiPath: '/vehicles',
    resource: 'vehicles',
    texts: T,
    hooks: vehicleHooks,
    name: vehicleName,
  });

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
    actionsColumn,
  ];

  return <ListPage<Vehicle> {...listProps} columns={columns} />;
}
