import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ROLE } from '@gestora/contract/permissions';
import type { TPermissionCatalogue, TRole, TRoleRequest } from '@gestora/contract/roles/roles.schema';
import { http } from '../../lib/http.ts';
import { deleteFrom, pageQuery, saveTo } from '../../lib/queries.ts';
import { useMutationThatInvalidates } from '../../lib/mutations.ts';
import { entityKeys } from '../../lib/query-keys.ts';

/** The roles' lists and the users screen's role options (lib/lookups) live under ['roles']. */
export const ROLE_KEYS = entityKeys('roles');
const PERMISSION_KEYS = entityKeys('permissions');

export const isAdminRole = (role: Pick<TRole, 'name'> | null) => role?.name === ADMIN_ROLE;

export const rolesQueryOptions = pageQuery<TRole>(ROLE_KEYS, '/api/roles');

/** The catalogue changes only with a new release: fetched once per visit. */
export const permissionCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: PERMISSION_KEYS.all,
    queryFn: () => http.get<TPermissionCatalogue>('/api/permissions'),
    staleTime: Infinity,
  });

export const usePermissionCatalogue = (enabled = true) => useQuery({ ...permissionCatalogueQueryOptions(), enabled });

export const useSaveRole = () => useMutationThatInvalidates(saveTo<TRoleRequest, TRole>('/api/roles'), [ROLE_KEYS.all]);

export const useDeleteRole = () => useMutationThatInvalidates(deleteFrom('/api/roles'), [ROLE_KEYS.all]);
