import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';

export interface PartySelectProps {
  /** '/customers' or '/suppliers': both answer `?query=` (a list, or {data}). */
  path: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** The chosen record's name, shown before any search (edit screens). */
  initial?: { id: number; name: string } | null;
  resaleId?: number;
  placeholder: string;
  disabled?: boolean;
}

interface Party {
  id: number;
  name: string;
  trade_name?: string | null;
}

/** Type-ahead of customers or suppliers: searches the server from the third character. */
export function PartySelect({ path, value, onChange, initial, resaleId, placeholder, disabled }: PartySelectProps) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<Party[]>(initial ? [initial] : []);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (text.trim().length < 3) return;
    let cancelled = false;
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const res = await api<Party[] | { data: Party[] }>(path, {
          query: { query: text.trim(), resale_id: resaleId },
        });
        if (!cancelled) setFound(Array.isArray(res) ? res : res.data);
      } catch {
        if (!cancelled) setFound([]);
      } finally {
        if (!cancelled) setLoading(false);
      }
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text, path, resaleId]);

  return (
    <Select
      aria-label={placeholder}
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      disabled={disabled}
      value={value}
      onChange={(v) => onChange?.(v)}
      placeholder={placeholder}
      loading={loading}
      notFoundContent={
        text.trim().length < 3 ? 'Digite ao menos 3 letras' : loading ? 'Buscando...' : 'Nenhum resultado'
      }
      options={found.map((p) => ({ value: p.id, label: p.trade_name ? `${p.name} (${p.trade_name})` : p.name }))}
    />
  );
}
