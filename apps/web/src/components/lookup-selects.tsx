import { Select, type SelectProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TRef } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import { useActivityOptions, useClientOptions, useDepartmentOptions, useStageOptions } from '../lib/lookups.queries.ts';
import { bindFilter, type ListParams } from './use-list-params.ts';

interface LookupSelectProps extends Omit<SelectProps, 'data'> {
  result: UseQueryResult<{ public_id: string; name: string }[]>;
  /**
   * The record's current choice: kept as an option even when the list leaves it out (no longer active), so that
   * editing a record does not silently drop it.
   */
  current?: TRef | null;
  /** How a current choice missing from the list is named ('Cliente retirado (inactivo)'). */
  missingSuffix?: string;
  /** Shown while nothing is there to choose (no project yet, or an empty list). */
  nothingFound?: string;
}

/** A select of a short list the server gives whole (areas, clients, a project's stages), searchable. */
function LookupSelect({
  result,
  current,
  missingSuffix,
  nothingFound = 'Sin resultados',
  placeholder = MSG.selectPlaceholder,
  ...rest
}: LookupSelectProps) {
  const options = (result.data ?? []).map((d) => ({ value: d.public_id, label: d.name }));
  if (current && !options.some((o) => o.value === current.public_id)) {
    options.push({
      value: current.public_id,
      label: missingSuffix ? `${current.name} ${missingSuffix}` : current.name,
    });
  }
  return (
    <Select
      data={options}
      placeholder={result.isLoading ? MSG.loading : placeholder}
      searchable
      clearable
      nothingFoundMessage={result.isFetching ? MSG.loading : nothingFound}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}

type Props = Omit<LookupSelectProps, 'result' | 'missingSuffix'>;

/** The active departments (GET /api/active_departments). */
export function DepartmentSelect(props: Props) {
  return <LookupSelect result={useDepartmentOptions()} missingSuffix="(inactiva)" {...props} />;
}

/** A list's filter by department ('Todos los departamentos'), kept in the URL like the FilterBar's selects. */
export function DepartmentFilter<F extends string>({
  list,
  name,
  label,
  w = { base: '100%', sm: 240 },
}: {
  list: ListParams<F>;
  name: F;
  label: string;
  w?: SelectProps['w'];
}) {
  return (
    <DepartmentSelect aria-label={label} placeholder="Todos los departamentos" {...bindFilter(list, name)} w={w} />
  );
}

/** The active clients (GET /api/client_options). */
export function ClientSelect(props: Props) {
  return <LookupSelect result={useClientOptions()} missingSuffix="(inactivo)" {...props} />;
}

/** The chosen project's stages, in order; disabled until a project is chosen. */
export function StageSelect({ projectId, ...props }: Props & { projectId: string | null }) {
  return (
    <LookupSelect
      result={useStageOptions(projectId)}
      disabled={!projectId}
      placeholder={projectId ? MSG.selectPlaceholder : 'Seleccione primero un proyecto'}
      nothingFound="El proyecto no tiene etapas"
      {...props}
    />
  );
}

/** The chosen stage's activities; disabled until a stage is chosen. */
export function ActivitySelect({ stageId, ...props }: Props & { stageId: string | null }) {
  return (
    <LookupSelect
      result={useActivityOptions(stageId)}
      disabled={!stageId}
      placeholder={stageId ? MSG.selectPlaceholder : 'Seleccione primero una etapa'}
      nothingFound="La etapa no tiene actividades"
      {...props}
    />
  );
}
