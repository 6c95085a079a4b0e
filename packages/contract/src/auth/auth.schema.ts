import { z } from 'zod';
import { ZEmail, ZPassword, ZRef, zText } from '../common.schema.ts';

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string({ error: 'La contraseña es obligatoria.' }).min(1, { error: 'La contraseña es obligatoria.' }),
  remember: z.boolean().optional(),
  /** Native clients name the device the token is for. */
  device_name: zText('El nombre del dispositivo').max(100).optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZAuthUser = z.object({
  public_id: z.string(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  avatar_url: z.string(),
  active: z.boolean(),
  department: ZRef.nullable(),
  roles: z.array(ZRef),
  permissions: z.array(z.string()),
});
export type TAuthUser = z.infer<typeof ZAuthUser>;

/** Web POST /login: the spec reads `data.data` of the axios answer, so the body is `{data: user}`. */
export const ZWebLoginResponse = z.object({ data: ZAuthUser });
export type TWebLoginResponse = z.infer<typeof ZWebLoginResponse>;

/** Native POST /api/login. */
export const ZNativeLoginResponse = z.object({
  token: z.string(),
  user: ZAuthUser,
  permissions: z.array(z.string()),
});
export type TNativeLoginResponse = z.infer<typeof ZNativeLoginResponse>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z
  .object({
    token: z.string({ error: 'El enlace no es válido.' }).min(10, { error: 'El enlace no es válido.' }),
    email: ZEmail,
    password: ZPassword,
    password_confirmation: z.string({ error: 'Confirme la contraseña.' }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    error: 'La confirmación no coincide con la contraseña.',
  });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZStatusResponse = z.object({ status: z.string() });
export type TStatusResponse = z.infer<typeof ZStatusResponse>;
