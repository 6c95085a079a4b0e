import { z } from 'zod';
import { es } from 'zod/v4/locales';
import { LIMITS } from './limits.ts';

// Every zod message not written by hand below comes out in Spanish.
z.config(es());

export const ZPublicId = z.uuid({ error: 'El identificador no es válido.' });

/** Query of every resource list: page, per_page, q (search), sort ('field' or '-field'). */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(LIMITS.maxPerPage).default(LIMITS.defaultPerPage),
  q: z.string().trim().max(100).optional(),
  sort: z.string().max(40).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** The page every list answers (PRODUCT.md: `{data, current_page, per_page, total, last_page}`). */
export function zPage<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    last_page: z.number(),
  });
}
export interface TPage<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

export const ZValidationError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type TValidationError = z.infer<typeof ZValidationError>;

export const ZRef = z.object({ public_id: z.string(), name: z.string() });
export type TRef = z.infer<typeof ZRef>;

export const ZPassword = z
  .string({ error: 'La contraseña es obligatoria.' })
  .min(LIMITS.passwordMin, { error: `La contraseña debe tener al menos ${LIMITS.passwordMin} caracteres.` })
  .max(128, { error: 'La contraseña no puede superar 128 caracteres.' });

export const ZEmail = z
  .string({ error: 'El correo electrónico es obligatorio.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Ingrese un correo electrónico válido.' }));

export const zRequiredText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} es obligatorio.` })
    .trim()
    .min(min, { error: min <= 1 ? `${label} es obligatorio.` : `${label} debe tener al menos ${min} caracteres.` })
    .max(max, { error: `${label} no puede superar ${max} caracteres.` });

export const zOptionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} no puede superar ${max} caracteres.` })
    .nullish()
    .transform((v) => (v ? v : null));

/** Booleans that arrive as JSON booleans or as form strings. */
export const ZBool = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);
