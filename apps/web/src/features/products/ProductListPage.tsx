import { PRODUCT_TEXTS as T } from '@ability/domain';
import { DropboxOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { type Product, productHooks } from '../../api/products';
import { useEdition } from '../../app/edition';
import { useCanAccess } from '../../app/session';
import { ListPage } from '../../shared/ListPage';
import { moneyCell } from '../../shared/cells';
import { useRegisterList } from '../../shared/useRegisterList';
import { STOCK_PATH } from '../stock/paths';
import { PRODUCTS_PATH } from './paths';

export function ProductListPage() {
  const edition = useEdition();
  const canStock = useCanAccess('stock', 'read');
  const { listProps, editLink, actionsColumn } = useRegisterList<Product>({
    path: PRODUCTS_PATH,
    apiPath: '/products',
    resource: 'products',
    texts: T,
    hooks: productHooks,
    name: (p) => p.description,
  });

  const columns: ColumnsType<Product> = [
    { title: T.columns.description, dataIndex: 'description', render: editLink },
    { title: T.columns.price, dataIndex: 'price_cents', render: moneyCell, align: 'right' },
    { title: edition.unit, dataIndex: ['resale', 'name'] },
    { title: T.columns.bottle, dataIndex: ['bottle', 'description'], render: (v?: string) => v ?? '—' },
    { title: T.columns.category, dataIndex: ['category', 'name'], render: (v?: string) => v ?? '—' },
    { title: T.columns.platform, dataIndex: ['stock', 'platform'], align: 'right' },
    { title: T.columns.minimum, dataIndex: ['stock', 'minimum'], align: 'right' },
    actionsColumn,
  ];

  return (
    <ListPage<Product>
      {...listProps}
      actions={
        <Space wrap>
          {canStock && (
            <Link to={STOCK_PATH}>
              <Button icon={<DropboxOutlined />}>{T.stockLink}</Button>
            </Link>
          )}
          {listProps.actions}
        </Space>
      }
      columns={columns}
    />
  );
}
