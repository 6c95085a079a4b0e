import { z } from 'zod';
import { ZListQuery, zPage, zRequiredText, zSort, ZRefOptions } from '../common.schema.ts';
import { isPermission } from '../permissions.ts';

export const ZRole = z.object({
  public_id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  users_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TRole = z.infer<typeof ZRole>;
export const ZRolePage = zPage(ZRole);
export const ROLE_SORTS = ['name', 'created_at', 'users_count'] as const;
export const ZRoleListQuery = ZListQuery.extend({ sort: zSort(ROLE_SORTS).optional() });

export const ZRoleRequest = z.object({
  name: zRequiredText('El nombre', 2, 60),
  permissions: z
    .array(z.string().refine(isPermission, { error: 'Uno de los permisos no existe.' }))
    .max(200)
    .default([]),
});
export type TRoleRequest = z.input<typeof ZRoleRequest>;

/** GET /api/permissions: the catalogue grouped by section. */
export const ZPermissionCatalogue = z.array(z.object({ section: z.string(), permissions: z.array(z.string()) }));
export type TPermissionCatalogue = z.infer<typeof ZPermissionCatalogue>;

/** GET /api/role_options: every role as `{public_id, name}` by name, for the user form's picker and filter. */
export const ZRoleOptions = ZRefOptions;
export type TRoleOptions = z.infer<typeof ZRoleOptions>;
