// Apart from users.schema.ts so that the shell's avatar does not bring zod into the first visit.

/** The picture of a user without one (spec: under images/users); the web app serves it from public/. */
export const DEFAULT_AVATAR = '/images/users/default.svg';
