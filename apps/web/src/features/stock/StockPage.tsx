import { PRODUCT_TEXTS, STOCK_TEXTS as T, belowMinimum } from '@ability/domain';
import { DownOutlined, PlusOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Dropdown, Select, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router';
import { type Product, useProductOptions, useStock } from '../../api/products';
import { useEdition } from '../../app/edition';
import { UnitFilter } from '../../shared/UnitFilter';
import { useListState } from '../../shared/useListState';
import { APPOINTMENTS_PATH, ENTRIES_PATH } from './paths';

/**
 * Stock control (/estoque): the filter's products with their counts, a page at a time (pages from the
 * server), the totals of the whole filter, and those below minimum flagged.
 */
export function StockPage() {
  const edition = useEdition();
  const navigate = useNavigate();
  const state = useListState('/stock', {
    resale_id: undefined as string | undefined,
    product_id: undefined as string | undefined,
  });
  const resaleId = state.values.resale_id ? Number(state.values.resale_id) : undefined;
  const productId = state.values.product_id ? Number(state.values.product_id) : undefined;
  const options = useProductOptions();
  const stock = useStock({ resale_id: resaleId, product_id: productId, page: state.page });
  const rows = stock.data?.rows ?? [];
  const totals = stock.data?.totals;
  const products = (options.data?.products ?? []).filter((p) => !resaleId || p.resale_id === resaleId);

  const columns: ColumnsType<Product> = [
    {
      title: T.columns.product,
      dataIndex: 'description',
      render: (d: string, p) =>
        belowMinimum(p.stock) ? (
          <Tooltip title={T.belowMinimum}>
            <Space size={6}>
              <WarningOutlined style={{ color: '#cf1322' }} aria-label={T.belowMinimum} />
              {d}
            </Space>
          </Tooltip>
        ) : (
          d
        ),
    },
    { title: edition.unit, dataIndex: ['resale', 'name'] },
    { title: T.columns.platform, dataIndex: ['stock', 'platform'], align: 'right' },
    { title: T.columns.lending, dataIndex: ['stock', 'lending'], align: 'right' },
    { title: T.columns.defect, dataIndex: ['stock', 'defect'], align: 'right' },
    {
      title: T.columns.total,
      dataIndex: ['stock', 'total'],
      align: 'right',
      render: (v: number) => <strong>{v}</strong>,
    },
    { title: T.columns.minimum, dataIndex: ['stock', 'minimum'], align: 'right' },
  ];

  const sum = (k: keyof NonNullable<typeof totals>) => totals?.[k] ?? 0;

  return (
    <div className="page-card">
      <div className="page-header">
        <h1>{T.title}</h1>
        <div className="page-toolbar" style={{ marginBottom: 0 }}>
          <Button icon={<ReloadOutlined />} onClick={() => stock.refetch()} loading={stock.isFetching}>
            {T.refresh}
          </Button>
          <Space.Compact>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${ENTRIES_PATH}/novo`)}>
              {T.createEntry}
            </Button>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [{ key: 'appointment', label: T.createAdjustment, icon: <PlusOutlined /> }],
                onClick: () => navigate(`${APPOINTMENTS_PATH}/novo`),
              }}
            >
              <Button type="primary" icon={<DownOutlined />} aria-label={T.moreActions} />
            </Dropdown>
          </Space.Compact>
        </div>
      </div>
      <div className="page-toolbar">
        <UnitFilter
          units={options.data?.resales}
          value={state.values.resale_id}
          onChange={(v) => state.set({ resale_id: v, product_id: undefined })}
        />
        <Space wrap>
          <span>{T.product}:</span>
          <Select
            allowClear
            aria-label={T.product}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Todos os produtos"
            style={{ minWidth: 280 }}
            value={productId}
            onChange={(v) => state.set({ ...state.values, product_id: v ? String(v) : undefined })}
            options={products.map((p) => ({ value: p.id, label: p.description }))}
          />
        </Space>
      </div>
      <Table<Product>
        size="middle"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={stock.isFetching}
        locale={{ emptyText: PRODUCT_TEXTS.empty }}
        rowClassName={(p) => (belowMinimum(p.stock) ? 'stock-below-minimum' : '')}
        pagination={{
          current: state.page,
          pageSize: stock.data?.perPage,
          total: stock.data?.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (page) => state.set({ ...state.values, page }),
        }}
        scroll={{ x: 'max-content' }}
        summary={() =>
          rows.length > 0 && (
            <Table.Summary fixed>
              <Table.Summary.Row data-testid="stock-totals">
                <Table.Summary.Cell index={0} colSpan={2}>
                  <Typography.Text strong>{T.columns.totals}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <strong>{sum('platform')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <strong>{sum('lending')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  <strong>{sum('defect')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  <strong>{sum('total')}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  <strong>{sum('minimum')}</strong>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          )
        }
      />
    </div>
  );
}
