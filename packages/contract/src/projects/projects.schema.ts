import { z } from 'zod';
import {
  ZListQuery,
  ZPublicId,
  ZRef,
  ZSearch,
  zDate,
  zOptionalDate,
  zOptionalText,
  zPage,
  zRequiredText,
  zSort,
  ZProgress,
  ZUserRef,
} from '../common.schema.ts';

/** PRODUCT.md's project statuses, stored as written. */
export const PROJECT_STATUSES = ['Planificado', 'En curso', 'Pausado', 'Finalizado', 'Cancelado'] as const;
export type TProjectStatus = (typeof PROJECT_STATUSES)[number];
export const ZProjectStatus = z.enum(PROJECT_STATUSES, { error: 'Seleccione un estado válido.' });

/** What this viewer may do with a project, on every row and the detail: the screens never re-derive the rules. */
export const ZProjectCan = z.object({ update: z.boolean(), delete: z.boolean() });
export type TProjectCan = z.infer<typeof ZProjectCan>;

export const ZProject = z.object({
  public_id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  client: ZRef.nullable(),
  department: ZRef.nullable(),
  manager: ZUserRef.nullable(),
  created_by: ZUserRef.nullable(),
  progress: ZProgress,
  created_at: z.string(),
  updated_at: z.string(),
  can: ZProjectCan,
});
export type TProject = z.infer<typeof ZProject>;

/**
 * A row of /api/projects: what the list shows (code and name, client, manager, status, dates, progress) and what
 * acting on it needs. The description, department, creator and timestamps are the detail's alone.
 */
export const ZProjectListItem = ZProject.pick({
  public_id: true,
  code: true,
  name: true,
  status: true,
  start_date: true,
  end_date: true,
  client: true,
  manager: true,
  progress: true,
  can: true,
});
export type TProjectListItem = z.infer<typeof ZProjectListItem>;
export const ZProjectPage = zPage(ZProjectListItem);
export type TProjectPage = z.infer<typeof ZProjectPage>;

export const ZProjectStage = z.object({
  public_id: z.string(),
  name: z.string(),
  position: z.number(),
  status: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  progress: ZProgress,
});
export type TProjectStage = z.infer<typeof ZProjectStage>;

/** GET /api/projects/:id: the project with its stages in order, each with its own progress. */
export const ZProjectDetail = ZProject.extend({ stages: z.array(ZProjectStage) });
export type TProjectDetail = z.infer<typeof ZProjectDetail>;

/**
 * from/to select the projects whose span meets that period (a project without dates is open on that side).
 */
export const PROJECT_SORTS = [
  'code',
  'name',
  'status',
  'start_date',
  'end_date',
  'created_at',
  'client',
  'manager',
] as const;
export const ZProjectListQuery = ZListQuery.extend({
  sort: zSort(PROJECT_SORTS).optional(),
  status: ZProjectStatus.optional(),
  client_id: ZPublicId.optional(),
  department_id: ZPublicId.optional(),
  manager_id: ZPublicId.optional(),
  from: zDate('La fecha desde').optional(),
  to: zDate('La fecha hasta').optional(),
});
export type TProjectListQuery = z.infer<typeof ZProjectListQuery>;

const optionalId = ZPublicId.nullish().transform((v) => v ?? null);

export const ZProjectRequest = z
  .object({
    code: zRequiredText('El código', 2, 30).regex(/^[\p{L}\p{N}._-]+$/u, {
      error: 'El código solo admite letras, números, punto, guion y guion bajo, sin espacios.',
    }),
    name: zRequiredText('El nombre', 2, 150),
    description: zOptionalText('La descripción', 2000),
    client_id: optionalId,
    department_id: optionalId,
    manager_id: optionalId,
    start_date: zOptionalDate('La fecha de inicio'),
    end_date: zOptionalDate('La fecha de fin'),
    status: ZProjectStatus.default('Planificado'),
  })
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date < v.start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
      });
    }
  });
export type TProjectRequest = z.input<typeof ZProjectRequest>;

export const ZProjectOptionsQuery = z.object({ q: ZSearch });

/** GET /api/project_options: visible projects still open to work, as `{public_id, code, name}` (at most 50). */
export const ZProjectOptions = z.array(z.object({ public_id: z.string(), code: z.string(), name: z.string() }));
export type TProjectOptions = z.infer<typeof ZProjectOptions>;
