import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TRef } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import type { TUserRef } from '@gestora/contract/stages/stages.schema';
import { useStageOptions, useUserOptions } from './stage-activities.queries.ts';

type Option = { value: string; label: string };
const fullName = (u: Pick<TUserRef, 'name' | 'last_name'>) => `${u.name} ${u.last_name}`.trim();

interface ResponsiblePickerProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The saved responsible, named before any search. */
  current?: TUserRef | null;
}

/** Active users (GET /api/user_options), searched on the server by name or email as the user types. */
export function ResponsiblePicker({ value, onChange, current, ...rest }: ResponsiblePickerProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  const known =
    picked?.value === value
      ? picked
      : current && current.public_id === value
        ? { value: current.public_id, label: fullName(current) }
        : null;
  const [q] = useDebouncedValue(search === known?.label ? '' : search.trim(), 300);
  const options = useUserOptions(q);
  const data: Option[] = (options.data ?? []).map((u) => ({ value: u.public_id, label: fullName(u) }));
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

interface StagePickerProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  projectId: string | null;
  value: string | null;
  onChange: (value: string | null) => void;
  current?: TRef | null;
}

/** The chosen project's stages, in order; disabled until a project is chosen. */
export function StagePicker({ projectId, value, onChange, current, ...rest }: StagePickerProps) {
  const stages = useStageOptions(projectId);
  const data: Option[] = (stages.data ?? []).map((s) => ({ value: s.public_id, label: s.name }));
  if (current && current.public_id === value && !data.some((o) => o.value === current.public_id)) {
    data.push({ value: current.public_id, label: current.name });
  }
  return (
    <Select
      placeholder={projectId ? MSG.selectPlaceholder : 'Seleccione primero un proyecto'}
      data={data}
      value={value}
      onChange={onChange}
      disabled={!projectId}
      searchable
      clearable
      nothingFoundMessage={stages.isFetching ? MSG.loading : 'El proyecto no tiene etapas'}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
