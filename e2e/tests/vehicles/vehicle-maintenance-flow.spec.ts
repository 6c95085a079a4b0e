import type { Page } from '@playwright/test';
import { SPANISH_MONTHS as MONTHS } from '@gestora/contract/spanish-months';
import {
  expect,
  test,
  ADMIN,
  PHONE,
  apiAs,
  expectBadge,
  pickOption,
  settledBadge,
  signIn,
  signedInLive,
  steps,
} from '../fixtures.ts';

const PASSWORD = 'Flota-E2E-2026';
const OIL = 'Cambio de aceite y filtro';

/** 'YYYY-MM-DD' of today on this machine (the server's organisation day), `days` later. */
function isoDay(days = 0): string {
  const now = new Date();
  const local = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return new Date(local + days * 86_400_000).toISOString().slice(0, 10);
}
/** '5 de marzo de 2026', as the pages write dates. */
const spanish = (iso: string) =>
  `${Number(iso.slice(8))} de ${MONTHS[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;

/** A small real PDF (one empty page), its cross-reference offsets counted, as a workshop's invoice. */
function invoicePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type Admin = Awaited<ReturnType<typeof apiAs>>;

async function made<T>(admin: Admin, url: string, data: object): Promise<T> {
  const res = await admin.post(url, { data, headers: await admin.xsrf() });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** A role of these permissions and a user holding it (with Colaborador, as everyone), through the API. */
async function person(
  admin: Admin,
  who: { name: string; lastName: string; email: string; role: string },
  permissions: string[],
) {
  const role = await made<{ public_id: string }>(admin, '/api/roles', { name: who.role, permissions });
  const roles = (await (await admin.get('/api/role_options')).json()) as { public_id: string; name: string }[];
  const collaborator = roles.find((r) => r.name === 'Colaborador')!.public_id;
  return made<{ public_id: string }>(admin, '/api/users', {
    name: who.name,
    last_name: who.lastName,
    email: who.email,
    phone: null,
    position: null,
    department_id: null,
    role_ids: [collaborator, role.public_id],
    password: PASSWORD,
  });
}

/** The row's actions menu on a list (table row or phone card alike), then one of its items. */
async function rowAction(page: Page, rowLabel: string, item: string) {
  await page.getByRole('button', { name: `Acciones de ${rowLabel}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a driver asks for maintenance of his vehicle, a reviewer approves it, the workshop records it with its invoice; the vehicle shows it and the driver hears of both', async ({
  page,
  browser,
}) => {
  // Setup through the API, three sign-ins, a request form, a review, a record with its file, the vehicle's
  // page, and two live notices.
  steps(18);
  const run = String(Date.now()).slice(-6);
  const plate = `E2E-${run.slice(-4)}`;
  const driverEmail = `conductor.${run}@gestora.local`;
  const reviewerEmail = `revisora.${run}@gestora.local`;
  const mechanicEmail = `taller.${run}@gestora.local`;

  const admin = await apiAs(ADMIN.email, ADMIN.password);
  const driverUser = await person(
    admin,
    { name: 'Renzo', lastName: 'Quispe Huamán', email: driverEmail, role: `Conductor ${run}` },
    ['Sección de vehículos', 'Solicitudes de mantenimiento de vehículos'],
  );
  await person(
    admin,
    { name: 'Milagros', lastName: 'Chávez Rojas', email: reviewerEmail, role: `Revisión de flota ${run}` },
    ['Sección de vehículos', 'Solicitudes de mantenimiento de vehículos', 'Revisar solicitudes de mantenimiento'],
  );
  // The requests' page opens with 'Solicitudes de mantenimiento de vehículos' (routes.ts): the workshop holds it too.
  await person(
    admin,
    { name: 'Julio', lastName: 'Ramos Tello', email: mechanicEmail, role: `Taller de flota ${run}` },
    [
      'Sección de vehículos',
      'Solicitudes de mantenimiento de vehículos',
      'Módulo de vehículos',
      'Mantenimiento de vehículos',
      'Registrar mantenimientos',
    ],
  );
  const vehicle = await made<{ public_id: string }>(admin, '/api/vehicles', {
    plate,
    brand: 'Toyota',
    model: 'Hilux 2.4 4x4',
    year: 2022,
    type: 'Camioneta',
    fuel: 'Diésel',
    odometer: 45200,
    status: 'En uso',
    driver_id: driverUser.public_id,
  });
  await admin.dispose();

  // Renzo, on his phone, asks for an oil change of the pickup he drives.
  const { context: driverContext, page: driver } = await signedInLive(browser, driverEmail, PASSWORD, PHONE);
  const driverBell = await settledBadge(driver, 'bell');
  await driver.goto('/maintenance_request');
  await expect(driver.getByRole('heading', { name: 'Solicitudes de mantenimiento' })).toBeVisible();
  await driver.getByRole('link', { name: 'Nueva solicitud' }).first().click();
  await expect(driver.getByRole('heading', { name: 'Nueva solicitud de mantenimiento' })).toBeVisible();
  await pickOption(driver, /^Vehículo/, plate, new RegExp(plate));
  await pickOption(driver, /^Tipo de mantenimiento/, 'aceite', new RegExp(OIL));
  await driver.getByRole('textbox', { name: /^Kilometraje/ }).fill('46850');
  const description = 'El tablero pide el servicio de aceite';
  await driver.getByRole('textbox', { name: /^Descripción/ }).fill(description);
  await driver.getByRole('button', { name: 'Guardar' }).click();
  await expect(driver.getByText('Registro guardado con éxito')).toBeVisible();
  await expect(driver).toHaveURL(/\/maintenance_request$/);
  const rowLabel = `${plate}: ${description}`;
  const mine = driver.getByRole('listitem', { name: rowLabel });
  await expect(mine.getByText('Pendiente')).toBeVisible();

  // Milagros approves it from the fleet's requests.
  await signIn(page, reviewerEmail, PASSWORD);
  await page.goto('/maintenance_request');
  await expect(page.getByRole('table', { name: 'Solicitudes de mantenimiento' }).getByText(description)).toBeVisible();
  await rowAction(page, rowLabel, 'Revisar');
  const review = page.getByRole('dialog', { name: 'Revisar solicitud' });
  await review.getByRole('textbox', { name: /^Nota/ }).fill('Aprobado: llévela al taller mañana.');
  await review.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Se avisó al solicitante.')).toBeVisible();

  // Renzo hears of it live, without a reload.
  await expect(driver.getByText(`Solicitud aprobada: mantenimiento de ${plate}.`)).toBeVisible();
  await expectBadge(driver, 'bell', driverBell + 1);

  // Julio, at the workshop, registers the maintenance from the approved request, with its invoice.
  const { context: mechanicContext, page: mechanic } = await signedInLive(browser, mechanicEmail, PASSWORD);
  await mechanic.goto('/maintenance_request');
  await rowAction(mechanic, rowLabel, 'Registrar mantenimiento');
  const form = mechanic.getByRole('dialog', { name: 'Nuevo mantenimiento' });
  await expect(form.getByText('Atiende una solicitud')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Kilometraje/ })).toHaveValue('46,850 km');
  await form.getByRole('textbox', { name: /^Costo/ }).fill('285.50');
  await form.getByRole('textbox', { name: /^Taller/ }).fill('Toyota Mitsui Surquillo');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'factura-F001-2291.pdf',
    mimeType: 'application/pdf',
    buffer: invoicePdf(),
  });
  await expect(form.getByText('factura-F001-2291.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(mechanic.getByText('Registro guardado con éxito')).toBeVisible();
  await expect(form).toBeHidden();
  // Renzo hears of this one too, live.
  await expect(driver.getByText(`Solicitud atendida: mantenimiento de ${plate}.`)).toBeVisible();
  await expectBadge(driver, 'bell', driverBell + 2);

  // The vehicle's page: the record in its history with its invoice, the new odometer, the next oil change.
  await mechanic.goto(`/vehicle/${vehicle.public_id}`);
  await expect(mechanic.getByRole('heading', { name: plate })).toBeVisible();
  const history = mechanic.getByRole('table', { name: 'Historial de mantenimiento' });
  const done = history.getByRole('row').filter({ hasText: OIL });
  await expect(done).toContainText(spanish(isoDay()));
  await expect(done).toContainText('46,850 km');
  await expect(done).toContainText(/S\/\s?285\.50/);
  await expect(done).toContainText('Toyota Mitsui Surquillo');
  await expect(done.getByRole('cell').last()).toHaveText('1');
  // The facts come before the tables, whose 'Kilometraje' is a column's title.
  const odometer = mechanic.getByText('Kilometraje', { exact: true }).first().locator('xpath=..');
  await expect(odometer).toHaveText('Kilometraje46,850 km');
  const next = mechanic
    .getByRole('table', { name: 'Próximos mantenimientos' })
    .getByRole('row')
    .filter({ hasText: OIL });
  await expect(next).toContainText(spanish(isoDay(180)));
  await expect(next).toContainText('51,850 km');
  await expect(next).toContainText('Al día');

  // Both notices are in Renzo's bell; the newest opens his request, now attended.
  await driver.getByRole('button', { name: 'Notificaciones' }).click();
  const notices = driver.getByTestId('notification-item').filter({ hasText: `Solicitud de mantenimiento de ${plate}` });
  await expect(notices).toHaveCount(2);
  await notices.first().click();
  await expect(driver).toHaveURL(/\/maintenance_request\/edit\/[0-9a-f-]+$/);
  await expect(driver.getByText(description)).toBeVisible();
  await expect(driver.getByText('Atendida').first()).toBeVisible();

  await driverContext.close();
  await mechanicContext.close();
});
