import { z } from 'zod';
import {
  ZBool,
  ZEmail,
  ZListQuery,
  ZPassword,
  ZPublicId,
  zOptionalText,
  zPage,
  zRequiredText,
  zSort,
  ZSearch,
  ZUserRef,
} from '../common.schema.ts';
import { ZAuthUser } from '../auth/auth.schema.ts';

export const ZUser = ZAuthUser.omit({ permissions: true }).extend({
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;
export const ZUserPage = zPage(ZUser);
export type TUserPage = z.infer<typeof ZUserPage>;

export const USER_SORTS = ['name', 'last_name', 'email', 'created_at', 'last_login_at'] as const;
export const ZUserListQuery = ZListQuery.extend({
  sort: zSort(USER_SORTS).optional(),
  department_id: ZPublicId.optional(),
  role_id: ZPublicId.optional(),
  active: ZBool.optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

const userFields = {
  name: zRequiredText('El nombre', 2, 80),
  last_name: zRequiredText('El apellido', 2, 80),
  email: ZEmail,
  phone: zOptionalText('El teléfono', 30),
  position: zOptionalText('El cargo', 80),
  department_id: ZPublicId.nullish().transform((v) => v ?? null),
  role_ids: z.array(ZPublicId).min(1, { error: 'Seleccione al menos un rol.' }),
  active: z.boolean().default(true),
};

/** A blank password field (form sends '' or null) means "none": the user gets a link instead. */
const zOptionalPassword = z
  .string()
  .nullish()
  .transform((v) => v || undefined)
  .pipe(ZPassword.optional());

/** Created with a password, or without one: then an email with a 'set your password' link is sent. */
export const ZCreateUserRequest = z.object({ ...userFields, password: zOptionalPassword });
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

/** The created user; `invitation_sent` says whether the 'set your password' mail went out (null: a password was given). */
export const ZCreateUserResponse = ZUser.extend({ invitation_sent: z.boolean().nullable() });
export type TCreateUserResponse = z.infer<typeof ZCreateUserResponse>;

/** `active` left out keeps the current state (a form that omits it must not reactivate anyone). */
export const ZUpdateUserRequest = z.object({ ...userFields, active: z.boolean().optional() });
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

export const ZSetActiveRequest = z.object({ active: z.boolean() });

/** Admin reset: a new password typed by the admin, or none: then a reset link is mailed to the user. */
export const ZAdminPasswordRequest = z.object({ password: zOptionalPassword });
export type TAdminPasswordRequest = z.input<typeof ZAdminPasswordRequest>;

/** GET /api/user_options: active users for every people picker (manager, members, responsible), at most 50. */
export const ZUserOptionsQuery = z.object({ q: ZSearch });
export const ZUserOptions = z.array(ZUserRef);
export type TUserOptions = z.infer<typeof ZUserOptions>;
