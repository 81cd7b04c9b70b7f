import type { MaskKind } from '@ability/domain';
import { ClearOutlined, DownloadOutlined, FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Table } from 'antd';
// Input.Search's own module: antd's Input index also carries TextArea, Password and OTP (their code and styles).
import Search from 'antd/es/input/Search';
import type { ColumnsType } from 'antd/es/table';
import { type KeyboardEvent, type ReactNode, type RefObject, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { exportUrl } from '../api/client';
import { OnDemandDropdown } from './OnDemandDropdown';
import type { ListState } from './useListState';

/** antd's Badge, loaded when a filter is first on: a list opens with none, its first load without Badge. */
const Badge = lazy(() => import('antd/es/badge'));
const MaskedSearch = lazy(() => import('./MaskedInput').then((m) => ({ default: m.MaskedSearch })));

/** A list's create button (among its `actions`): '+ Criar …', a link to the new record's page. */
export function CreateButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to}>
      <Button type="primary" icon={<PlusOutlined aria-hidden />}>
        {children}
      </Button>
    </Link>
  );
}

export interface ListPageProps<T> {
  /** Shown with the total: 'Revendas (12)'. */
  title: string;
  total?: number;
  /** Buttons at the right of the title (create…). */
  actions?: ReactNode;
  search?: {
    placeholder: string;
    value?: string;
    onSearch: (value: string) => void;
    /** Before the input (what to search by). */
    addonBefore?: ReactNode;
    /** A mask for what is typed (a phone). */
    mask?: MaskKind;
  };
  /** Filter fields, shown in a panel that opens from the 'Filtros' button. */
  filters?: ReactNode;
  activeFilters?: number;
  onClear?: () => void;
  /** Something between the toolbar and the table (summaries). */
  above?: ReactNode;
  columns: ColumnsType<T>;
  rows: T[] | undefined;
  rowKey: keyof T & string;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** Enter on the active row (arrow keys move it). */
  onRowOpen?: (row: T) => void;
  /** Export of the whole filtered list: API path and the same query. */
  exportOf?: { path: string; query: Record<string, string | number | undefined> };
  rowSelection?: Parameters<typeof Table<T>>[0]['rowSelection'];
  rowClassName?: (row: T) => string;
  /** Rows that open below themselves (the customers' accordion). */
  expandable?: Parameters<typeof Table<T>>[0]['expandable'];
  footer?: ReactNode;
  /**
   * Below this width (px) the table scrolls sideways; above it, it fills the page with fixed column
   * widths (long texts cut with an ellipsis). Without it, columns take their content's width.
   */
  minWidth?: number;
}

interface ListSearchProps {
  search: NonNullable<ListPageProps<object>['search']>;
  text: string;
  onText: (text: string) => void;
  /** True while the search has the focus (ListPage then does not overwrite what is typed). */
  typing: RefObject<boolean>;
}

/** The list's search box; react-imask loads with the first masked search, not with every list. */
function ListSearch({ search, text, onText, typing }: ListSearchProps) {
  const shared = {
    allowClear: true,
    placeholder: search.placeholder,
    'aria-label': search.placeholder,
    onFocus: () => {
      typing.current = true;
    },
    onBlur: () => {
      typing.current = false;
    },
    onSearch: (value: string) => search.onSearch(value.trim()),
    addonBefore: search.addonBefore,
    style: { maxWidth: search.addonBefore ? 480 : 360 },
  };
  const plain = <Search {...shared} value={text} onChange={(e) => onText(e.target.value)} />;
  if (!search.mask) return plain;
  return (
    <Suspense fallback={plain}>
      <MaskedSearch
        key={search.mask}
        mask={search.mask}
        {...shared}
        value={text}
        onChange={onText}
        // Typing may have begun in the plain box while react-imask loaded: asked when it mounts, not now.
        takeFocus={() => typing.current}
      />
    </Suspense>
  );
}

