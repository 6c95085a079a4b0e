// What every screenshot script shares: Debian's Chromium started headless, the two widths we look at, a picture
// that waits for the page to settle (and warns when anything scrolls sideways), sign-in, and JSON calls with the
// page's session. For looking at the screens, not a test.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });
}

/** Lets transitions and lazy chunks settle before a picture. */
export async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(450);
}

/** `shot(page, vp, name)` writes `${out}/${vp.name}-${name}.png`; on a phone also the end of the page. */
export function shooter(out) {
  mkdirSync(out, { recursive: true });
  return async function shot(page, vp, name, { fullPage = true } = {}) {
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) console.warn(`! ${vp.name}/${name}: ${overflow}px wider than the window`);
    const file = `${out}/${vp.name}-${name}.png`;
    // A phone's full-page capture repeats the fixed top bar mid-page: take the end of the page instead.
    await page.screenshot({ path: file, fullPage: fullPage && vp.name !== 'phone' });
    console.log(file);
    if (fullPage && vp.name === 'phone') {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(250);
      await page.screenshot({ path: `${out}/${vp.name}-${name}-end.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  };
}

export async function login(page, base, email, password) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: /Ingresar|Iniciar sesión/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A browser context of `vp`'s size in Spanish and its page, which warns of script errors and 5xx answers. */
export async function watchedPage(browser, vp) {
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'es-CL' });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.warn(`! page error on ${page.url()}: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 500) console.warn(`! ${res.status()} ${res.url()}`);
  });
  return { context, page };
}

/** A browser context of `vp`'s size in Spanish, signed in as `email`: its page and its JSON calls. */
export async function signedIn(browser, vp, base, email, password) {
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'es-CL' });
  const page = await context.newPage();
  await login(page, base, email, password);
  return { context, page, http: api(context, base) };
}

/** JSON (or multipart) calls with the page's session cookie and its XSRF token. */
export function api(context, base) {
  const call = async (method, url, data, multipart) => {
    const xsrf = (await context.cookies(base)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await context.request.fetch(`${base}${url}`, {
      method,
      data,
      multipart,
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    });
    if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  return {
    get: (u) => call('GET', u),
    post: (u, d) => call('POST', u, d),
    put: (u, d) => call('PUT', u, d),
    upload: (u, files) => call('POST', u, undefined, { files }),
  };
}

/**
 * How a script starts: the app's address and the output folder from its command line (`[baseURL] [outDir]`, else
 * the script's `base` and `out`), the account from SHOT_EMAIL / SHOT_PASSWORD (else the script's `email` and
 * `password`, else the first administrator), Chromium, and `shot`, `login`, `api` and `signedIn` bound to them
 * (`login` and `signedIn` sign in as that account unless given another).
 */
export async function screenSession(defaults) {
  const base = process.argv[2] ?? defaults.base;
  const out = process.argv[3] ?? defaults.out;
  const account = {
    email: process.env.SHOT_EMAIL ?? defaults.email ?? 'admin@gestora.local',
    password: process.env.SHOT_PASSWORD ?? defaults.password ?? 'Admin-Clave-2026',
  };
  const browser = await launchChromium();
  return {
    base,
    out,
    account,
    browser,
    shot: shooter(out),
    watchedPage: (vp) => watchedPage(browser, vp),
    login: (page, who = account) => login(page, base, who.email, who.password),
    api: (context) => api(context, base),
    signedIn: (vp, who = account) => signedIn(browser, vp, base, who.email, who.password),
  };
}

/**
 * What the scripts configured by environment read: BASE_URL and OUT_DIR (else the script's `base` and `out`), and
 * the administrator from ADMIN_EMAIL / ADMIN_PASSWORD (else the first administrator).
 */
export function envSettings(defaults) {
  return {
    BASE_URL: process.env.BASE_URL ?? defaults.base,
    OUT_DIR: process.env.OUT_DIR ?? defaults.out,
    ADMIN: {
      email: process.env.ADMIN_EMAIL ?? 'admin@gestora.local',
      password: process.env.ADMIN_PASSWORD ?? 'Admin-Clave-2026',
    },
  };
}
