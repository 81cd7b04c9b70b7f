import { resaleTexts } from '@ability/domain';
import type { ColumnsType } from 'antd/es/table';
import { type Resale, resaleHooks } from '../../api/resales';
import { useEdition } from '../../app/edition';
import { ListPage } from '../../shared/ListPage';
import { addressCell, phoneCell } from '../../shared/cells';
import { useRegisterList } from '../../shared/useRegisterList';

export function ResaleListPage() {
  const edition = useEdition();
  const texts = resaleTexts(edition);
  const { listProps, editLink, actionsColumn } = useRegisterList<Resale>({
    path: edition.unitsPath,
    resource: 'resales',
    texts,
    hooks: resaleHooks,
    name: (r) => r.name,
    unitFilter: false,
  });

  const columns: ColumnsType<Resale> = [
    { title: texts.columns.id, dataIndex: 'id', width: 70 },
    { title: texts.columns.name, dataIndex: 'name', render: editLink },
    { title: texts.columns.address, dataIndex: 'address', render: addressCell },
    { title: texts.columns.phone, dataIndex: 'phone', render: phoneCell },
    actionsColumn,
  ];

  return <ListPage<Resale> {...listProps} columns={columns} />;
}
