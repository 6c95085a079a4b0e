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
export async function apiAs(email: string, password: string): Promise<APIRequestContext & { xsrf: () => Promise<Record<string, string>> }> {
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

/** The newest mail written to the outbox for `to`, with quoted-printable soft breaks undone. */
export function lastMailTo(to: string): string {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const mails = readdirSync(dir)
    .sort()
    .reverse()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  const mail = mails.find((m) => m.includes(`To: ${to}`));
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

export function resetLinkIn(mail: string): string {
  const match = /https?:\/\/[^\s"<]+\/password-reset\/[A-Za-z0-9_-]+\?email=[^\s"<]+/.exec(mail);
  if (!match) throw new Error('no reset link in the mail');
  return new URL(match[0]).pathname + new URL(match[0]).search;
}
