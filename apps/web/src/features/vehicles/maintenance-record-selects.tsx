import { Select, type SelectProps } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRef } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import type { TVehicleOptions, TVehicleRef } from '@gestora/contract/vehicles/vehicles.schema';
import { FILTER_WIDTH } from '../../components/filter-bar.tsx';
import { RemoteSelect, type Option } from '../../components/remote-select.tsx';
import { bindFilter, type ListParams } from '../../components/use-list-params.ts';
import { MAINTENANCE_KEYS } from './maintenance.keys.ts';
import { useTypeOptions, vehicleOptionsQuery } from './maintenance.queries.ts';
import { vehicleLabel } from './request-labels.ts';

/*
 * The vehicle and type pickers of maintenance requests and records, and the lists' filters by them.
 */

type VehicleOption = TVehicleOptions[number];
const vehicleOption = (v: TVehicleRef): Option => ({ value: v.public_id, label: vehicleLabel(v) });

type VehicleSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The vehicle already chosen (a record's): named before any search. */
  current?: TVehicleRef | null;
};

/** One of the vehicles the user may ask maintenance for (GET /api/vehicle_options), searched by plate. */
export function VehicleSelect({ current, ...rest }: VehicleSelectProps) {
  return (
    <RemoteSelect<VehicleOption>
      query={vehicleOptionsQuery}
      toOption={vehicleOption}
      current={current ? vehicleOption(current) : null}
      {...rest}
    />
  );
}

/**
 * The chosen vehicle as the pickers' answers know it (its odometer now), or undefined while none has named it: the
 * odometer field suggests that reading.
 */
export function useChosenVehicle(id: string | null): VehicleOption | undefined {
  const client = useQueryClient();
  // Subscribed to the picker's first answer (no search): a preselected vehicle is named once it arrives.
  useQuery(vehicleOptionsQuery(''));
  if (!id) return undefined;
  for (const [, options] of client.getQueriesData<TVehicleOptions>({ queryKey: MAINTENANCE_KEYS.vehicleOptionsAll }))
    for (const option of options ?? []) if (option.public_id === id) return option;
  return undefined;
}

/** A list's filter by vehicle ('Todos los vehículos'), kept in the URL. */
export function VehicleFilter<F extends string>({
  list,
  name,
  current,
}: {
  list: ListParams<F>;
  name: F;
  current?: TVehicleRef | null;
}) {
  return (
    <VehicleSelect
      aria-label="Vehículo"
      placeholder="Todos los vehículos"
      current={current}
      {...bindFilter(list, name)}
      w={{ base: '100%', sm: 240 }}
    />
  );
}

type TypeSelectProps = Omit<SelectProps, 'data'> & {
  /** The record's type: kept as an option when it is no longer active, so that an edit does not drop it. */
  current?: TRef | null;
};

/** One of the active maintenance types (GET /api/maintenance_type_options), searchable. */
export function MaintenanceTypeSelect({ current, placeholder = MSG.selectPlaceholder, ...rest }: TypeSelectProps) {
  const types = useTypeOptions();
  const options = (types.data ?? []).map((t) => ({ value: t.public_id, label: t.name }));
  if (current && !options.some((o) => o.value === current.public_id))
    options.push({ value: current.public_id, label: `${current.name} (inactivo)` });
  return (
    <Select
      data={options}
      placeholder={types.isLoading ? MSG.loading : placeholder}
      searchable
      clearable
      nothingFoundMessage={types.isFetching ? MSG.loading : 'Sin resultados'}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}

/** A list's filter by maintenance type ('Todos los tipos'), kept in the URL. */
export function TypeFilter<F extends string>({ list, name }: { list: ListParams<F>; name: F }) {
  return (
    <MaintenanceTypeSelect
      aria-label="Tipo de mantenimiento"
      placeholder="Todos los tipos"
      {...bindFilter(list, name)}
      w={FILTER_WIDTH}
    />
  );
}
