#!/usr/bin/env node
// Screenshots of /rag ('Documentos RAG' with its create and edit modals) and of the 'Chat IA' modal before and
// after an answer, at desktop and phone width, with the demo data. For looking at the screens, not a test. Start
// the app with --demo first, e.g.:
//   PORT=3131 DATA_DIR=/tmp/rag-shots SEED_ADMIN_EMAIL=admin@gestora.local SEED_ADMIN_PASSWORD=Admin-Clave-2026 \
//     node scripts/start.mjs --demo
// then: node e2e/scripts/screens-rag.mjs [baseURL] [outDir]
import { screenSession, VIEWPORTS } from './screens-kit.mjs';

const { base, browser, shot, login } = await screenSession({ base: 'http://localhost:3131', out: '/work/shots/rag' });
const QUESTION = process.env.SHOT_QUESTION ?? '¿Cuántos días de vacaciones me corresponden al año?';

for (const vp of VIEWPORTS) {
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'es-CL' });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.warn(`! page error on ${page.url()}: ${err.message}`));
  await login(page);

  await page.goto(`${base}/rag`);
  await page.getByRole('heading', { name: 'Documentos RAG' }).waitFor();
  // A table on a desktop, a list of cards on a phone.
  const firstRow =
    vp.name === 'phone'
      ? page.getByRole('list', { name: 'Documentos RAG' }).getByRole('listitem').first()
      : page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first();
  await firstRow.waitFor();
  await shot(page, vp, 'rag');

  await page.getByRole('button', { name: 'Nuevo documento' }).first().click();
  await page.getByRole('dialog').waitFor();
  await shot(page, vp, 'rag-create', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  await firstRow.click();
  await page.getByRole('dialog').waitFor();
  await shot(page, vp, 'rag-edit', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Chat IA' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat IA' });
  await chat.waitFor();
  await shot(page, vp, 'chat', { fullPage: false });
  await chat.getByLabel('Pregunta').fill(QUESTION);
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await chat.getByTestId('chat-answer').waitFor();
  await shot(page, vp, 'chat-answer', { fullPage: false });
  await context.close();
}
await browser.close();
