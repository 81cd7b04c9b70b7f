import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type City, searchCities } from '../api/cities';

export interface CitySelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The city already chosen (from the record or the CEP lookup), for its label. */
  knownCity?: City | null;
  id?: string;
}

const label = (c: City) => `${c.name}/${c.state_acronym}`;

/** City type-ahead over the list of Brazilian municipalities (placeholder 'digite a cidade...'). */
export function CitySelect({ value, onChange, knownCity, id }: CitySelectProps) {
  const [options, setOptions] = useState<City[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const seq = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const all = useMemo(() => {
    const list = [...options];
    if (knownCity && !list.some((c) => c.id === knownCity.id)) list.unshift(knownCity);
    return list;
  }, [options, knownCity]);

  const onSearch = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim().length < 2) return;
    timer.current = setTimeout(async () => {
      const mine = ++seq.current;
      setLoading(true);
      try {
        const found = await searchCities(text);
        if (mine === seq.current) setOptions(found);
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    }, 250);
  };

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch }}
      allowClear
      placeholder="digite a cidade..."
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      notFoundContent={loading ? <Spin size="small" /> : 'Nenhuma cidade encontrada'}
      options={all.map((c) => ({ value: c.id, label: label(c) }))}
    />
  );
}
