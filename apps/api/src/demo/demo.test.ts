import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLABORATOR_PERMISSIONS } from '@gestora/contract/permissions';
import { ADMIN_EMAIL, ADMIN_PASSWORD, build, type Harness } from '../test/harness.ts';
import { departments } from '../modules/departments/departments.table.ts';
import { userRoles, users } from '../modules/users/users.table.ts';
import { DEMO_PASSWORD } from './demo-organisation.ts';
import { microTasks } from '../modules/micro-tasks/micro-tasks.table.ts';
import { projects } from '../modules/projects/projects.table.ts';
import { taskMembers, tasks } from '../modules/tasks/tasks.table.ts';
import { ticketComments, tickets } from '../modules/tickets/tickets.table.ts';
import { seedDemo } from './demo.ts';
import { meetingParticipants, meetings } from '../modules/meetings/meetings.table.ts';
import { seed } from '../db/seed.ts';
import { DEMO_ORGANISER_ROLE } from './demo-meetings.ts';
import { roles } from '../modules/roles/roles.table.ts';
import { permissionsOf } from '../modules/auth/sessions.service.ts';
import { ZVehicleRequest } from '@gestora/contract/vehicles/vehicles.schema';
import {
  dueState,
  plateKey,
  REQUEST_STATUSES,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
} from '@gestora/contract/vehicles/vehicle-states';
import {
  maintenanceRecords,
  maintenanceRequests,
  maintenanceTypes,
  vehicleMaintenanceDue,
  vehicleOdometerReadings,
} from '../modules/vehicles/maintenance.table.ts';
import { vehicles } from '../modules/vehicles/vehicles.table.ts';
import { todayIso } from '../lib/dates.ts';
import { selfAssignedCategories, selfAssignedTasks } from '../modules/self-assigned/self-assigned.table.ts';
import { SELF_TASK_STATUSES, ZSelfTaskBoard } from '@gestora/contract/self-assigned/self-assigned.schema';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

const counts = async () => ({
  departments: (await h.app.db.select({ n: count() }).from(departments))[0].n,
  users: (await h.app.db.select({ n: count() }).from(users))[0].n,
  userRoles: (await h.app.db.select({ n: count() }).from(userRoles))[0].n,
  selfCategories: (await h.app.db.select({ n: count() }).from(selfAssignedCategories))[0].n,
  selfTasks: (await h.app.db.select({ n: count() }).from(selfAssignedTasks))[0].n,
});

const signIn = async (email: string) => {
  const res = await h.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } });
  return { status: res.statusCode, body: res.json() };
};

