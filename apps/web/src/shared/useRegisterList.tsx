import type { Resource } from '@ability/domain';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RegisterHooks, UnitRef } from '../api/registers';
import { useListPath, useNewPath } from '../app/features';
import { useCanAccess } from '../app/session';
import { CreateButton, type ListPageProps, pagedListProps } from './ListPage';
import { RowActions } from './RowActions';
import { UnitFilter } from './UnitFilter';
import { useNotify } from './notify';
import { errorReason } from './serverErrors';
import { useListState } from './useListState';

export interface RegisterListTexts {
  listTitle: string;
  createButton: string;
  searchPlaceholder: string;
  loading: string;
  empty: string;
  removed: (name: string) => string;
  removeError: (name: string) => string;
  columns: { actions: string };
}

export interface RegisterListOptions<R extends { id: number }> {
  /**
   * Screen path: '/veiculos' (create at /novo or the route's `newPath`, edit at /:id/editar); the units' depends on the edition. By default
   * the path `registerRoutes` gave the open route.
   */
  path?: string;
  /** API path, for the export: '/vehicles'; by default '/' and the resource. */
  apiPath?: string;
  /** Its line of the permission table: the delete button shows only to the roles that may delete. */
  resource: Resource;
  texts: RegisterListTexts;
  hooks: Pick<RegisterHooks<R, never, { resales: UnitRef[] }>, 'useList' | 'useOptions' | 'useDelete'>;
  /** The record as the toasts and buttons name it. */
  name: (record: R) => string;
  /** The unit filter (`resale_id`) of a register kept in units; `false` for the units themselves. */
  unitFilter?: false | { placeholder?: string };
  /** Why a record may not be removed (one's own user), or undefined. */
  deleteDisabledReason?: (record: R) => string | undefined;
}

export interface RegisterList<R> {
  editPath: (record: R) => string;
  /** The render of the column that names the record: its text as a link to the record's edit page. */
  editLink: (text: ReactNode, record: R) => ReactNode;
  /** The Ações column: edit and delete (toasts of the seeds). */
  actionsColumn: ColumnType<R>;
  /** Everything ListPage needs but the columns. */
  listProps: Omit<ListPageProps<R>, 'columns'>;
}

/**
 * Deletes a record with the seeds' toasts: `removed(record)`, or on a refusal `removeError(record)` with the
 * server's reason under it.
 */
export function useRemoveRecord<R extends { id: number }>(
  remove: { mutateAsync: (id: number) => Promise<unknown> },
  removed: (record: R) => string,
  removeError: (record: R) => string,
) {
  const notify = useNotify();
  return async (record: R) => {
    try {
      await remove.mutateAsync(record.id);
      notify.success(removed(record));
    } catch (err) {
      notify.error(removeError(record), errorReason(err));
    }
  };
}

/**
 * The list of a register: search and unit filter in the URL, create button, export, delete with its
 * toasts (the server's reason under a refusal). The screen adds its columns.
 */
export function useRegisterList<R extends { id: number }>(opts: RegisterListOptions<R>): RegisterList<R> {
  const { texts, hooks, name, unitFilter = {} } = opts;
  const path = useListPath(opts.path);
  const newPath = useNewPath(path);
  const navigate = useNavigate();
  const apiPath = opts.apiPath ?? `/${opts.resource}`;
  const state = useListState(apiPath, {
    query: undefined as string | undefined,
    resale_id: undefined as string | undefined,
  });
  const text = state.values.query;
  const resale_id = unitFilter ? state.values.resale_id : undefined;
  const query = { page: state.page, query: text, resale_id: resale_id ? Number(resale_id) : undefined };
  const list = hooks.useList(query);
  const options = hooks.useOptions(!!unitFilter);
  const onDelete = useRemoveRecord<R>(
    hooks.useDelete(),
    (r) => texts.removed(name(r)),
    (r) => texts.removeError(name(r)),
  );
  const canDelete = useCanAccess(opts.resource, 'delete');
  const editPath = (r: R) => `${path}/${r.id}/editar`;

  return {
    editPath,
    editLink: (text, r) => <Link to={editPath(r)}>{text}</Link>,
    actionsColumn: {
      title: texts.columns.actions,
      key: 'actions',
      width: 100,
      render: (_, r) => (
        <RowActions
          name={name(r)}
          editTo={editPath(r)}
          onDelete={canDelete ? () => onDelete(r) : undefined}
          deleteDisabledReason={opts.deleteDisabledReason?.(r)}
        />
      ),
    },
    listProps: {
      title: texts.listTitle,
      total: list.data?.total,
      actions: <CreateButton to={newPath}>{texts.createButton}</CreateButton>,
      search: { placeholder: texts.searchPlaceholder, value: text, onSearch: (v) => state.set({ query: v }) },
      filters: unitFilter && (
        <UnitFilter
          units={options.data?.resales}
          value={resale_id}
          onChange={(v) => state.set({ resale_id: v })}
          placeholder={unitFilter.placeholder}
        />
      ),
      activeFilters: resale_id ? 1 : 0,
      onClear: text || resale_id ? state.reset : undefined,
      ...pagedListProps(list, state, texts),
      onRowOpen: (r) => navigate(editPath(r)),
      exportOf: { path: apiPath, query },
    },
  };
}
