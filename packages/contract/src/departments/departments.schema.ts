import { z } from 'zod';
import { ZBool, ZListQuery, zOptionalText, zPage, zRequiredText, zSort, ZRefOptions } from '../common.schema.ts';

export const ZDepartment = z.object({
  public_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  users_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDepartment = z.infer<typeof ZDepartment>;
export const ZDepartmentPage = zPage(ZDepartment);

export const DEPARTMENT_SORTS = ['name', 'created_at', 'active'] as const;
export const ZDepartmentListQuery = ZListQuery.extend({
  active: ZBool.optional(),
  sort: zSort(DEPARTMENT_SORTS).optional(),
});
export type TDepartmentListQuery = z.infer<typeof ZDepartmentListQuery>;

export const ZDepartmentRequest = z.object({
  name: zRequiredText('El nombre', 2, 100),
  description: zOptionalText('La descripción', 500),
  active: z.boolean().default(true),
});
export type TDepartmentRequest = z.input<typeof ZDepartmentRequest>;

/** GET /api/active_departments: exactly `[{public_id, name}]` (spec section 7). */
export const ZActiveDepartments = ZRefOptions;
export type TActiveDepartments = z.infer<typeof ZActiveDepartments>;
