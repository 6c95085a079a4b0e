#!/usr/bin/env node
// Screenshots of the home page's three tabs (Tablero informativo, Gestión, Ideas), an idea's AI analysis, and the
// management screens (/information_board, its create and edit forms, /idea with its modal) at desktop and phone
// width, with the demo data. For looking at the screens, not a test. Start the app with --demo first, e.g.:
//   PORT=3442 DATA_DIR=/tmp/home-shots node scripts/start.mjs --demo
// then: node e2e/scripts/screens-home.mjs [baseURL] [outDir]
import { screenSession, VIEWPORTS } from './screens-kit.mjs';

// The head of IT: an administrator with posts of his own, in a department with a post addressed to it.
const { base, account, browser, shot, login, api } = await screenSession({
  base: 'http://localhost:3442',
  out: '/work/shots/home',
  email: 'andres.sanchez@gestora.local',
  password: 'Gestora2026!',
});
const IDEA_AUTHOR = process.env.SHOT_IDEA_AUTHOR ?? 'lucia.fernandez@gestora.local';

for (const vp of VIEWPORTS) {
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'es-CL' });
  const page = await context.newPage();
  await login(page);
  const http = api(context);

  await page.goto(`${base}/`);
  await page.getByRole('feed', { name: 'Tablero informativo' }).getByRole('article').first().waitFor();
  await shot(page, vp, 'home-board');

  await page.getByRole('tab', { name: 'Gestión' }).click();
  await page.getByRole('heading', { name: 'Tickes' }).waitFor();
  await shot(page, vp, 'home-management');

  await page.getByRole('tab', { name: 'Ideas' }).click();
  await page.getByRole('feed', { name: 'Ideas' }).getByRole('article').first().waitFor();
  await shot(page, vp, 'home-ideas');
  await page.getByRole('button', { name: 'Análisis IA' }).first().click();
  await page.getByRole('dialog', { name: 'Análisis con inteligencia artificial' }).waitFor();
  await shot(page, vp, 'home-idea-analysis', { fullPage: false });
  await page.keyboard.press('Escape');

  await page.goto(`${base}/information_board`);
  await page.getByRole('heading', { name: 'Tablero informativo' }).waitFor();
  await shot(page, vp, 'board-manage');

  await page.goto(`${base}/information_board/create`);
  await page.getByLabel('Título').waitFor();
  await shot(page, vp, 'board-create');

  const mine = await http.get('/api/my_information_board');
  const withFiles = mine.data.find((p) => p.files.length) ?? mine.data[0];
  await page.goto(`${base}/information_board/edit/${withFiles.public_id}`);
  await page.getByLabel('Título').waitFor();
  await shot(page, vp, 'board-edit');

  await page.goto(`${base}/idea`);
  await page.getByRole('heading', { name: 'Mis ideas' }).waitFor();
  await shot(page, vp, 'ideas-manage');
  await page.getByRole('button', { name: 'Nueva idea' }).first().click();
  await page.getByLabel('Título').fill('Rendiciones digitales');
  await page.waitForTimeout(900);
  await shot(page, vp, 'ideas-modal', { fullPage: false });
  await context.close();

  // An author whose idea has its analysis: /idea links to it, and the link opens it over the ideas board.
  const authorContext = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'es-CL' });
  const authorPage = await authorContext.newPage();
  await login(authorPage, { email: IDEA_AUTHOR, password: account.password });
  await authorPage.goto(`${base}/idea`);
  await authorPage.getByRole('link', { name: 'Ver análisis' }).first().waitFor();
  await shot(authorPage, vp, 'ideas-manage-author');
  await authorPage.getByRole('link', { name: 'Ver análisis' }).first().click();
  await authorPage.getByRole('dialog', { name: 'Análisis con inteligencia artificial' }).waitFor();
  await shot(authorPage, vp, 'ideas-linked-analysis', { fullPage: false });
  await authorContext.close();
}
await browser.close();