describe('demo data', () => {
  it('fills an empty organisation once, and a second start adds nothing', async () => {
    expect(DEMO_PASSWORD).toBe('Gestora2026!');
    const made = await seedDemo(h.app.db, h.app.log);
    expect(made).toMatchObject({ created: true, departments: 9, users: 22 });
    const first = await counts();
    expect({ categories: made.selfCategories, tasks: made.selfTasks }).toEqual({
      categories: first.selfCategories,
      tasks: first.selfTasks,
    });
    expect(first.selfTasks).toBeGreaterThanOrEqual(22 * 8);
    expect(first.departments).toBeGreaterThanOrEqual(6);
    expect(first.users).toBeGreaterThanOrEqual(20);

    // What `npm start -- --demo` does on the next start: seed, then the demo data.
    await seed(h.app.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect((await seedDemo(h.app.db, h.app.log)).created).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it('gives people Spanish names, positions, areas and roles', async () => {
    const admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
    const people = (await h.app.db.query.users.findMany()).filter((u) => u.email.endsWith('@gestora.local'));
    expect(people.length).toBeGreaterThanOrEqual(20);
    expect(people.some((u) => /[áéíóúñ]/i.test(u.name + u.lastName))).toBe(true);
    for (const u of people) {
      expect(u.position, u.email).toBeTruthy();
      expect(u.departmentId, u.email).not.toBeNull();
      expect(u.email, u.email).toMatch(/^[a-z]+\.[a-z]+@gestora\.local$/);
    }
    const active = (await admin.inject({ method: 'GET', url: '/api/active_departments' })).json();
    expect(active.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['Recursos Humanos', 'Tecnologías de la Información']),
    );
  });

  it('signs in lucia.fernandez as a Colaborador only and maria.gonzalez as an Administrador', async () => {
    const lucia = await signIn('lucia.fernandez@gestora.local');
    expect(lucia.status).toBe(200);
    expect(lucia.body.user.roles.map((r: { name: string }) => r.name)).toEqual(['Colaborador']);
    expect(lucia.body.permissions).toEqual([...COLLABORATOR_PERMISSIONS].sort());

    const maria = await signIn('maria.gonzalez@gestora.local');
    expect(maria.status).toBe(200);
    expect(maria.body.user).toMatchObject({
      name: 'María José',
      last_name: 'González Pérez',
      position: 'Directora general',
    });
    expect(maria.body.user.roles.map((r: { name: string }) => r.name)).toEqual(['Administrador']);
    expect(maria.body.permissions).toEqual(
      expect.arrayContaining(['Ver usuarios', 'Ver roles', 'Ver registro de seguridad']),
    );
  });

  it('gives every project status and every task status examples, late and on time', async () => {
    const all = await h.app.db.select().from(projects);
    expect(new Set(all.map((p) => p.status))).toEqual(
      new Set(['Planificado', 'En curso', 'Pausado', 'Finalizado', 'Cancelado']),
    );
    const work = await h.app.db.select().from(tasks);
    expect(new Set(work.map((t) => t.status))).toEqual(new Set(['1', '2', '3', '4', '5']));
    const today = new Date().toISOString().slice(0, 10);
    const finished = work.filter((t) => t.status === '5' && t.endDate);
    const lateFinished = finished.filter((t) => t.completedAt!.toISOString().slice(0, 10) > t.endDate!);
    expect(lateFinished.length).toBeGreaterThan(0);
    expect(finished.length - lateFinished.length).toBeGreaterThan(0);
    expect(work.some((t) => t.status !== '5' && t.endDate && t.endDate < today)).toBe(true);
    expect(work.some((t) => t.status !== '5' && t.endDate === today)).toBe(true);
    expect(work.some((t) => t.endDate === null)).toBe(true);
    // The collaborator has assigned work and micro-tasks of her own to show.
    const lucia = await h.userByEmail('lucia.fernandez@gestora.local');
    const mine = await h.app.db.select().from(taskMembers).where(eq(taskMembers.userId, lucia.id));
    expect(mine.length).toBeGreaterThan(2);
    expect(
      (await h.app.db.select().from(microTasks).where(eq(microTasks.responsibleId, lucia.id))).length,
    ).toBeGreaterThan(0);
  });

  it('gives every ticket status examples, some overdue, with comments, findable by code', async () => {
    const all = await h.app.db.select().from(tickets);
    expect(new Set(all.map((t) => t.status))).toEqual(
      new Set(['Abierto', 'En proceso', 'Resuelto', 'Cerrado', 'Rechazado']),
    );
    const now = Date.now();
    const open = all.filter((t) => t.status === 'Abierto' || t.status === 'En proceso');
    expect(open.some((t) => t.dueAt!.getTime() < now)).toBe(true);
    expect(open.some((t) => t.dueAt!.getTime() > now)).toBe(true);
    expect((await h.app.db.select().from(ticketComments)).length).toBeGreaterThan(2);
    const lucia = await h.as('lucia.fernandez@gestora.local', DEMO_PASSWORD);
    const solved = all.find((t) => t.status === 'Resuelto')!;
    const found = await lucia.inject({ method: 'GET', url: `/api/find_ticket/${solved.code}` });
    expect(found.statusCode).toBe(200);
    expect(found.json().solution).toBe(solved.solution);
  });
  it('has meetings past and future, the finished ones with minutes, attendance and agreements as tickets', async () => {
    const all = await h.app.db.select().from(meetings);
    expect(new Set(all.map((m) => m.status))).toEqual(new Set(['Programada', 'Finalizada', 'Cancelada']));
    const now = Date.now();
    expect(all.some((m) => m.startAt.getTime() > now)).toBe(true);
    const finished = all.filter((m) => m.status === 'Finalizada');
    expect(finished.every((m) => m.minutes)).toBe(true);
    const attendance = await h.app.db.select().from(meetingParticipants);
    expect(attendance.some((p) => p.attended === false)).toBe(true);
    const raised = (await h.app.db.select().from(tickets)).filter((t) => t.meetingId !== null);
    expect(raised.length).toBeGreaterThan(3);
    expect(new Set(raised.map((t) => t.meetingId))).toEqual(new Set(finished.map((m) => m.id)));
  });

  it('lets the organiser of every meeting still to run start it, the first administrator and the heads of area', async () => {
    type Listed = { title: string; status: string; organizer: { name: string }; can: { run: boolean } };
    const runnable = async (as: Awaited<ReturnType<typeof h.as>>) => {
      const res = await as.inject({ method: 'GET', url: '/api/my_meetings?per_page=50' });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: Listed[] }).data.filter((m) => m.can.run).map((m) => m.title);
    };
    const admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(await runnable(admin)).toEqual(['Presentación de Gestora a las jefaturas']);
    // A Colaborador who organises: the demo's organiser role lets them edit and run their own meeting.
    const ricardo = await h.as('ricardo.flores@gestora.local', DEMO_PASSWORD);
    expect(await runnable(ricardo)).toEqual(['Planificación de la flota 2027']);
    const organisers = await h.app.db
      .selectDistinct({ id: meetings.organizerId })
      .from(meetings)
      .where(eq(meetings.status, 'Programada'));
    expect(organisers.length).toBeGreaterThan(3);
    for (const { id } of organisers) {
      expect(id).not.toBeNull();
      expect(await permissionsOf(h.app.db, id!), `user ${id}`).toContain('Iniciar reunión');
    }
    // Only the organisers got it: Lucía stays a Colaborador (the test above).
    const [role] = await h.app.db.select().from(roles).where(eq(roles.name, DEMO_ORGANISER_ROLE));
    const holders = await h.app.db.select().from(userRoles).where(eq(userRoles.roleId, role.id));
    expect(holders.length).toBe(4);
  });

  it('gives the first administrator meetings, tasks and calendar items of their own', async () => {
    // The harness's administrator is the first start's (seed.ts), made before the demo's people.
    const admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
    const mine = await admin.inject({ method: 'GET', url: '/api/my_meetings' });
    expect(mine.statusCode, mine.body).toBe(200);
    const meetingsOfMine = mine.json() as { total: number; data: { title: string; status: string }[] };
    expect(meetingsOfMine.total).toBe(5);
    expect(new Set(meetingsOfMine.data.map((m) => m.status))).toEqual(new Set(['Programada', 'Finalizada']));
    const tasksOfMine = await admin.inject({ method: 'GET', url: '/api/my_tasks' });
    expect(tasksOfMine.statusCode, tasksOfMine.body).toBe(200);
    expect((tasksOfMine.json() as { total: number }).total).toBe(6);
    const now = Date.now();
    const range = `start=${new Date(now - 20 * 86_400_000).toISOString()}&end=${new Date(now + 40 * 86_400_000).toISOString()}`;
    const calendar = await admin.inject({ method: 'GET', url: `/api/calendar_events?${range}` });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const items = (calendar.json() as { data: { kind: string; start: string }[] }).data;
    expect(items.some((i) => i.kind === 'task')).toBe(true);
    // Today and tomorrow stay free for what they add (the e2e suite drags a task of today onto tomorrow).
    const afterTomorrow = new Date(now + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(items.filter((i) => i.kind === 'task' && i.start < afterTomorrow)).toEqual([]);
  });
});

describe('demo fleet', () => {
  const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

  it('has vehicles of every type and status, one inactive, with plates, VINs and data the API accepts', async () => {
    const fleet = await h.app.db.select().from(vehicles);
    expect(fleet.length).toBe(15);
    expect(new Set(fleet.map((v) => v.type))).toEqual(new Set(VEHICLE_TYPES));
    expect(new Set(fleet.map((v) => v.status))).toEqual(new Set(VEHICLE_STATUSES));
    expect(fleet.filter((v) => !v.active).length).toBe(1);
    expect(new Set(fleet.map((v) => v.plateKey)).size).toBe(15);
    for (const v of fleet) {
      expect(v.plateKey, v.plate).toBe(plateKey(v.plate));
      const asTyped = ZVehicleRequest.safeParse({
        plate: v.plate,
        brand: v.brand,
        model: v.model,
        year: v.year,
        colour: v.colour,
        type: v.type,
        vin: v.vin,
        engine_number: v.engineNumber,
        fuel: v.fuel,
        odometer: v.odometer,
        status: v.status,
        insurance_expires_on: v.insuranceExpiresOn,
        inspection_expires_on: v.inspectionExpiresOn,
        notes: v.notes,
        active: v.active,
      });
      expect(asTyped.error?.issues, v.plate).toBeUndefined();
      expect(v.departmentId, v.plate).not.toBeNull();
      expect(v.responsibleId ?? v.driverId, v.plate).not.toBeNull();
    }
    expect(fleet.some((v) => /^\d{4}-[A-Z]{2}$/.test(v.plate) && v.type === 'Motocicleta')).toBe(true);
    expect(fleet.every((v) => v.status !== 'En uso' || v.driverId !== null)).toBe(true);
  });

  it('gives each vehicle a year of records and readings that only rise, its odometer the highest', async () => {
    const types = await h.app.db.select().from(maintenanceTypes);
    expect(types.length).toBeGreaterThanOrEqual(6);
    expect(types.some((t) => t.intervalKm === null && t.intervalDays === null)).toBe(true);
    const fleet = await h.app.db.select().from(vehicles);
    const records = await h.app.db.select().from(maintenanceRecords);
    const readings = await h.app.db.select().from(vehicleOdometerReadings);
    const today = todayIso(h.app.config.orgTimezone);
    for (const v of fleet) {
      const mine = records.filter((r) => r.vehicleId === v.id);
      expect(mine.length, v.plate).toBeGreaterThanOrEqual(4);
      expect(mine.length, v.plate).toBeLessThanOrEqual(18);
      expect(mine.every((r) => r.performedOn < today && daysBetween(r.performedOn, today) <= 400)).toBe(true);
      expect(mine.every((r) => Number(r.cost) > 0 && r.workshop)).toBe(true);
      const read = readings
        .filter((r) => r.vehicleId === v.id)
        .sort((a, b) => a.readOn.localeCompare(b.readOn) || a.odometer - b.odometer);
      expect(read.filter((r) => r.source === 'Registro').length, v.plate).toBe(1);
      expect(read[0].source, v.plate).toBe('Registro');
      expect(read.filter((r) => r.source === 'Mantenimiento').length, v.plate).toBe(mine.length);
      for (let i = 1; i < read.length; i++)
        expect(read[i].odometer, v.plate).toBeGreaterThanOrEqual(read[i - 1].odometer);
      expect(v.odometer, v.plate).toBe(Math.max(...read.map((r) => r.odometer)));
    }
    // Soles as workshops in Lima charge them: an oil change of a car, a truck's service.
    const oil = types.find((t) => t.name === 'Cambio de aceite y filtro')!;
    const carIds = new Set(fleet.filter((v) => v.type === 'Automóvil').map((v) => v.id));
    const carOil = records.filter((r) => r.typeId === oil.id && carIds.has(r.vehicleId)).map((r) => Number(r.cost));
    expect(Math.min(...carOil)).toBeGreaterThanOrEqual(180);
    expect(Math.max(...carOil)).toBeLessThanOrEqual(350);
  });

  it('leaves some maintenance due soon, some overdue and most fine, an insurance expiring and an inspection expired', async () => {
    const today = todayIso(h.app.config.orgTimezone);
    const due = await h.app.db
      .select({
        plate: vehicles.plate,
        odometer: vehicles.odometer,
        nextDueOn: vehicleMaintenanceDue.nextDueOn,
        nextDueKm: vehicleMaintenanceDue.nextDueKm,
      })
      .from(vehicleMaintenanceDue)
      .innerJoin(vehicles, eq(vehicles.id, vehicleMaintenanceDue.vehicleId))
      .where(eq(vehicles.active, true));
    const preventive = (await h.app.db.select().from(maintenanceTypes)).filter((t) => t.intervalKm || t.intervalDays);
    expect(due.length).toBe(14 * preventive.length);
    const states = due.map((d) =>
      dueState(
        d.nextDueOn === null ? null : daysBetween(today, d.nextDueOn),
        d.nextDueKm === null ? null : d.nextDueKm - d.odometer,
      ),
    );
    const soon = states.filter((s) => s === 'Próximo').length;
    const overdue = states.filter((s) => s === 'Vencido').length;
    expect(soon).toBeGreaterThanOrEqual(2);
    expect(overdue).toBeGreaterThanOrEqual(2);
    expect(soon + overdue).toBeLessThanOrEqual(8);

    const fleet = (await h.app.db.select().from(vehicles)).filter((v) => v.active);
    const expiring = fleet.filter(
      (v) => v.insuranceExpiresOn && v.insuranceExpiresOn >= today && daysBetween(today, v.insuranceExpiresOn) <= 14,
    );
    expect(expiring.length).toBe(1);
    expect(fleet.filter((v) => v.inspectionExpiresOn && v.inspectionExpiresOn < today).length).toBe(1);
    expect(fleet.filter((v) => v.insuranceExpiresOn && v.insuranceExpiresOn < today).length).toBe(0);
  });

  it('has requests in every status from the vehicles’ drivers, reviewed by the fleet, the attended ones made records', async () => {
    const requests = await h.app.db.select().from(maintenanceRequests);
    expect(requests.length).toBeGreaterThanOrEqual(8);
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(REQUEST_STATUSES));
    const fleet = new Map((await h.app.db.select().from(vehicles)).map((v) => [v.id, v]));
    const records = await h.app.db.select().from(maintenanceRecords);
    const gabriela = await h.userByEmail('gabriela.paredes@gestora.local');
    const ricardo = await h.userByEmail('ricardo.flores@gestora.local');
    for (const r of requests) {
      expect(r.requestedBy, r.description).toBe(fleet.get(r.vehicleId)!.driverId);
      if (r.status === 'Pendiente') expect(r.reviewerId ?? r.reviewedAt).toBeNull();
      else expect([gabriela.id, ricardo.id]).toContain(r.reviewerId);
      if (r.status === 'Rechazada') expect(r.reviewNote).toBeTruthy();
      const made = records.filter((x) => x.requestId === r.id);
      expect(made.length, r.description).toBe(r.status === 'Atendida' ? 1 : 0);
      if (made.length) {
        expect(made[0].vehicleId).toBe(r.vehicleId);
        expect(made[0].typeId).toBe(r.typeId);
        expect(made[0].performedOn > r.createdAt.toISOString().slice(0, 10)).toBe(true);
      }
    }
    // The fleet's people may review and record; a driver may only ask.
    expect(await permissionsOf(h.app.db, gabriela.id)).toEqual(
      expect.arrayContaining(['Revisar solicitudes de mantenimiento', 'Registrar mantenimientos']),
    );
    const fernando = await permissionsOf(h.app.db, (await h.userByEmail('fernando.cabrera@gestora.local')).id);
    expect(fernando).toContain('Solicitudes de mantenimiento de vehículos');
    expect(fernando).not.toContain('Módulo de vehículos');
  });

  it('shows the coordinator the vehicles due soon, and a driver only the vehicle he drives', async () => {
    const gabriela = await h.as('gabriela.paredes@gestora.local', DEMO_PASSWORD);
    const res = await gabriela.inject({ method: 'GET', url: '/api/vehicles?due_soon=true&per_page=50' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { total: number; data: { plate: string; next_due: { state: string } | null }[] };
    // Five with maintenance due or passed and one with its insurance running out; the other nine are fine.
    expect(page.total).toBe(6);
    const states = page.data.map((v) => v.next_due?.state);
    expect(states).toEqual(expect.arrayContaining(['Próximo', 'Vencido']));
    const fernando = await h.as('fernando.cabrera@gestora.local', DEMO_PASSWORD);
    const options = await fernando.inject({ method: 'GET', url: '/api/vehicle_options' });
    expect(options.statusCode, options.body).toBe(200);
    expect((options.json() as { plate: string }[]).map((v) => v.plate)).toEqual(['F5H-836']);
  });
});

describe('demo personal tasks and report figures', () => {
  const demoPeople = async () =>
    (await h.app.db.select().from(users)).filter((u) => u.email.endsWith('@gestora.local'));

  it('gives every demo person 3–4 categories and 8–12 personal tasks in every column, numbered 1..n', async () => {
    const people = await demoPeople();
    expect(people.length).toBe(22);
    const categories = await h.app.db.select().from(selfAssignedCategories);
    const personal = await h.app.db.select().from(selfAssignedTasks);
    const today = todayIso(h.app.config.orgTimezone);
    const lists = new Set<string>();
    for (const u of people) {
      const cats = categories.filter((c) => c.ownerId === u.id);
      expect(cats.length, u.email).toBeGreaterThanOrEqual(3);
      expect(cats.length, u.email).toBeLessThanOrEqual(4);
      expect(new Set(cats.map((c) => c.colour)).size, u.email).toBe(cats.length);
      expect(cats.every((c) => /^#[0-9a-f]{6}$/.test(c.colour) && c.deletedAt === null)).toBe(true);
      const mine = personal.filter((t) => t.ownerId === u.id);
      expect(mine.length, u.email).toBeGreaterThanOrEqual(8);
      expect(mine.length, u.email).toBeLessThanOrEqual(12);
      for (const status of SELF_TASK_STATUSES) {
        const column = mine.filter((t) => t.status === status).map((t) => t.position);
        expect(column.length, `${u.email} ${status}`).toBeGreaterThan(0);
        expect(
          column.sort((a, b) => a - b),
          `${u.email} ${status}`,
        ).toEqual(column.map((_, i) => i + 1));
      }
      // Only their own categories, and some tasks without any.
      const own = new Set(cats.map((c) => c.id));
      expect(
        mine.every((t) => t.categoryId === null || own.has(t.categoryId)),
        u.email,
      ).toBe(true);
      expect(
        mine.some((t) => t.categoryId === null),
        u.email,
      ).toBe(true);
      expect(new Set(mine.map((t) => t.priority)).size, u.email).toBeGreaterThanOrEqual(3);
      const open = mine.filter((t) => t.status !== 'Hecha');
      expect(
        open.some((t) => t.dueDate !== null && t.dueDate < today),
        `${u.email} overdue`,
      ).toBe(true);
      expect(
        open.some((t) => t.dueDate === today),
        `${u.email} today`,
      ).toBe(true);
      expect(
        open.some((t) => t.dueDate !== null && t.dueDate > today),
        `${u.email} next weeks`,
      ).toBe(true);
      expect(
        mine.every((t) => (t.status === 'Hecha') === (t.completedAt !== null)),
        u.email,
      ).toBe(true);
      expect(mine.every((t) => t.createdAt.getTime() <= Date.now() && t.title.length > 0)).toBe(true);
      lists.add(JSON.stringify(mine.map((t) => t.title).sort()));
    }
    // Each person a list of their own, not one list copied 22 times.
    expect(lists.size).toBe(people.length);
  });

  it('shows a demo person their own board through the API, with overdue cards and their categories', async () => {
    const lucia = await h.as('lucia.fernandez@gestora.local', DEMO_PASSWORD);
    const res = await lucia.inject({ method: 'GET', url: '/api/self_assigned_task_board' });
    expect(res.statusCode, res.body).toBe(200);
    const board = ZSelfTaskBoard.parse(res.json());
    expect(board.columns.map((c) => c.status)).toEqual([...SELF_TASK_STATUSES]);
    for (const column of board.columns) {
      expect(column.tasks.length, column.status).toBeGreaterThan(0);
      expect(column.total).toBe(column.tasks.length);
      expect(column.tasks.map((t) => t.position)).toEqual(column.tasks.map((_, i) => i + 1));
    }
    const cards = board.columns.flatMap((c) => c.tasks);
    const mine = await h.userByEmail('lucia.fernandez@gestora.local');
    expect(cards.length).toBe(
      (await h.app.db.select().from(selfAssignedTasks).where(eq(selfAssignedTasks.ownerId, mine.id))).length,
    );
    expect(cards.some((t) => t.overdue)).toBe(true);
    expect(cards.some((t) => t.category === null)).toBe(true);
    const options = await lucia.inject({ method: 'GET', url: '/api/self_assigned_category_options' });
    expect(options.statusCode, options.body).toBe(200);
    expect((options.json() as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it('gives the reports tasks on time, late and overdue, in several projects and for several people', async () => {
    // The reports' words (reports.schema.ts): late against the day of completion in the organisation's zone.
    const tz = h.app.config.orgTimezone;
    const today = todayIso(tz);
    const result = (await h.app.db.execute(sql`select p.code, m.user_id,
        case when t.status = '5' and (t.end_date is null or (t.completed_at at time zone ${tz})::date <= t.end_date)
               then 'on_time'
             when t.status = '5' then 'late'
             when t.end_date < ${today}::date then 'overdue'
             else 'open' end as kind
      from tasks t
      join projects p on p.id = t.project_id and p.deleted_at is null
      join task_members m on m.task_id = t.id
      where t.deleted_at is null`)) as unknown as { rows: { code: string; user_id: number; kind: string }[] };
    for (const kind of ['on_time', 'late', 'overdue']) {
      const rows = result.rows.filter((r) => r.kind === kind);
      expect(new Set(rows.map((r) => r.code)).size, kind).toBeGreaterThanOrEqual(2);
      expect(new Set(rows.map((r) => r.user_id)).size, kind).toBeGreaterThanOrEqual(3);
    }
  });
});
