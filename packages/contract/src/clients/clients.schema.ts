import { z } from 'zod';
import type { Permission } from '../permissions.ts';
import { ZBool, ZListQuery, zOptionalText, zPage, zRequiredText, zSort, ZRefOptions } from '../common.schema.ts';

export const ZClient = z.object({
  public_id: z.string(),
  name: z.string(),
  tax_id: z.string().nullable(),
  contact_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
  /** Live (not deleted) projects of the client: while above 0 the client can only be deactivated. */
  projects_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TClient = z.infer<typeof ZClient>;
export const ZClientPage = zPage(ZClient);

export const CLIENT_SORTS = ['name', 'tax_id', 'active', 'created_at', 'projects_count'] as const;
export const ZClientListQuery = ZListQuery.extend({ active: ZBool.optional(), sort: zSort(CLIENT_SORTS).optional() });
export type TClientListQuery = z.infer<typeof ZClientListQuery>;

/** An optional email: blank means none, anything else must look like an address. */
const zOptionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(
    z
      .email({ error: 'Ingrese un correo electrónico válido.' })
      .max(150, { error: 'El correo electrónico no puede superar 150 caracteres.' })
      .nullable(),
  );

export const ZClientRequest = z.object({
  name: zRequiredText('El nombre', 2, 150),
  tax_id: zOptionalText('La identificación tributaria', 30),
  contact_name: zOptionalText('El nombre del contacto', 150),
  email: zOptionalEmail,
  phone: zOptionalText('El teléfono', 30),
  address: zOptionalText('La dirección', 250),
  notes: zOptionalText('Las notas', 1000),
  active: z.boolean().default(true),
});
export type TClientRequest = z.input<typeof ZClientRequest>;

/** GET /api/client_options: the active clients as `{public_id, name}`, by name (the project form's select). */
/**
 * Who may read the client options (GET /api/client_options): whoever sees clients, or fills the project form's
 * client select. Anyone else learns nothing of the client list there.
 */
export const CLIENT_OPTIONS_PERMISSIONS = [
  'Ver clientes',
  'Registrar proyectos',
  'Actualizar proyectos',
] as const satisfies readonly Permission[];
export const ZClientOptions = ZRefOptions;
export type TClientOptions = z.infer<typeof ZClientOptions>;
