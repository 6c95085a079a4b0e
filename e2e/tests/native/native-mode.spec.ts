import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, test, BASE_URL, DEMO_PASSWORD, steps } from '../fixtures.ts';

/**
 * The web build as the native app runs it: before any script, the page looks like Capacitor's Android shell
 * (window.Capacitor says 'android'; CapacitorCustomPlatform makes @capacitor/core agree and fall back on its plugins'
 * web implementations: preferences in localStorage under 'CapacitorStorage.', files in IndexedDB). lib/platform.ts
 * then takes the native side: Bearer token, /api/ sign-in, device preferences, in-app navigation.
 */
async function asNativeApp(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.CapacitorCustomPlatform = { name: 'android', plugins: {} };
    w.Capacitor = { isNativePlatform: () => true, getPlatform: () => 'android' };
  });
}

/** A value the page keeps in the device's preferences (Capacitor's web implementation: localStorage). */
const preference = (page: Page, key: string) =>
  page.evaluate((k) => localStorage.getItem(`CapacitorStorage.${k}`), key);

/** A mark on the page's window: it survives in-app navigation and is gone after a page load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { nativeMark: number }).nativeMark = 1));
const windowMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { nativeMark?: number }).nativeMark === 1);

const MARIA = 'maria.gonzalez@gestora.local';

async function signInNative(page: Page) {
  await page.goto('/login');
  const server = page.getByLabel('Servidor');
  await expect(server).toBeVisible();
  await server.fill(BASE_URL);
  await page.getByLabel('Correo electrónico').fill(MARIA);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/login'));
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  await page.waitForURL((url) => url.pathname !== '/login');
  await expect(page.getByRole('tab', { name: 'Tablero informativo' })).toBeVisible({ timeout: 30_000 });
  return (await response.json()) as { token: string; permissions: string[] };
}

test('the native app signs in with a Bearer token kept in the device preferences, and a 401 sends it to /login in-app', async ({
  page,
  context,
}) => {
  steps(8);
  await asNativeApp(context);
  const requests: Request[] = [];
  page.on('request', (r) => void requests.push(r));
  const paths = () => requests.map((r) => new URL(r.url()).pathname);

  const { token, permissions } = await signInNative(page);
  expect(token.length).toBeGreaterThan(20);
  expect(await preference(page, 'auth_token')).toBe(token);
  expect(JSON.parse((await preference(page, 'auth_permissions'))!)).toEqual(permissions);
  expect(await preference(page, 'api_url')).toBe(BASE_URL);
  // No cookie session: the web sign-in was never used, and no session cookie exists.
  expect((await context.cookies()).map((c) => c.name)).not.toContain('gestora_session');
  expect(paths()).toContain('/api/login');
  expect(paths()).not.toContain('/sanctum/csrf-cookie');
  // Nor the web sign-in: the page /login itself is a GET, the web's sign-in a POST there.
  expect(requests.some((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/login')).toBe(false);
  // Every API request after the sign-in carries the token.
  const signedIn = requests.filter((r) => {
    const path = new URL(r.url()).pathname;
    return path.startsWith('/api/') && path !== '/api/login';
  });
  expect(signedIn.length).toBeGreaterThan(0);
  for (const r of signedIn) expect(await r.headerValue('authorization')).toBe(`Bearer ${token}`);
  // The real-time connection goes to the API's host with the token.
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');

  // The server forgets the token (as when it is revoked elsewhere); the app still believes it is signed in.
  const revoked = await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);
  await markWindow(page);
  // The next request meets the 401: the click's, or on a busy machine one of the page's own that comes first (a
  // refetch, the real-time reconnect), which takes the link away mid-click. Either way the app must land on /login
  // in-app, as the lines below check.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Áreas' })
    .click({ timeout: 15_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Servidor')).toHaveValue(BASE_URL);
  expect(await windowMarked(page)).toBe(true); // in the app: no page load
  await expect.poll(() => preference(page, 'auth_token')).toBeNull();
  await expect.poll(() => preference(page, 'auth_permissions')).toBeNull();
});

test('the native app logs out through /api/logout and downloads into the cache folder of the filesystem plugin', async ({
  page,
  context,
}) => {
  steps(8);
  await asNativeApp(context);
  const { token } = await signInNative(page);
  const board = page.getByRole('feed', { name: 'Tablero informativo' });
  const welcome = board.getByRole('article', { name: 'Bienvenida al nuevo sistema Gestora' });
  await expect(welcome).toBeVisible();

  // The download: fetched with the token, written by @capacitor/filesystem, handed to the opener, which has no
  // web implementation for a path and so says the file was saved.
  let browserDownload = false;
  page.on('download', () => (browserDownload = true));
  const dialog = page.waitForEvent('dialog');
  const fetched = page.waitForRequest((r) => r.url().includes('/Guia-de-inicio.pdf'));
  await welcome.getByRole('button', { name: 'Descargar Guia-de-inicio.pdf' }).click();
  expect(await (await fetched).headerValue('authorization')).toBe(`Bearer ${token}`);
  const alert = await dialog;
  expect(alert.message()).toBe('Archivo guardado, pero no se pudo abrir automáticamente.');
  await alert.accept();
  const written = await page.evaluate(
    () =>
      new Promise<{ content: string; folder: string } | undefined>((resolve, reject) => {
        const open = indexedDB.open('Disc');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result
            .transaction('FileStorage')
            .objectStore('FileStorage')
            .get('/CACHE/Guia-de-inicio.pdf');
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error);
        };
      }),
  );
  expect(written?.folder).toBe('/CACHE');
  const bytes = Buffer.from(written!.content, 'base64');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The very bytes the server holds for that file.
  const posts = (await (
    await page.request.get('/api/information_board?page=1', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { title: string; files: { file: string }[] }[] };
  const url = posts.data.find((p) => p.title === 'Bienvenida al nuevo sistema Gestora')!.files[0]!.file;
  const held = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(bytes.equals(Buffer.from(await held.body()))).toBe(true);
  expect(browserDownload).toBe(false);

  // Logout: POST /api/logout with the token, the token forgotten, /login in the app.
  await markWindow(page);
  const loggedOut = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/logout'));
  await page.getByRole('button', { name: /menú de usuario/i }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  expect(await (await loggedOut).headerValue('authorization')).toBe(`Bearer ${token}`);
  await expect(page).toHaveURL(/\/login$/);
  expect(await windowMarked(page)).toBe(true);
  await expect.poll(() => preference(page, 'auth_token')).toBeNull();
  const after = await page.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});
