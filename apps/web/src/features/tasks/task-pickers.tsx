import { useState } from 'react';
import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TRef } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import type { TTaskUser } from '@gestora/contract/tasks/tasks.schema';
import { useProjectOptions, useUserOptions } from './tasks.queries.ts';

type Option = { value: string; label: string };

/** Adds the options the record already points at, so that a saved choice shows its name before any search. */
function withCurrent(options: Option[], current: Option[]): Option[] {
  const out = [...options];
  for (const c of current) if (!out.some((o) => o.value === c.value)) out.push(c);
  return out;
}

interface ProjectSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The record's project, shown even when the options list (open projects only) leaves it out. */
  current?: TRef | null;
}

/** The projects the user may see (GET /api/project_options), searched on the server by code or name. */
export function ProjectSelect({ value, onChange, current, ...rest }: ProjectSelectProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Option[]>(current ? [{ value: current.public_id, label: current.name }] : []);
  const pickedLabel = picked.find((o) => o.value === value)?.label;
  // The input shows the chosen project's name: that is not a search.
  const [q] = useDebouncedValue(search === pickedLabel ? '' : search, 300);
  const options = useProjectOptions(q);
  const data = withCurrent(
    (options.data ?? []).map((p) => ({ value: p.public_id, label: `${p.code} · ${p.name}` })),
    picked.filter((o) => o.value === value),
  );
  return (
    <Select
      placeholder={MSG.selectPlaceholder}
      data={data}
      value={value}
      onChange={(v, option) => {
        if (option) setPicked([option]);
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

const userLabel = (u: Pick<TTaskUser, 'name' | 'last_name'>) => `${u.name} ${u.last_name}`.trim();

interface MemberPickerProps extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> {
  value: string[];
  onChange: (value: string[]) => void;
  /** Users already chosen (e.g. the task's members), to name them before any search. */
  known?: TTaskUser[];
}

/** Active users (GET /api/user_options), searched on the server as the user types. */
export function MemberPicker({ value, onChange, known = [], ...rest }: MemberPickerProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const options = useUserOptions(q);
  // Names of users picked from an earlier search stay known after the options change.
  const [seen, setSeen] = useState<Option[]>(known.map((u) => ({ value: u.public_id, label: userLabel(u) })));
  const fetched = (options.data ?? []).map((u) => ({ value: u.public_id, label: userLabel(u) }));
  const data = withCurrent(
    fetched,
    seen.filter((s) => value.includes(s.value)),
  );
  return (
    <MultiSelect
      data={data}
      value={value}
      onChange={(v) => {
        setSeen((prev) =>
          withCurrent(
            prev,
            data.filter((o) => v.includes(o.value)),
          ),
        );
        onChange(v);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o, search: s }) =>
        (o as Option[]).filter((x) => x.label.toLowerCase().includes(s.toLowerCase().trim()))
      }
      nothingFoundMessage={options.isFetching ? 'Buscando...' : 'Sin resultados'}
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}

interface MemberFilterProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (value: string | null) => void;
}

/** One member, to filter a list by. */
export function MemberFilter({ value, onChange, ...rest }: MemberFilterProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Option[]>([]);
  const pickedLabel = picked.find((o) => o.value === value)?.label;
  const [q] = useDebouncedValue(search === pickedLabel ? '' : search, 300);
  const options = useUserOptions(q);
  const data = withCurrent(
    (options.data ?? []).map((u) => ({ value: u.public_id, label: userLabel(u) })),
    picked.filter((o) => o.value === value),
  );
  return (
    <Select
      data={data}
      value={value}
      onChange={(v, option) => {
        if (option) setPicked([option]);
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
