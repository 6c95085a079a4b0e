#!/usr/bin/env node
// Screenshots of the three searches whose statements changed on 2026-11-28 (the tickets of Administración, Soluciones
// a tickets, the meetings), typed in their search boxes as a user does, at desktop and phone width, on the demo data.
// For looking at the screens, not a test. Start the app with --demo first (see screens-tickets.mjs), then:
//   node e2e/scripts/screens-searches.mjs [baseURL] [outDir]
import { screenSession, VIEWPORTS } from './screens-kit.mjs';

const { base, browser, shot, login } = await screenSession({
  base: 'http://localhost:3422',
  out: '/tmp/shots-searches',
});
const SEARCHES = [
  { name: 'tickets-search', path: '/ticket', box: /Buscar/, word: 'correo' },
  { name: 'solutions-search', path: '/find_ticket', box: 'Buscar en las soluciones', word: 'sensor' },
  { name: 'meetings-search', path: '/meetings', box: /Buscar/, word: 'comité' },
];

for (const vp of VIEWPORTS) {
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'es-PE' });
  const page = await context.newPage();
  await login(page);
  for (const s of SEARCHES) {
    await page.goto(`${base}${s.path}`);
    await page.getByPlaceholder(s.box).first().fill(s.word);
    await shot(page, vp, s.name);
  }
  await context.close();
}
await browser.close();
