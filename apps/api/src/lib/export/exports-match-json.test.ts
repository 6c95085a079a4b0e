import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENTS_EXPORT, DEPARTMENTS_EXPORT, ROLES_EXPORT } from '@gestora/contract/exports/catalogue-export';
import { MEETINGS_EXPORT, MY_MEETINGS_EXPORT } from '@gestora/contract/exports/meetings-export';
import { PROJECTS_EXPORT } from '@gestora/contract/exports/projects-export';
import { STAGE_ACTIVITIES_EXPORT, STAGES_EXPORT } from '@gestora/contract/exports/stages-export';
import { MY_TASKS_EXPORT, TASKS_EXPORT } from '@gestora/contract/exports/tasks-export';
import { MY_TICKETS_EXPORT, REQUESTED_TICKETS_EXPORT, TICKETS_EXPORT } from '@gestora/contract/exports/tickets-export';
import { USERS_EXPORT } from '@gestora/contract/exports/users-export';
import {
  MAINTENANCE_RECORDS_EXPORT,
  MAINTENANCE_REQUESTS_EXPORT,
  MAINTENANCE_TYPES_EXPORT,
  VEHICLES_EXPORT,
} from '@gestora/contract/exports/vehicles-export';
import type { ExportDeclaration } from '@gestora/contract/exports/export-columns';
import {
  makeActivities,
  makeClient,
  makeClients,
  makeDepartment,
  makeDepartments,
  makeMeetings,
  makeProject,
  makeProjects,
  makeStage,
  makeStages,
  makeTasks,
  makeTickets,
} from '../../test/factories.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, build, type Harness, type TestClient } from '../../test/harness.ts';
import {
  createMaintenanceType,
  createVehicle,
  insertRecord,
  insertRequest,
} from '../../modules/vehicles/vehicles.test-utils.ts';
import { expectExportsMatchJson } from './export.test-utils.ts';

/*
 * 'Exportar' (issue 46): for every list kind, with a filter applied, the CSV and the XLSX hold exactly the rows of
 * the JSON list for the same query (all its pages, in its order) and their figures, under the declaration's
 * headers, with X-Export-Rows = the JSON's total. The rows carry what a CSV must survive: ';', quotes, line
 * breaks, a leading '=' or '+', and dates and numbers to be written the Spanish way.
 */

