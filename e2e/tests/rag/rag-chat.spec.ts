import { makePdf } from '../../../apps/api/src/test/text-pdf.test-utils.ts';
import { expect, test, ADMIN, signIn, steps } from '../fixtures.ts';

test('a document manager uploads a PDF and the Chat IA answers from it, citing it', async ({ page }) => {
  steps(10);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Documentos RAG', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos RAG' })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo documento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo documento' });
  await dialog.getByLabel(/^Título/).fill('Protocolo de visitas al laboratorio');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'visitas.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf([
      'Protocolo de visitas',
      'Las visitas al laboratorio de calidad se agendan con el supervisor de turno.',
      'Todo visitante usa bata blanca y lentes de seguridad.',
    ]),
  });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  // The save extracts the PDF's text and indexes its passages before it answers: the flow's longest step, which
  // took more than the default 10 s on a 2-core machine under `stress --cpu 2`.
  await expect(page.getByText('Registro guardado con éxito')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: /Protocolo de visitas al laboratorio/ }).first()).toBeVisible();
  await expect(page.getByText('visitas.pdf').first()).toBeVisible();

  await page.getByRole('button', { name: 'Chat IA' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat IA' });
  await expect(chat.getByRole('combobox', { name: 'Área' })).toHaveValue('Todos');
  const question = chat.getByRole('textbox', { name: 'Pregunta' });
  await expect(question).toHaveAttribute('rows', '3');

  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(chat.getByText('Ingrese una pregunta')).toBeVisible();

  // Typed as a person types (about a second): the spec's single-toast rule drops a toast that comes within 390 ms of
  // the previous one ('Ingrese una pregunta'), and a fill plus a fast answer can come sooner than that.
  await question.pressSequentially('¿Con quién se agendan las visitas al laboratorio?', { delay: 20 });
  await chat.getByRole('button', { name: 'Enviar' }).click();
  const answer = chat.getByTestId('chat-answer');
  await expect(answer).toContainText('supervisor de turno');
  await expect(chat.getByTestId('chat-sources')).toContainText('Protocolo de visitas al laboratorio');
  await expect(page.getByText('Registro actualizado con éxito')).toBeVisible();
  // The sentence that answers, its words marked; the whole passage only on demand.
  const sentence = chat.getByTestId('chat-sentence').first();
  await expect(sentence).toContainText('supervisor de turno');
  await expect(sentence.locator('mark').first()).toBeVisible();
  await expect(chat.getByTestId('chat-passage')).toHaveCount(0);
  await chat.getByRole('button', { name: 'Ver el pasaje completo' }).first().click();
  await expect(chat.getByTestId('chat-passage').first()).toContainText('bata blanca');
  // Line breaks kept; the body takes 80 % of the window once there is an answer.
  await expect(chat.getByTestId('chat-lead')).toHaveCSS('white-space', 'pre-line');
  const height = await chat.locator('.mantine-Modal-body').evaluate((el) => el.getBoundingClientRect().height);
  const viewport = page.viewportSize()!.height;
  expect(Math.abs(height - 0.8 * viewport)).toBeLessThan(4);

  // Static: neither Escape nor a click outside closes it.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(chat).toBeVisible();
});

test("a failed send says 'Información incompleta' and 'Enviar' waits for the answer", async ({ page }) => {
  steps(5);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('button', { name: 'Chat IA' })).toBeVisible();
  let release: () => void = () => undefined;
  await page.route('**/api/chat_ia_rag', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Error"}' });
  });
  await page.getByRole('button', { name: 'Chat IA' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat IA' });
  await chat.getByRole('textbox', { name: 'Pregunta' }).fill('¿Cuántos días de vacaciones tengo?');
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(chat.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  release();
  await expect(page.getByText('Información incompleta')).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Enviar' })).toBeEnabled();
});
