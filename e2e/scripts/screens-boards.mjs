#!/usr/bin/env node
// Screenshots of the screens whose lists PostgreSQL writes since 2026-11-28 (the boards of posts and ideas, the
// author's own posts, RAG documents, the ticket notifications, a ticket search; the bell and menus are
// screens-notifications.mjs's) at desktop and phone widths,
// with demo data, for a person to look at. Needs a running app with `--demo`; BASE_URL, OUT_DIR, ADMIN_EMAIL,
// ADMIN_PASSWORD, CHROMIUM_PATH override.
import { launchChromium, login, shooter, VIEWPORTS } from './screens-kit.mjs';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3301';
const shot = shooter(process.env.OUT_DIR ?? '/tmp/shots-boards');
const EMAIL = process.env.ADMIN_EMAIL ?? 'admin@demo.local';
const PASSWORD = process.env.ADMIN_PASSWORD ?? 'Demo-Clave-2026';

const browser = await launchChromium();
for (const vp of VIEWPORTS) {
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'es-CL' });
  const page = await context.newPage();
  await login(page, BASE_URL, EMAIL, PASSWORD);
  for (const [route, name] of [
    ['/', 'home'],
    ['/idea', 'ideas'],
    ['/information_board', 'my-posts'],
    ['/rag', 'rag'],
    ['/ticket?q=impresora', 'ticket-search'],
    ['/notification/all_tickets_notifications/1', 'ticket-notifications'],
  ]) {
    await page.goto(`${BASE_URL}${route}`);
    await shot(page, vp, name);
  }
  await page.goto(`${BASE_URL}/`);
  await page.getByRole('tab', { name: 'Ideas' }).click();
  await shot(page, vp, 'home-ideas');
  await context.close();
}
await browser.close();
