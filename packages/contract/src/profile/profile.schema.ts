import { z } from 'zod';
import { ZPassword, zOptionalText, zRequiredText } from '../common.schema.ts';

export const ZUpdateProfileRequest = z.object({
  name: zRequiredText('El nombre', 2, 80),
  last_name: zRequiredText('El apellido', 2, 80),
  phone: zOptionalText('El teléfono', 30),
});
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

/**
 * POST /api/profile/avatar is multipart with one file field `avatar`; the server reads the file itself (type by
 * content, size limit), so this describes the form for the API document and lets any JSON body through to it.
 */
export const ZAvatarUpload = z
  .object({
    avatar: z.any().meta({ type: 'string', format: 'binary', description: 'Imagen JPG, PNG o WEBP de hasta 2 MB' }),
  })
  .partial()
  .nullish();

export const ZChangePasswordRequest = z
  .object({
    current_password: z
      .string({ error: 'Ingrese su contraseña actual.' })
      .min(1, { error: 'Ingrese su contraseña actual.' }),
    password: ZPassword,
    password_confirmation: z.string({ error: 'Confirme la contraseña.' }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'La confirmación no coincide con la contraseña.',
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** One of my active sessions (web cookie session or native token). */
export const ZSession = z.object({
  public_id: z.string(),
  kind: z.enum(['web', 'native']),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;
export const ZSessionList = z.array(ZSession);

/** DELETE /api/profile/sessions ('Cerrar las demás sesiones'): every session but this one ended, and how many. */
export const ZEndOtherSessionsResponse = z.object({ message: z.string(), ended: z.number().int().min(0) });
export type TEndOtherSessionsResponse = z.infer<typeof ZEndOtherSessionsResponse>;
