import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
export const ADMIN = { email: 'admin@e2e.local', password: 'Admin-E2E-2026' };
/** Demo users (created by `--demo`) all share this password. */
export const DEMO_PASSWORD = 'Gestora2026!';
/** A demo user holding only the seeded 'Colaborador' role. */
export const COLLABORATOR_EMAIL = 'lucia.fernandez@gestora.local';

/** An API client signed in like the browser is: csrf cookie first, then X-XSRF-TOKEN on every unsafe call. */
export async function apiAs(
  email: string,
  password: string,
): Promise<APIRequestContext & { xsrf: () => Promise<Record<string, string>> }> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const xsrf = async () => {
    const cookie = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
    return { 'x-xsrf-token': decodeURIComponent(cookie?.value ?? '') };
  };
  await api.get('/sanctum/csrf-cookie');
  const res = await api.post('/login', { data: { email, password }, headers: await xsrf() });
  expect(res.status(), await res.text()).toBe(200);
  return Object.assign(api, { xsrf });
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

function newestMailTo(to: string): string | undefined {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return undefined;
  }
  const mails = files
    .sort()
    .reverse()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  return mails
    .find((m) => m.includes(`To: ${to}`))
    ?.replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}

/** The newest mail written to the outbox for `to`, with quoted-printable soft breaks undone. */
export function lastMailTo(to: string): string {
  const mail = newestMailTo(to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** Like lastMailTo, for mails sent after the answer (forgot-password): waits until one is in the outbox. */
export async function nextMailTo(to: string): Promise<string> {
  await expect.poll(() => newestMailTo(to) !== undefined, { message: `a mail to ${to}` }).toBe(true);
  return lastMailTo(to);
}

export function resetLinkIn(mail: string): string {
  const match = /https?:\/\/[^\s"<]+\/password-reset\/[A-Za-z0-9_-]+\?email=[^\s"<]+/.exec(mail);
  if (!match) throw new Error('no reset link in the mail');
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

interface UserRow {
  public_id: string;
  name: string;
  last_name: string;
  email: string;
  phone: string | null;
  position: string | null;
  active: boolean;
  department: { public_id: string } | null;
  roles: { public_id: string; name: string }[];
}

/** A user as the admin's API lists it (GET /api/users?q=email). */
export async function findUser(api: APIRequestContext, email: string): Promise<UserRow> {
  const res = await api.get('/api/users', { params: { q: email } });
  expect(res.status(), await res.text()).toBe(200);
  const user = ((await res.json()) as { data: UserRow[] }).data.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/** PUT /api/users/:id with the user's own fields and these role names (the server notifies the user: 'Account'). */
export async function setUserRoles(
  api: APIRequestContext & { xsrf: () => Promise<Record<string, string>> },
  email: string,
  roleNames: string[],
) {
  const user = await findUser(api, email);
  const options = (await (await api.get('/api/role_options')).json()) as { public_id: string; name: string }[];
  const role_ids = roleNames.map((name) => {
    const role = options.find((r) => r.name === name);
    if (!role) throw new Error(`no role ${name}`);
    return role.public_id;
  });
  const res = await api.put(`/api/users/${user.public_id}`, {
    headers: await api.xsrf(),
    data: {
      name: user.name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
      position: user.position,
      department_id: user.department?.public_id ?? null,
      role_ids,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}
