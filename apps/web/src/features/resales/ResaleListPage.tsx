import { resaleTexts } from '@ability/domain';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { type Resale, useDeleteResale, useResaleList } from '../../api/resales';
import { useEdition } from '../../app/edition';
import { ConfirmDelete } from '../../shared/ConfirmDelete';
import { ListPage } from '../../shared/ListPage';
import { addressCell, phoneCell } from '../../shared/cells';
import { useNotify } from '../../shared/notify';
import { useListState } from '../../shared/useListState';

export function ResaleListPage() {
  const edition = useEdition();
  const texts = resaleTexts(edition);
  const navigate = useNavigate();
  const notify = useNotify();
  const state = useListState('resales', { query: undefined as string | undefined });
  const query = { page: state.page, query: state.values.query };
  const list = useResaleList(query);
  const remove = useDeleteResale();
  const editPath = (r: Resale) => `${edition.unitsPath}/${r.id}/editar`;

  const onDelete = async (r: Resale) => {
    try {
      await remove.mutateAsync(r.id);
      notify.success(texts.removed(r.name));
    } catch {
      notify.error(texts.removeError(r.name));
    }
  };

  const columns: ColumnsType<Resale> = [
    { title: texts.columns.id, dataIndex: 'id', width: 70 },
    { title: texts.columns.name, dataIndex: 'name', render: (name: string, r) => <Link to={editPath(r)}>{name}</Link> },
    { title: texts.columns.address, dataIndex: 'address', render: addressCell },
    { title: texts.columns.phone, dataIndex: 'phone', render: phoneCell },
    {
      title: texts.columns.actions,
      key: 'actions',
      width: 100,
      render: (_, r) => (
        <Space size={0}>
          <Tooltip title="Editar">
            <Link to={editPath(r)} aria-label={`Editar ${r.name}`}>
              <Button type="text" size="small" icon={<EditOutlined />} />
            </Link>
          </Tooltip>
          <ConfirmDelete onConfirm={() => onDelete(r)} label={`Remover ${r.name}`} />
        </Space>
      ),
    },
  ];

  return (
    <ListPage<Resale>
      title={texts.listTitle}
      total={list.data?.total}
      actions={
        <Link to={`${edition.unitsPath}/novo`}>
          <Button type="primary" icon={<PlusOutlined />}>
            {texts.createButton}
          </Button>
        </Link>
      }
      search={{
        placeholder: texts.searchPlaceholder,
        value: state.values.query,
        onSearch: (v) => state.set({ query: v }),
      }}
      columns={columns}
      rows={list.data?.rows}
      rowKey="id"
      loading={list.isFetching}
      loadingText={texts.loading}
      emptyText={texts.empty}
      page={state.page}
      perPage={list.data?.perPage ?? 25}
      onPageChange={(page) => state.set({ ...state.values, page })}
      onRowOpen={(r) => navigate(editPath(r))}
      exportOf={{ path: '/resales', query }}
    />
  );
}
