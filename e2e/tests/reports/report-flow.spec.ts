import ExcelJS from 'exceljs';
import { expect, test, ADMIN, signIn, steps } from '../fixtures.ts';

const PROJECT = 'Recambio de alumbrado público en cerros de Valparaíso';

test('a figure of the fulfilment report opens the tasks it counts, and their XLSX holds exactly them', async ({
  page,
}) => {
  // A sign-in, the report, a figure, its list, the export menu and its download.
  steps(7);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/report/project_fulfillment');
  await expect(page.getByRole('heading', { name: 'Cumplimiento de proyectos' })).toBeVisible();

  // The demo project has tasks finished late: the figure's link names its count.
  const figure = page.getByRole('link', { name: new RegExp(`^Con retraso de ${PROJECT}: \\d+$`) });
  const label = (await figure.getAttribute('aria-label')) ?? '';
  const count = Number(label.split(': ').pop());
  expect(count, label).toBeGreaterThan(0);
  await figure.click();

  await expect(page).toHaveURL(/\/report\/project\/filter_task_in_project\/[0-9a-f-]+\/late/);
  await expect(page.getByRole('heading', { name: `Con retraso de ${PROJECT}` })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(count);
  const titles = (await table.locator('tbody tr td:first-child').allInnerTexts()).map((t) => t.trim());

  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tareas-del-informe-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText(/^Archivo descargado: tareas-del-informe-/)).toBeVisible();

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
  const [header, ...body] = rows.map((r) => r.slice(1));
  expect(header.slice(0, 2)).toEqual(['Tarea', 'Proyecto']);
  expect(body).toHaveLength(count);
  expect(body.map((r) => String(r[0])).sort()).toEqual([...titles].sort());
  for (const r of body) {
    expect(r[1]).toBe(PROJECT);
    // 'Días de retraso': every task of this figure was finished after its end date.
    expect(Number(r[header.indexOf('Días de retraso')])).toBeGreaterThan(0);
  }
});
