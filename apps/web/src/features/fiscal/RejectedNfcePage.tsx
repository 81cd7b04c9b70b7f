import { NFCE_SCREEN_TEXTS as N } from '@ability/domain';
import { SendOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { type RejectedNfce, useRejectedNfces } from '../../api/nfce';
import { useSalesLiveRefresh } from '../../api/sales';
import { useEdition } from '../../app/edition';
import { ListPage } from '../../shared/ListPage';
import { useNfceIssue } from './useNfceActions';

const R = N.rejected;

/**
 * 'Notas rejeitadas' (admin, under Financeiro): each rejected NFC-e with SEFAZ's code and message, its sale,
 * where to fix it (the products' fiscal data or the unit's fiscal settings, as the code says) and 'Reenviar'
 * once fixed — the same number, rebuilt from the sale and its data as they are now.
 */
export default function RejectedNfcePage() {
  const [page, setPage] = useState(1);
  const list = useRejectedNfces(page);
  const issue = useNfceIssue();
  const edition = useEdition();
  useSalesLiveRefresh();

  const fixCell = (n: RejectedNfce) => {
    if (n.fix === 'product')
      return (
        <Space orientation="vertical" size={0}>
          {n.products.map((p) => (
            <Link key={p.id} to={`/produtos/${p.id}/editar`} data-testid="nfce-fix-product">
              {R.fixProduct(p.description)}
            </Link>
          ))}
        </Space>
      );
    if (n.fix === 'unit')
      return (
        <Link to={`${edition.unitsPath}/${n.resale.id}/editar`} data-testid="nfce-fix-unit">
          {R.fixUnit}
        </Link>
      );
    return <span className="text-secondary">{R.fixNone}</span>;
  };

  const columns: ColumnsType<RejectedNfce> = [
    {
      title: R.fields.sale,
      key: 'sale',
      width: 80,
      render: (_, n) => <Link to={`/vendas/${n.sale_id}/editar`}>#{n.doc_number}</Link>,
    },
    { title: R.fields.unit, key: 'unit', width: 140, ellipsis: true, render: (_, n) => n.resale.name },
    { title: R.fields.note, key: 'note', width: 110, render: (_, n) => N.number(n.series, n.number) },
    {
      title: R.fields.code,
      key: 'code',
      width: 90,
      render: (_, n) => n.c_stat ?? (n.source === 'build' ? <span className="text-secondary">{R.notSent}</span> : '—'),
    },
    { title: R.fields.message, dataIndex: 'x_motivo', render: (m: string | null) => m ?? '—' },
    { title: R.fields.fix, key: 'fix', width: 190, render: (_, n) => fixCell(n) },
    {
      title: R.fields.when,
      dataIndex: 'updated_at',
      width: 100,
      render: (d: string) => dayjs(d).format('DD/MM HH:mm'),
    },
    {
      title: R.fields.actions,
      key: 'actions',
      width: 120,
      render: (_, n) => (
        <Button
          size="small"
          icon={<SendOutlined />}
          loading={issue.busy}
          onClick={() => issue.run(n.sale_id)}
          aria-label={`${R.resend} NFC-e da venda ${n.doc_number}`}
        >
          {R.resend}
        </Button>
      ),
    },
  ];

  return (
    <ListPage<RejectedNfce>
      title={R.title}
      total={list.data?.total}
      columns={columns}
      rows={list.data?.rows}
      rowKey="id"
      loading={list.isLoading}
      loadingText={R.loading}
      emptyText={R.empty}
      page={page}
      perPage={list.data?.perPage ?? 25}
      onPageChange={setPage}
      minWidth={1000}
    />
  );
}
