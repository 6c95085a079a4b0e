import { useState } from 'react';
import { Group, Select, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TRef } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import type { TUserRef } from '@gestora/contract/projects/projects.schema';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useClientOptions, useUserOptions } from './projects.queries.ts';

interface ClientSelectProps extends Omit<SelectProps, 'data'> {
  /** The project's client: kept as an option when it is no longer active, so an edit does not drop it. */
  current?: TRef | null;
}

/** The active clients (GET /api/client_options), searchable. */
export function ClientSelect({ current, placeholder = MSG.selectPlaceholder, ...rest }: ClientSelectProps) {
  const { data = [], isLoading } = useClientOptions();
  const options = data.map((c) => ({ value: c.public_id, label: c.name }));
  if (current && !options.some((o) => o.value === current.public_id)) {
    options.push({ value: current.public_id, label: `${current.name} (inactivo)` });
  }
  return (
    <Select
      data={options}
      placeholder={isLoading ? MSG.loading : placeholder}
      searchable
      clearable
      nothingFoundMessage="Sin resultados"
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}

const fullName = (u: { name: string; last_name: string }) => `${u.name} ${u.last_name}`;

interface UserSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The user already chosen: named before any search, and kept when no longer among the active ones. */
  current?: TUserRef | null;
}

/**
 * A person picker searched on the server (GET /api/user_options: active users, 50 at most) as the user types;
 * every signed-in user may use it, with or without access to the users administration.
 */
export function UserSelect({ value, onChange, current, ...rest }: UserSelectProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<TUserRef | null>(null);
  const known = picked?.public_id === value ? picked : current?.public_id === value ? (current ?? null) : null;
  // The input shows the chosen person's name once picked: that is not a search.
  const [q] = useDebouncedValue(known && search === fullName(known) ? '' : search.trim(), 300);
  const users = useUserOptions(q);
  const list = users.data ?? [];
  const byId = new Map(list.map((u) => [u.public_id, u]));
  if (known) byId.set(known.public_id, known);
  const data = [...byId.values()].map((u) => ({ value: u.public_id, label: fullName(u) }));
  return (
    <Select
      placeholder={MSG.selectPlaceholder}
      data={data}
      value={value}
      onChange={(v) => {
        setPicked(v ? (byId.get(v) ?? null) : null);
        onChange(v);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const u = byId.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            {u ? <UserAvatar user={u} size={24} /> : null}
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
      nothingFoundMessage={users.isFetching ? 'Buscando...' : 'Sin resultados'}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
