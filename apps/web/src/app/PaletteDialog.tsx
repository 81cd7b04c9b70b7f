import { PALETTE_TEXTS as T } from '@ability/domain';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Input, type InputRef, Modal, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiList } from '../api/client';
import type { Customer } from '../api/customers';
import type { Sale } from '../api/sales';
import { useEdition } from './edition';
import {
  type PaletteGroup,
  type PaletteItem,
  actionItems,
  customerItem,
  fold,
  isOrderNumber,
  saleItem,
  screenItems,
} from './paletteItems';
import { featureRoutes } from './registry';
import { useSession } from './session';

const GROUP_ORDER: PaletteGroup[] = ['actions', 'sales', 'customers', 'screens'];

/** The text the searches see, 250 ms after the last key. */
function useSettled(text: string, ms = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(t);
  }, [text, ms]);
  return settled;
}

/** Customers by name, phone or CPF/CNPJ, and a sale by its number, in the user's units (the API scopes). */
function useRecordSearch(text: string) {
  const q = text.trim();
  const customers = useQuery({
    queryKey: ['palette', 'customers', q],
    queryFn: ({ signal }) => apiList<Customer>('/customers', { query: { query: q, options: 'false' }, signal }),
    enabled: q.length >= 2,
    staleTime: 10_000,
  });
  const sales = useQuery({
    queryKey: ['palette', 'sales', q],
    queryFn: ({ signal }) => apiList<Sale>('/sales', { query: { number: q }, signal }),
    enabled: isOrderNumber(q),
    staleTime: 10_000,
  });
  return {
    items: [
      ...(sales.data?.rows ?? []).slice(0, 5).map(saleItem),
      ...(customers.data?.rows ?? []).slice(0, 6).map(customerItem),
    ],
    loading: customers.isFetching || sales.isFetching,
  };
}

/**
 * The palette's dialog (Ctrl+K): go to a screen the role may open, find a customer by name,
 * phone or document and start their sale, find a sale by its number, start a new sale. Keyboard only:
 * arrows, Enter, Esc. Its chunk (antd's Modal and Input) loads when the palette is first asked for
 * (CommandPalette); it stays mounted afterwards, opened and closed by `open`.
 */
export default function PaletteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useSession();
  const edition = useEdition();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const settled = useSettled(text);
  const records = useRecordSearch(open ? settled : '');

  const fixed = useMemo(
    () => [...actionItems(user.role), ...screenItems(featureRoutes, user.role, edition)],
    [user.role, edition],
  );
  const items = useMemo(() => {
    const words = fold(text).split(/\s+/).filter(Boolean);
    const matching = fixed.filter((i) => words.every((w) => fold(`${i.label} ${i.detail ?? ''}`).includes(w)));
    const all = [...matching, ...(text.trim() && settled === text ? records.items : [])];
    return GROUP_ORDER.flatMap((g) => all.filter((i) => i.group === g));
  }, [fixed, text, settled, records.items]);

  const close = () => {
    onClose();
    setText('');
  };
  const go = (item: PaletteItem | undefined) => {
    if (!item) return;
    close();
    navigate(item.path);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, items.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(items[active]);
    }
  };

  const searching = records.loading || (text.trim() !== settled.trim() && text.trim().length >= 2);
  let lastGroup: PaletteGroup | null = null;

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      closable={false}
      width={640}
      destroyOnHidden
      className="command-palette"
      title={null}
      afterOpenChange={(o) => o && input.current?.focus()}
      styles={{ body: { padding: 0 } }}
    >
      <Input
        ref={input}
        autoFocus
        size="large"
        variant="borderless"
        prefix={<SearchOutlined />}
        suffix={searching ? <Spin size="small" /> : null}
        placeholder={T.placeholder}
        aria-label={T.title}
        role="combobox"
        aria-expanded
        aria-controls="palette-results"
        aria-activedescendant={items[active] ? `palette-${items[active].key}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="palette-results" id="palette-results" role="listbox" aria-label={T.title}>
        {items.length === 0 && <div className="palette-empty">{searching ? T.searching : T.empty}</div>}
        {items.map((item, n) => {
          const heading = item.group !== lastGroup ? T.groups[item.group] : null;
          lastGroup = item.group;
          return (
            <div key={item.key}>
              {heading && <div className="palette-group">{heading}</div>}
              <div
                id={`palette-${item.key}`}
                role="option"
                aria-selected={n === active}
                className={`palette-item${n === active ? ' palette-item-active' : ''}`}
                onMouseMove={() => setActive(n)}
                onClick={() => go(item)}
                tabIndex={-1}
                ref={n === active ? (el) => el?.scrollIntoView({ block: 'nearest' }) : undefined}
                onKeyDown={onKeyDown}
              >
                <span className="palette-item-label">{item.label}</span>
                {item.detail && <span className="palette-item-detail">{item.detail}</span>}
                {item.hint && <span className="palette-item-hint">{item.hint}</span>}
              </div>
            </div>
          );
        })}
      </div>
      <div className="palette-footer">{T.hint}</div>
    </Modal>
  );
}
