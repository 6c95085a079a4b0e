import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TActiveDepartments } from '@gestora/contract/departments/departments.schema';
import type { TRef } from '@gestora/contract/common.schema';
import { MSG } from '@gestora/contract/messages';
import { http } from '../lib/http.ts';

/** Departments mutations invalidate this key so that every select sees a new or renamed area. */
export const ACTIVE_DEPARTMENTS_KEY = ['active_departments'] as const;

export const activeDepartmentsQuery = {
  queryKey: ACTIVE_DEPARTMENTS_KEY,
  queryFn: () => http.get<TActiveDepartments>('/api/active_departments'),
  staleTime: 5 * 60_000,
};

interface DepartmentSelectProps extends Omit<SelectProps, 'data'> {
  /**
   * The record's current department: kept as an option even when it is no longer active, so that editing a
   * record does not silently drop it.
   */
  current?: TRef | null;
}

/** A searchable select of the active departments (GET /api/active_departments), placeholder 'Seleccione'. */
export function DepartmentSelect({ current, placeholder = MSG.selectPlaceholder, ...rest }: DepartmentSelectProps) {
  const { data = [], isLoading } = useQuery(activeDepartmentsQuery);
  const options = data.map((d) => ({ value: d.public_id, label: d.name }));
  if (current && !options.some((o) => o.value === current.public_id)) {
    options.push({ value: current.public_id, label: `${current.name} (inactiva)` });
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
