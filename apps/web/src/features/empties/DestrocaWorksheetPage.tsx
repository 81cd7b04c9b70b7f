import { EMPTIES_TEXTS } from '@ability/domain';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { useEmptyDistributors } from '../../api/empties';
import { useProductOptions } from '../../api/products';
import { EMPTIES_PATH } from './paths';

const S = EMPTIES_TEXTS.screen;

/**
 * The destroca worksheet for the distributor's truck (/estoque/vasilhames/destroca/:supplierId?resale_id=):
 * the unit, the distributor and its brand, the empties of that brand held at the depot by capacity, blank
 * columns for what goes out and comes in, and the driver's signature. Printed from the browser.
 */
export function DestrocaWorksheetPage() {
  const { supplierId } = useParams();
  const [params] = useSearchParams();
  const resaleId = Number(params.get('resale_id')) || undefined;
  const list = useEmptyDistributors(resaleId);
  const units = useProductOptions().data?.resales ?? [];
  const lines = (list.data ?? []).filter((d) => d.supplier_id === Number(supplierId));
  const first = lines[0];
  const day = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  return (
    <div className="page-card report-page">
      <Space className="no-print" style={{ marginBottom: 16 }}>
        <Link to={`${EMPTIES_PATH}?resale_id=${resaleId ?? ''}`}>← {S.title}</Link>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!first}>
          {S.print}
        </Button>
      </Space>
      <h1>{S.worksheetTitle}</h1>
      <Typography.Paragraph>
        {S.unit}: <strong>{units.find((u) => u.id === resaleId)?.name ?? '—'}</strong>
        <br />
        {S.supplier}: <strong>{first?.supplier ?? '—'}</strong> · {S.brand}: <strong>{first?.brand ?? '—'}</strong>
        <br />
        {S.date}: {day}
      </Typography.Paragraph>
      <Table
        size="small"
        bordered
        loading={list.isFetching}
        rowKey={(d) => `${d.capacity}`}
        pagination={false}
        dataSource={lines.filter((d) => d.capacity)}
        locale={{ emptyText: S.noBalances }}
        columns={[
          { title: S.capacity, dataIndex: 'capacity' },
          { title: `${S.heldHere} (${first?.brand ?? ''})`, dataIndex: 'held', align: 'right' },
          { title: 'Saída (vazios da marca)', key: 'out', width: 180, render: () => '' },
          { title: 'Entrada (vazios nossos)', key: 'in', width: 180, render: () => '' },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 48 }}>
        ______________________________________
        <br />
        {S.signature}
      </Typography.Paragraph>
    </div>
  );
}
