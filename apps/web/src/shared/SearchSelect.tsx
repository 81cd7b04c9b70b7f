import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';

export interface SearchOption {
  id: number;
  name: string;
}

export interface SearchSelectProps extends Omit<SelectProps, 'options' | 'onSearch' | 'showSearch' | 'filterOption'> {
  /** Query key of the type-ahead (the text is appended), e.g. ['/customers', 'typeahead']. */
  queryKey: unknown[];
  /** What the server finds for the text typed. */
  search: (text: string) => Promise<SearchOption[]>;
  /** false: don't ask yet (no unit chosen). */
  enabled?: boolean;
  /** The chosen record, so its name shows before any search (restored filters, edit). */
  selected?: SearchOption | null;
  /** Characters before asking the server (the customer search starts at 3). */
  minChars?: number;
}

/** A type-ahead select: the server searches as the person types (debounced), the value is the record's id. */
export function SearchSelect({ queryKey, search, enabled = true, selected, minChars = 0, ...rest }: SearchSelectProps) {
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setDebounced(text), 250);
    return () => clearTimeout(t);
  }, [text]);
  const q = debounced.trim();
  const found = useQuery({
    queryKey: [...queryKey, q],
    queryFn: () => search(q),
    enabled: enabled && (q.length >= minChars || minChars === 0),
    placeholderData: keepPreviousData,
  });
  const options = [...(found.data ?? [])];
  if (selected && !options.some((o) => o.id === selected.id)) options.unshift(selected);
  return (
    <Select
      allowClear
      {...rest}
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={found.isFetching}
      notFoundContent={text.trim().length < minChars ? `Digite ao menos ${minChars} letras` : undefined}
      options={options.map((o) => ({ value: o.id, label: o.name }))}
    />
  );
}
