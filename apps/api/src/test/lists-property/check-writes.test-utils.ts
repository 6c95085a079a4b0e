import { expect } from 'vitest';
import { TASK_NOTIFICATION_TYPE } from '@gestora/contract/notifications/notification-kinds';
import { storeNotification } from '../../modules/notifications/notifications.test-utils.ts';
import { makeMeetings, makeTasks, makeTickets } from '../factories.ts';
import type { Harness } from '../harness.ts';
import { walk } from './check-list.test-utils.ts';
import type { ListSpec } from './list-spec.test-utils.ts';
import { recordDay } from './world-maintenance.test-utils.ts';
import { WORD, type Actor } from './world-people.test-utils.ts';
import type { World } from './world.test-utils.ts';

async function send(actor: Actor, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await actor.client.inject({ method, url, payload });
  expect(res.statusCode, `${actor.name} ${method} ${url}: ${res.body}`).toBeLessThan(300);
}

/**
 * Changes to what the kept totals count: tickets raised (with WORD, overdue), moved, closed; tasks added to,
 * taken out of and deleted from the main project; meetings with WORD; notifications; an idea; a vehicle and a
 * maintenance type with WORD, a request with WORD by the user limited to their own, a record from a WORD workshop.
 */
async function write(h: Harness, world: World) {
  const { admin, own } = world.people.actors;
  const { areaA, areaB } = world.people;
  await makeTickets(h, 3, (i) => ({
    title: `Ticket ${WORD} nuevo ${i}`,
    status: 'Abierto',
    departmentId: areaA.id,
    requesterId: own.user.id,
    responsibleId: own.user.id,
    dueAt: new Date(Date.UTC(2025, 1, 1 + i)),
  }));
  await send(own, 'POST', '/api/tickets', { title: `Otro ${WORD} más`, department_id: areaB.publicId });
  const mine = world.tickets.tickets.filter((t) => t.responsibleId === own.user.id && t.status === 'Abierto');
  await send(own, 'PUT', `/api/tickets/${mine[0].publicId}/status`, { status: 'En proceso' });
  await send(admin, 'POST', `/api/tickets/${mine[1].publicId}/close`);

  const { ownMain, ownProjects, tasks } = world.work;
  await makeTasks(h, 2, { projectId: ownMain.id, title: `Tarea ${WORD} nueva`, status: '1', memberIds: [own.user.id] });
  const inMain = tasks.filter((t) => t.projectId === ownMain.id);
  await send(admin, 'PUT', `/api/tasks/${inMain[1].publicId}`, {
    title: inMain[1].title,
    project_id: ownProjects[1].publicId,
  });
  await send(admin, 'DELETE', `/api/tasks/${inMain[2].publicId}`);
  await send(admin, 'PUT', `/api/tasks/${inMain[3].publicId}/status`, { status: '1' });

  await makeMeetings(h, 2, (i) => ({
    title: `Reunión ${WORD} nueva ${i}`,
    startAt: new Date(Date.UTC(2031, 5, 1 + i, 15)),
    endAt: new Date(Date.UTC(2031, 5, 1 + i, 16)),
    organizerId: admin.user.id,
    participantIds: [own.user.id],
  }));
  await storeNotification(h, {
    recipientIds: [admin.user.id, own.user.id],
    type: TASK_NOTIFICATION_TYPE,
    title: 'Aviso nuevo',
    message: 'Mensaje nuevo',
  });
  await send(own, 'POST', '/api/ideas', { title: `Idea ${WORD} nueva`, content: '<p>Otra</p>', department_id: null });

  const { vehicles, types } = world.fleet;
  await send(admin, 'POST', '/api/vehicles', {
    plate: 'NEW-999',
    brand: `Marca ${WORD}`,
    model: 'X',
    type: 'Camioneta',
  });
  await send(admin, 'POST', '/api/maintenance_types', { name: `Tipo ${WORD} nuevo` });
  const driven = vehicles.find((v) => v.active && v.driver?.public_id === own.user.publicId)!;
  await send(own, 'POST', '/api/maintenance_requests', {
    vehicle_id: driven.public_id,
    description: `El ${WORD} suena otra vez`,
    priority: 'Urgente',
  });
  // After its 2025 records, before its first reading (today's, 4 700 km).
  await send(admin, 'POST', '/api/maintenance_records', {
    vehicle_id: vehicles[0].public_id,
    type_id: types[0].public_id,
    performed_on: recordDay(400),
    odometer: 4500,
    workshop: `Taller ${WORD} nuevo`,
  });
}

/**
 * The kept totals follow the writes: each list's examples (and a search for WORD) are paged through, the data
 * changes, and the same queries must again reach the totals they answer — a total kept from before the change
 * would not. Details are not compared here: the rows changed since they were read.
 */
export async function expectTotalsFollowWrites(h: Harness, world: World, lists: ListSpec[]) {
  const { admin, own } = world.people.actors;
  // As the user limited to their own projects where they may call the list (their own tickets, tasks and
  // meetings are what the writes change), else as the administrator.
  const probes = lists.flatMap((spec) =>
    [...(spec.examples ?? []), ...(spec.filters.q ? [{ q: WORD }] : [])].map((query) => ({
      spec,
      actor: spec.actors.includes('own') ? own : admin,
      query: spec.fixedPerPage ? query : { per_page: '10', ...query },
    })),
  );
  const before: number[] = [];
  for (const p of probes) before.push((await walk(p.actor, p.spec, p.query)).size);
  await write(h, world);
  const after: number[] = [];
  for (const p of probes) after.push((await walk(p.actor, p.spec, p.query)).size);
  // The writes must have moved some of them, or this would prove nothing.
  expect(after.filter((n, i) => n !== before[i]).length).toBeGreaterThan(probes.length / 5);
}