/** The list screen every register shares: title with total, search, filters, table, pagination, export. */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { rows = [], page, perPage, total = 0 } = props;
  const [active, setActive] = useState(-1);
  const [filtersOpen, setFiltersOpen] = useState(!!props.activeFilters);
  const [searchText, setSearchText] = useState(props.search?.value ?? '');

  // Follow the search when it changes from outside (restored filters, 'Limpar', Back), never on mount
  // and never while the user is typing in it, so nothing typed is overwritten by a late update.
  const lastSearch = useRef(props.search?.value);
  const typing = useRef(false);
  if (lastSearch.current !== props.search?.value) {
    lastSearch.current = props.search?.value;
    if (!typing.current) setSearchText(props.search?.value ?? '');
  }
  // Another page or other rows reset the active row; a refetch that brings back the same rows (focus,
  // a live event) keeps it, so the arrow keys are not undone under the user's fingers.
  const rowKeys = rows.map((r) => String(r[props.rowKey])).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the rows
  useEffect(() => setActive(-1), [rowKeys]);

  // The expanded content sits in a box that never widens the table (see .list-expanded-row).
  const render = props.expandable?.expandedRowRender;
  const expandable: ListPageProps<T>['expandable'] = render
    ? {
        ...props.expandable,
        expandedRowRender: (row, index, indent, expanded) => (
          <div className="list-expanded-row">{render(row, index, indent, expanded)}</div>
        ),
      }
    : props.expandable;

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('input, textarea, .ant-select, button, a')) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(rows.length - 1, i + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (e.key === 'ArrowRight' && page * perPage < total) {
      props.onPageChange(page + 1);
    } else if (e.key === 'ArrowLeft' && page > 1) {
      props.onPageChange(page - 1);
    } else if (e.key === 'Enter' && active >= 0 && rows[active] && props.onRowOpen) {
      props.onRowOpen(rows[active]);
    }
  };

  return (
    <div className="page-card">
      <div className="page-header">
        <h1>
          {props.title} {props.total !== undefined && <span data-testid="list-total">({total})</span>}
        </h1>
        <div className="page-toolbar" style={{ marginBottom: 0 }}>
          {props.exportOf && (
            <OnDemandDropdown
              menu={{
                items: [
                  {
                    key: 'xlsx',
                    label: <a href={exportUrl(props.exportOf.path, props.exportOf.query, 'xlsx')}>Planilha (XLSX)</a>,
                  },
                  { key: 'csv', label: <a href={exportUrl(props.exportOf.path, props.exportOf.query, 'csv')}>CSV</a> },
                ],
              }}
            >
              <Button icon={<DownloadOutlined aria-hidden />}>Exportar</Button>
            </OnDemandDropdown>
          )}
          {props.actions}
        </div>
      </div>
      {(props.search || props.filters) && (
        <div className="page-toolbar">
          {props.search && (
            <ListSearch
              search={props.search}
              text={searchText}
              onText={(text) => {
                setSearchText(text);
                if (!text) props.search?.onSearch('');
              }}
              typing={typing}
            />
          )}
          {props.filters && (
            // The count of filters on, at the button's corner as antd's Badge around it draws it (global.css):
            // the button stays the same element when the count comes and goes.
            <span className="filter-count">
              <Button
                icon={<FilterOutlined aria-hidden />}
                aria-expanded={filtersOpen}
                onClick={() => setFiltersOpen((o) => !o)}
              >
                Filtros
              </Button>
              {!!props.activeFilters && (
                <Suspense fallback={null}>
                  <Badge count={props.activeFilters} size="small" />
                </Suspense>
              )}
            </span>
          )}
          {props.onClear && (
            <Button icon={<ClearOutlined aria-hidden />} onClick={props.onClear}>
              Limpar
            </Button>
          )}
        </div>
      )}
      {props.filters && filtersOpen && (
        // A small card's frame (global.css), without antd's Card and the Tabs it brings in every list's first load.
        <div className="list-filters">{props.filters}</div>
      )}
      {props.above}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the list moves with the arrow keys */}
      <section tabIndex={0} onKeyDown={onKeyDown} aria-label={`Lista: ${props.title}`} style={{ outline: 'none' }}>
        <Table<T>
          size="middle"
          rowKey={props.rowKey}
          columns={props.columns}
          dataSource={rows}
          loading={{ spinning: props.loading, description: props.loadingText }}
          locale={{ emptyText: props.loading ? props.loadingText : props.emptyText }}
          rowSelection={props.rowSelection}
          expandable={expandable}
          rowClassName={(row, index) =>
            [index === active ? 'list-row-active' : '', props.rowClassName?.(row) ?? ''].join(' ')
          }
          onRow={(row, index) => ({
            onClick: () => setActive(index ?? -1),
            onDoubleClick: () => props.onRowOpen?.(row),
          })}
          pagination={{
            current: page,
            pageSize: perPage || 25,
            total,
            showSizeChanger: false,
            hideOnSinglePage: false,
            showTotal: (t, [a, b]) => `${a}-${b} de ${t}`,
            onChange: (p) => props.onPageChange(p),
          }}
          scroll={{ x: props.minWidth ?? 'max-content' }}
          tableLayout={props.minWidth ? 'fixed' : undefined}
          footer={props.footer ? () => props.footer : undefined}
        />
      </section>
    </div>
  );
}

/** A list query as the API client gives it: rows and page size from the headers, or `data` and `meta` from the body. */
interface ListQuery<T> {
  isFetching: boolean;
  data?: { rows: T[]; perPage: number } | { data: T[]; meta: { per_page?: number } };
}

type PagedListProps<T> = Pick<
  ListPageProps<T>,
  'rows' | 'rowKey' | 'loading' | 'loadingText' | 'emptyText' | 'page' | 'perPage' | 'onPageChange'
>;

/** ListPage's rows, loading and paging from the list's query and its URL state (rows keyed by `id`). */
export function pagedListProps<T extends { id: number }, F extends Record<string, string | undefined>>(
  list: ListQuery<T>,
  state: ListState<F>,
  texts: { loading: string; empty: string },
): PagedListProps<T> {
  const data = list.data;
  return {
    rows: data && ('rows' in data ? data.rows : data.data),
    rowKey: 'id',
    loading: list.isFetching,
    loadingText: texts.loading,
    emptyText: texts.empty,
    page: state.page,
    perPage: (data && ('rows' in data ? data.perPage : data.meta.per_page)) ?? 25,
    onPageChange: (page) => state.set({ ...state.values, page }),
  };
}
