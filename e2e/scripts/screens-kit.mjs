// What every screenshot script shares: Debian's Chromium started headless, the two widths we look at, a picture
// that waits for the page to settle (and warns when anything scrolls sideways), sign-in, and JSON calls with the
// page's session. For looking at the screens, not a test.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
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
