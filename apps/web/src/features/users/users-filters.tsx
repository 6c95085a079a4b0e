import { DepartmentFilter } from '../../components/lookup-selects.tsx';
import { ActiveFilter, FilterBar, FilterSelect } from '../../components/filter-bar.tsx';
import type { ListParams } from '../../components/use-list-params.ts';
import { useRoleOptions } from '../../lib/lookups.queries.ts';

export const USER_FILTERS = ['department_id', 'role_id', 'active'] as const;

interface UsersFiltersProps {
  list: ListParams<(typeof USER_FILTERS)[number]>;
  /** GET /api/role_options answers to who manages users or roles. */
  canListRoles: boolean;
}

export function UsersFilters({ list, canListRoles }: UsersFiltersProps) {
  const roles = useRoleOptions(canListRoles);
  return (
    <FilterBar list={list} search="Buscar por nombre o correo">
      <DepartmentFilter list={list} name="department_id" label="Área" />
      {canListRoles ? (
        <FilterSelect
          list={list}
          name="role_id"
          label="Rol"
          placeholder="Todos los roles"
          data={(roles.data ?? []).map((r) => ({ value: r.public_id, label: r.name }))}
          searchable
        />
      ) : null}
      <ActiveFilter list={list} name="active" />
    </FilterBar>
  );
}
