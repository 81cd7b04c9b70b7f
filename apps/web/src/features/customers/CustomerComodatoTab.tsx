import { COMODATO_TEXTS as C, formatDateBr } from '@ability/domain';
import { Alert, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ComodatoLine, useCustomerComodato } from '../../api/comodato';

/** Whether the customer holding comodato is at risk (domain comodatoAtRisk), as a tag. */
export function ComodatoRiskTag({ atRisk }: { atRisk: boolean }) {
  return <Tag color={atRisk ? 'red' : 'green'}>{atRisk ? C.atRisk : C.onTime}</Tag>;
}

const columns: ColumnsType<ComodatoLine> = [
  { title: C.columns.product, dataIndex: ['product', 'description'] },
  { title: C.columns.lent, dataIndex: 'lent', align: 'right', width: 120 },
  { title: C.columns.returned, dataIndex: 'returned', align: 'right', width: 120 },
  {
    title: C.columns.held,
    dataIndex: 'held',
    align: 'right',
    width: 130,
    render: (held: number) => <strong>{held}</strong>,
  },
  { title: C.columns.since, dataIndex: 'since', width: 120, render: (d: string | null) => formatDateBr(d) || '—' },
];

/** The customer's comodato ledger: bottles lent, returned and held per product (edit page's tab). */
export function CustomerComodatoTab({ customerId }: { customerId: number }) {
  const ledger = useCustomerComodato(customerId);
  if (ledger.isError) return <Alert type="error" message={C.loadError} />;
  const data = ledger.data;
  return (
    <div data-testid="customer-comodato">
      {data && data.held > 0 && (
        <Typography.Paragraph>
          {C.customerHeld(data.held)} <ComodatoRiskTag atRisk={data.at_risk} />
        </Typography.Paragraph>
      )}
      <Table<ComodatoLine>
        size="small"
        rowKey="product_id"
        loading={ledger.isLoading}
        pagination={false}
        columns={columns}
        dataSource={data?.lines}
        locale={{ emptyText: C.customerEmpty }}
      />
    </div>
  );
}
