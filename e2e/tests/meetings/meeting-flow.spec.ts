import { expect, test, ADMIN, signIn, steps } from '../fixtures.ts';

test('a meeting is created, started, an agreement becomes a ticket, it is finished and its tickets are listed', async ({
  page,
}) => {
  // Sign-in, the form, the show page, start, attendance, minutes, an agreement, finishing, and the tickets page.
  steps(11);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/create_meeting');
  await page.getByRole('textbox', { name: /^Título/ }).fill('Comité E2E de seguimiento');
  await page.getByRole('textbox', { name: /^Lugar/ }).fill('Sala 4');
  const people = page.getByRole('combobox', { name: /^Participantes/ });
  await people.click();
  await people.fill('Lucía');
  await page
    .getByRole('option', { name: /Lucía Fernández/ })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro guardado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/meeting\/show\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Comité E2E de seguimiento' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Programada')).toBeVisible();

  // The organiser runs it.
  await page.getByRole('link', { name: 'Iniciar reunión' }).click();
  await expect(page).toHaveURL(`/meeting/start/${id}`);
  await page.getByRole('button', { name: 'Iniciar reunión' }).click();
  await expect(page.getByRole('main').getByText('En curso')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Asistió Lucía Fernández Castro' }).check();
  await page.getByRole('button', { name: 'Guardar asistencia' }).click();
  await expect(page.getByText('Registro actualizado con éxito')).toBeVisible();

  await page.getByLabel('Acta', { exact: true }).fill('Se revisaron los pendientes del trimestre.');

  const agreement = page.getByRole('form', { name: 'Nuevo acuerdo' });
  await agreement.getByRole('textbox', { name: /^Acuerdo/ }).fill('Enviar el informe de cierre');
  const responsible = agreement.getByRole('combobox', { name: /^Responsable/ });
  await responsible.click();
  await responsible.fill('Lucía');
  await page
    .getByRole('option', { name: /Lucía Fernández/ })
    .first()
    .click();
  await agreement.getByRole('button', { name: 'Agregar acuerdo' }).click();
  await expect(page.getByText(/Se creó el ticket TCK-\d{4}-\d{5} para el acuerdo/)).toBeVisible();
  const agreements = page.getByRole('table', { name: 'Acuerdos de la reunión' });
  await expect(agreements.getByText('Enviar el informe de cierre')).toBeVisible();

  await page.getByRole('button', { name: 'Finalizar reunión' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finalizar reunión' }).click();
  await expect(page).toHaveURL(`/meeting/show/${id}`);
  await expect(page.getByRole('main').getByText('Finalizada', { exact: true })).toBeVisible();
  await expect(page.getByText('Se revisaron los pendientes del trimestre.')).toBeVisible();

  // Its tickets, with their status.
  await page.getByRole('link', { name: 'Ver tickets' }).click();
  await expect(page).toHaveURL(`/ticket_in_meetings/${id}`);
  const row = page
    .getByRole('table', { name: 'Tickets de la reunión' })
    .getByRole('row', { name: /Enviar el informe de cierre/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Abierto')).toBeVisible();
  await expect(row.getByText(/Lucía Fernández/)).toBeVisible();
});
