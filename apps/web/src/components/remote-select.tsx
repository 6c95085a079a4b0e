import { useState, type ReactNode } from 'react';
import { Group, MultiSelect, Select, Text, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { MSG } from '@gestora/contract/messages';

export type Option = { value: string; label: string };

interface RemoteSource<T> {
  /** The lookup searched on the server with what the user types (lib/lookups.queries.ts). */
  query: (q: string) => UseQueryOptions<T[], Error, T[], any>;
  toOption: (item: T) => Option;
  /** An option's look (an avatar beside a name); plain text by default. */
  renderItem?: (item: T) => ReactNode;
}

export const SEARCH_PAUSE_MS = 300;

/** Adds the options already chosen, so that a saved choice keeps its name whatever the search answers. */
function withKnown(options: Option[], known: Option[]): Option[] {
  const out = [...options];
  for (const k of known) if (!out.some((o) => o.value === k.value)) out.push(k);
  return out;
}

function useRemoteOptions<T>({ query, toOption }: RemoteSource<T>, search: string) {
  const [q] = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const result = useQuery(query(q));
  const items = new Map((result.data ?? []).map((item) => [toOption(item).value, item]));
  return {
    items,
    options: [...items.values()].map(toOption),
    nothingFound: result.isFetching ? 'Buscando...' : 'Sin resultados',
  };
}

function itemRenderer<T>(source: RemoteSource<T>, items: Map<string, T>) {
  if (!source.renderItem) return undefined;
  const render = source.renderItem;
  return ({ option }: { option: Option }) => {
    const item = items.get(option.value);
    return item ? render(item) : <Text size="sm">{option.label}</Text>;
  };
}

type RemoteSelectProps<T> = RemoteSource<T> &
  Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
    value: string | null;
    onChange: (value: string | null) => void;
    /** The option already chosen (a record's, a filter's), named before or without any search. */
    current?: Option | null;
  };

/**
 * One picker for every long list searched on the server (people, projects): it asks as the user types, after a
 * pause, and keeps the chosen option's name although the next search may leave it out.
 */
export function RemoteSelect<T>({
  query,
  toOption,
  renderItem,
  value,
  onChange,
  current,
  ...rest
}: RemoteSelectProps<T>) {
  const source = { query, toOption, renderItem };
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  const known = picked?.value === value ? picked : current?.value === value ? (current ?? null) : null;
  // The input shows the chosen option's label: that is not a search.
  const remote = useRemoteOptions(source, search === known?.label ? '' : search);
  return (
    <Select
      placeholder={MSG.selectPlaceholder}
      data={withKnown(remote.options, known ? [known] : [])}
      value={value}
      onChange={(v, option) => {
        setPicked(option ?? null);
        onChange(v);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      renderOption={itemRenderer(source, remote.items)}
      nothingFoundMessage={remote.nothingFound}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}

type RemoteMultiSelectProps<T> = RemoteSource<T> &
  Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> & {
    value: string[];
    onChange: (value: string[]) => void;
    /** The options already chosen (a task's members), named before any search. */
    current?: Option[];
  };

/** The same picker choosing several (a task's members); the names picked stay known across searches. */
export function RemoteMultiSelect<T>({
  query,
  toOption,
  renderItem,
  value,
  onChange,
  current = [],
  ...rest
}: RemoteMultiSelectProps<T>) {
  const [search, setSearch] = useState('');
  const [seen, setSeen] = useState<Option[]>(current);
  const remote = useRemoteOptions({ query, toOption }, search);
  const data = withKnown(
    remote.options,
    seen.filter((s) => value.includes(s.value)),
  );
  return (
    <MultiSelect
      data={data}
      value={value}
      onChange={(v) => {
        setSeen((prev) =>
          withKnown(
            prev,
            data.filter((o) => v.includes(o.value)),
          ),
        );
        onChange(v);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options, search: s }) =>
        (options as Option[]).filter((o) => o.label.toLowerCase().includes(s.toLowerCase().trim()))
      }
      renderOption={itemRenderer({ query, toOption, renderItem }, remote.items)}
      nothingFoundMessage={remote.nothingFound}
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}

/** An option with a picture beside its name (a person). */
export function OptionWithPicture({ picture, label }: { picture: ReactNode; label: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {/* The option is named by its label alone (the picture's initials would repeat it). */}
      <span aria-hidden style={{ display: 'inline-flex' }}>
        {picture}
      </span>
      <Text size="sm">{label}</Text>
    </Group>
  );
}
