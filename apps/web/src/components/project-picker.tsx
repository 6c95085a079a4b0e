import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@gestora/contract/messages';
import type { TProjectOptions } from '@gestora/contract/projects/projects.schema';
import type { TProjectRef } from '@gestora/contract/stages/stages.schema';
import { http } from '../lib/http.ts';

type Option = { value: string; label: string };
const labelOf = (p: { code: string; name: string }) => `${p.code} · ${p.name}`;

interface ProjectPickerProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The project already chosen (a record's, or a filter's), named before or without any search. */
  current?: TProjectRef | null;
}

/**
 * The projects the user may see and still work on (GET /api/project_options), searched on the server by code
 * or name as the user types.
 */
export function ProjectPicker({ value, onChange, current, ...rest }: ProjectPickerProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  const known =
    picked?.value === value
      ? picked
      : current?.public_id === value && current
        ? { value: current.public_id, label: labelOf(current) }
        : null;
  // The input shows the chosen project's label: that is not a search.
  const [q] = useDebouncedValue(search === known?.label ? '' : search.trim(), 300);
  const options = useQuery({
    queryKey: ['projects', 'options', q],
    queryFn: () => http.get<TProjectOptions>('/api/project_options', { params: q ? { q } : undefined }),
    staleTime: 60_000,
  });
  const data: Option[] = (options.data ?? []).map((p) => ({ value: p.public_id, label: labelOf(p) }));
  if (known && !data.some((o) => o.value === known.value)) data.push(known);
  return (
    <Select
      placeholder={MSG.selectPlaceholder}
      data={data}
      value={value}
      onChange={(v, option) => {
        setPicked(option ?? null);
        onChange(v);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      nothingFoundMessage={options.isFetching ? 'Buscando...' : 'Sin resultados'}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