let h: Harness;
let admin: TestClient;
let adminId: number;
let timeZone: string;
beforeAll(async () => {
  h = await build();
  admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
  adminId = (await h.userByEmail(ADMIN_EMAIL)).id;
  timeZone = h.app.ctx.timeZone;
}, 60_000);
afterAll(() => h.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function matches<R>(path: string, query: Record<string, string>, declaration: ExportDeclaration<R>, min = 3) {
  const rows = await expectExportsMatchJson({ client: admin, path, query, declaration, timeZone });
  // The filter selects some rows, and only some: a match of two empty files would prove nothing.
  expect(rows.length).toBeGreaterThanOrEqual(min);
  return rows;
}

describe('every list exports the rows and figures of its JSON answer', () => {
  it('tasks, my tasks', async () => {
    const other = await h.makeUser([]);
    const project = await makeProject(h, { createdBy: adminId });
    await makeTasks(h, 11, (i) => ({
      projectId: project.id,
      title: i === 0 ? 'Revisar; el "contrato"\ncon salto' : i === 1 ? '=HIPERVINCULO("x")' : `Tarea ${i}`,
      priority: (['Baja', 'Media', 'Alta', 'Urgente'] as const)[i % 4],
      endDate: i % 5 === 0 ? null : day(i - 4),
      memberIds: i % 2 ? [adminId, other.id] : [other.id],
      finished: i % 3 === 0,
    }));
    await makeTasks(h, 3, { memberIds: [adminId] });
    const rows = await matches('/api/tasks', { project_id: project.publicId, sort: 'title' }, TASKS_EXPORT, 11);
    expect(rows).toHaveLength(11);
    await matches('/api/my_tasks', { date_from: day(-10) }, MY_TASKS_EXPORT);
  });

  it('tickets, my tickets, my requests', async () => {
    const department = await makeDepartment(h);
    await makeTickets(h, 9, (i) => ({
      departmentId: department.id,
      title: i === 0 ? 'Impresora; "sin tóner"' : `Ticket ${i}`,
      priority: (['Baja', 'Media', 'Alta', 'Urgente'] as const)[i % 4],
      requesterId: i % 2 ? adminId : null,
      responsibleId: i % 3 ? adminId : null,
      status: i === 4 ? 'Resuelto' : 'Abierto',
      dueAt: new Date(Date.now() + (i - 4) * 3_600_000),
    }));
    await matches('/api/tickets', { department_id: department.publicId }, TICKETS_EXPORT, 9);
    await matches('/api/my_tickets', { department_id: department.publicId, sort: '-due_at' }, MY_TICKETS_EXPORT);
    await matches('/api/my_requested_tickets', { status: 'Abierto' }, REQUESTED_TICKETS_EXPORT);
  });

  it('meetings, my meetings', async () => {
    const other = await h.makeUser([]);
    await makeMeetings(h, 9, (i) => ({
      title: `Reunión ${i}`,
      place: i % 2 ? 'Sala 1; piso 2' : null,
      videoUrl: i % 3 ? `https://meet.example/${i}` : null,
      organizerId: i % 2 ? adminId : other.id,
      status: i === 3 ? 'Cancelada' : 'Programada',
      participantIds: i % 4 ? [adminId, other.id] : [other.id],
    }));
    await matches('/api/meetings', { date_from: day(-1) }, MEETINGS_EXPORT);
    await matches('/api/my_meetings', { status: 'Programada', sort: 'start_at' }, MY_MEETINGS_EXPORT);
  });

  it('projects', async () => {
    const client = await makeClient(h);
    const manager = await h.makeUser([]);
    const made = await makeProjects(h, 9, (i) => ({
      status: i % 3 ? 'En curso' : 'Planificado',
      clientId: i % 2 ? client.id : null,
      managerId: i % 2 ? manager.id : null,
      startDate: day(-30 - i),
      endDate: i === 2 ? null : day(30 + i),
      createdBy: adminId,
    }));
    await makeTasks(h, 3, (i) => ({ projectId: made[1].id, finished: i === 0 }));
    const rows = await matches('/api/projects', { status: 'En curso', sort: '-start_date' }, PROJECTS_EXPORT);
    expect(rows.some((p) => (p as { progress: { percent: number } }).progress.percent === 33)).toBe(true);
  });

  it('users', async () => {
    const department = await makeDepartment(h);
    for (let i = 0; i < 8; i++)
      await h.makeUser([], { departmentId: department.id, position: i % 2 ? 'Analista' : null, active: i !== 3 });
    await matches('/api/users', { department_id: department.publicId }, USERS_EXPORT, 8);
  });

  it('clients, departments, roles (read page by page)', async () => {
    await makeClients(h, 9, (i) => ({
      name: `Cliente ${i}; S.A.`,
      active: i % 3 !== 0,
      phone: i % 2 ? `+56 9 ${1000 + i}` : null,
      taxId: `76.${100 + i}-K`,
      contactName: i % 2 ? `Contacto ${i}` : null,
      email: `c${i}@cliente.example`,
    }));
    await matches('/api/clients', { active: 'true', sort: '-created_at' }, CLIENTS_EXPORT, 6);
    // More than a page of the largest size: the paged export reads several pages of one snapshot.
    await makeDepartments(h, 110, (i) => ({
      active: i % 10 !== 0,
      description: i === 1 ? '=SUMA(A1:A9)' : i % 2 ? `Descripción\r\nde ${i}` : null,
    }));
    const departments = await expectExportsMatchJson({
      client: admin,
      path: '/api/departments',
      query: { active: 'true' },
      declaration: DEPARTMENTS_EXPORT,
      timeZone,
      perPage: 100,
    });
    expect(departments.length).toBeGreaterThan(100);
    await h.makeUser([]);
    await h.makeUser([]);
    await matches('/api/roles', { q: 'Rol ', sort: '-created_at' }, ROLES_EXPORT, 2);
  });

  it('stages, stage activities', async () => {
    const project = await makeProject(h);
    await makeStages(h, 8, (i) => ({
      projectId: project.id,
      position: i + 1,
      startDate: i === 0 ? null : day(i),
      endDate: day(i + 10),
      status: i % 2 ? 'En proceso' : 'Pendiente',
    }));
    await matches('/api/stages', { project_id: project.publicId }, STAGES_EXPORT, 8);
    const stage = await makeStage(h, { projectId: project.id });
    await makeActivities(h, 8, (i) => ({ stageId: stage.id, responsibleId: i % 2 ? adminId : null, endDate: day(i) }));
    await matches('/api/stage_activities', { stage_id: stage.publicId }, STAGE_ACTIVITIES_EXPORT, 8);
  });

  it('vehicles, maintenance types, requests and records', async () => {
    const vehicles = [];
    for (let i = 0; i < 5; i++)
      vehicles.push(
        await createVehicle(h, admin, {
          type: i % 2 ? 'Camioneta' : 'Automóvil',
          year: i === 1 ? null : 2015 + i,
          odometer: 12_345 + i,
          insurance_expires_on: day(20 + i),
        }),
      );
    await matches('/api/vehicles', { type: 'Automóvil', sort: '-odometer' }, VEHICLES_EXPORT);
    const types = [
      await createMaintenanceType(h, admin, { interval_km: 5000, interval_days: 180 }),
      await createMaintenanceType(h, admin, { interval_km: null, interval_days: 365, description: null }),
      await createMaintenanceType(h, admin, { interval_km: 10_000, interval_days: null, active: false }),
      await createMaintenanceType(h, admin, { interval_km: 20_000, interval_days: 30 }),
    ];
    await matches('/api/maintenance_types', { active: 'true' }, MAINTENANCE_TYPES_EXPORT);
    for (let i = 0; i < 5; i++)
      await insertRequest(h, vehicles[i % 2].public_id, i === 2 ? 'Rechazada' : 'Pendiente', types[i % 3].public_id);
    await matches('/api/maintenance_requests', { status: 'Pendiente' }, MAINTENANCE_REQUESTS_EXPORT);
    for (let i = 0; i < 4; i++)
      await insertRecord(h, vehicles[0].public_id, types[i % 2].public_id, {
        performedOn: day(-40 + i * 5),
        odometer: 13_000 + i * 1000,
        cost: i === 1 ? '1234.5' : String(100 * i),
      });
    await insertRecord(h, vehicles[1].public_id, types[0].public_id, { performedOn: day(-3), odometer: 20_000 });
    await matches('/api/maintenance_records', { vehicle_id: vehicles[0].public_id }, MAINTENANCE_RECORDS_EXPORT, 4);
    // With maintenance recorded the vehicles have a next due (its type, state, date and km) to export too.
    const due = await matches('/api/vehicles', { sort: 'plate' }, VEHICLES_EXPORT, 5);
    expect(due.some((v) => v.next_due !== null)).toBe(true);
  });
});
