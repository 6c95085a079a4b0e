import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  request as playwrightRequest,
  test as base,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { userUpdateBody, type ListedUser } from '../user-update.mjs';
import { SHORT_MONTH, watchForShortMonths, type ShortMonthHit } from './month-scan.ts';

/**
 * Every spec's `test`: Playwright's, with the month scan of month-scan.ts on every page the test opens, in its own
 * context and in any other it makes (spec section 9: dates 'D de MMMM de YYYY', never '4 dic 2026'). Specs import
 * `test` and `expect` from here; the lint refuses them from '@playwright/test'.
 */
export const test = base.extend<{ monthScan: void }>({
  monthScan: [
    async ({ browser, context }, use) => {
      const hits: ShortMonthHit[] = [];
      await watchForShortMonths(context, hits);
      const newContext = browser.newContext.bind(browser);
      const patched: Browser['newContext'] = async (...args) => {
        const made = await newContext(...args);
        await watchForShortMonths(made, hits);
        return made;
      };
      browser.newContext = patched;
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      // The pages still open are read once more as they end: their last screen may not have changed since.
      for (const page of context.pages()) await finalScan(page, hits);
      const seen = [...new Map(hits.map((h) => [`${h.path} ${h.found}`, h])).values()];
      expect(seen, `short month names (${SHORT_MONTH}) on the pages: write 'D de MMMM de YYYY'`).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

async function finalScan(page: Page, hits: ShortMonthHit[]) {
  if (page.isClosed()) return;
  const hit = await page
    .evaluate((source) => {
      const text = document.body?.innerText ?? '';
      const m = new RegExp(source, 'iu').exec(text);
      return m
        ? {
            path: location.pathname + location.search,
            found: m[0],
            around: text.slice(Math.max(0, m.index - 40), m.index + 40),
          }
        : null;
    }, SHORT_MONTH.source)
    .catch(() => null); // a page that is navigating or gone has nothing left to read
  if (hit) hits.push(hit);
}

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

/**
 * Signs in through the form and returns once the server has answered (accepted or not): a navigation started
 * before the answer would abort the sign-in, and on a busy machine argon2 keeps that answer a while.
 */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login',
  );
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const response = await answered;
  // Signed in once the page has kept the session (localStorage, after it reads the answer) and left /login: a page
  // opened as soon as the answer arrived found no session and was sent back to /login (a CI run on a busy machine).
  if (response.ok()) await page.waitForURL((url) => url.pathname !== '/login');
}

/** A phone's screen (375×812), where the people of a flow who work on their phone see it. */
export const PHONE = { width: 375, height: 812 };

/**
 * Another person of a flow in a browser context of their own (of `viewport`'s size), signed in, with the live
 * connection up: what they see arrive, they see without reloading.
 */
export async function signedInLive(browser: Browser, email: string, password: string, viewport?: typeof PHONE) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');
  return { context, page };
}

/** Picks `option` in the combobox named `label` within `scope` (a page or a dialog), typing `search` first. */
export async function pickOption(scope: Page | Locator, label: RegExp | string, search: string | null, option: RegExp) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  if (search) await box.fill(search);
  // The options open in a portal, outside a dialog.
  const page = 'goto' in scope ? scope : scope.page();
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * What one step of a flow (an action and the expectation that follows it: a page, a saved form, a live update)
 * may take in all on a busy two-core machine. Each expectation keeps the config's tight expect timeout; only
 * the test's total grows with its steps.
 */
export const STEP_MS = 15_000;

/**
 * Gives the running test time in proportion to its steps, never less than the config's timeout. A fixed
 * budget for every test starves the long flows when the machine is busy, while the short ones never need it.
 */
export function steps(count: number) {
  test.setTimeout(Math.max(count * STEP_MS, test.info().timeout));
}

function mailIn(dir: string, to: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return undefined; // no mail was written yet
  }
  return files
    .sort()
    .reverse()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .find((m) => m.includes(`To: ${to}`));
}

/**
 * The newest mail written to the outbox for `to`, with quoted-printable soft breaks undone. It waits for the
 * file: mail goes out after the data is saved, which need not be before the page says so.
 */
export async function lastMailTo(to: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let mail: string | undefined;
  await expect.poll(() => (mail = mailIn(dir, to)), { message: `a mail to ${to} in the outbox` }).toBeTruthy();
  return mail!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

type Badge = 'bell' | 'task-menu' | 'ticket-menu';

/**
 * The unread count of a top-bar badge as the server holds it for the page's user, once the badge shows it. A
 * count read off the screen before its first load would be 0; "one more than before" must start from this.
 */
export async function settledBadge(page: Page, badge: Badge): Promise<number> {
  const me = (await (await page.request.get('/api/user')).json()) as { public_id: string };
  const query = { page: '1', userId: me.public_id };
  let unread: number;
  if (badge === 'bell') {
    const res = await page.request.get('/api/all_notifications', { params: { page: '1', reviewed: '1' } });
    unread = ((await res.json()) as { quantity: number }).quantity;
  } else {
    const path = badge === 'task-menu' ? '/api/tasks_in_member' : '/api/tickets_in_responsible';
    const res = await page.request.get(path, { params: query });
    unread = ((await res.json()) as { quantity_unread_notification: number }).quantity_unread_notification;
  }
  await expectBadge(page, badge, unread);
  return unread;
}

/** The badge shows `unread` (hidden at 0, '99+' past 99, as the top bar draws it). */
export async function expectBadge(page: Page, badge: Badge, unread: number) {
  const el = page.getByTestId(`${badge}-count`);
  if (unread <= 0) await expect(el).toHaveCount(0);
  else await expect(el).toHaveText(unread > 99 ? '99+' : String(unread));
}

export function resetLinkIn(mail: string): string {
  const match = /https?:\/\/[^\s"<]+\/password-reset\/[A-Za-z0-9_-]+\?email=[^\s"<]+/.exec(mail);
  if (!match) throw new Error('no reset link in the mail');
  return new URL(match[0]).pathname + new URL(match[0]).search;
}

interface UserRow extends ListedUser {
  public_id: string;
  active: boolean;
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
    data: userUpdateBody(user, role_ids),
  });
  expect(res.status(), await res.text()).toBe(200);
}
