import { MEETING_STATUSES } from '@gestora/contract/meetings/meetings.schema';
import {
  ACCOUNT_NOTIFICATION_TYPE,
  TASK_NOTIFICATION_TYPE,
  TICKET_NOTIFICATION_TYPE,
} from '@gestora/contract/notifications/notification-kinds';
import { storeNotification } from '../../modules/notifications/notifications.test-utils.ts';
import { makeMeetings, makeTickets, type MeetingRow } from '../factories.ts';
import type { Harness, TestClient } from '../harness.ts';
import type { ActorName } from './list-spec.test-utils.ts';
import { WORD, type People } from './world-people.test-utils.ts';

const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
const HOUR = 3_600_000;

async function post(client: TestClient, url: string, payload: object) {
  const res = await client.inject({ method: 'POST', url, payload });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Fourteen meetings (each actor organising some and invited to others, of every status, days apart and far from
 * now so that no display status moves during the run), one of them with seven agreements; thirty-four
 * notifications to each actor (tasks, tickets, an account change), some seen; ideas and posts of the board for
 * every area and for all; documents of the Chat IA; and sign-ins, good and failed, for the security log.
 */
export async function makeBoard(h: Harness, people: People) {
  const { admin, narrow, own } = people.actors;
  const ids = [admin.user.id, narrow.user.id, own.user.id];
  const meetings: MeetingRow[] = await makeMeetings(h, 14, (i) => {
    const startAt = new Date(Date.UTC(i % 2 ? 2025 : 2031, 0, 1 + i * 2, 15));
    return {
      title: i % 3 === 0 ? `Reunión ${WORD} ${i}` : `Reunión ${i}`,
      startAt,
      endAt: new Date(startAt.getTime() + HOUR),
      status: pick(MEETING_STATUSES, i),
      organizerId: pick(ids, i),
      participantIds: [pick(ids, i + 1), ...(i % 3 === 1 ? [pick(ids, i + 2)] : []), people.users[2].id],
    };
  });
  const withAgreements = meetings[0];
  await makeTickets(h, 7, (i) => ({
    title: `Acuerdo ${i}`,
    meetingId: withAgreements.id,
    departmentId: people.areaA.id,
    requesterId: admin.user.id,
    responsibleId: pick([narrow.user.id, own.user.id], i),
  }));

  // 23 of tasks (more than a page of the task menu), 7 of tickets, 4 of the account, mixed.
  const types = Array.from({ length: 34 }, (_, i) =>
    i % 5 === 0 ? TICKET_NOTIFICATION_TYPE : i % 9 === 4 ? ACCOUNT_NOTIFICATION_TYPE : TASK_NOTIFICATION_TYPE,
  );
  // One transaction each: their creation times differ, which the `since` filter bounds.
  for (const [i, type] of types.entries())
    await storeNotification(h, {
      recipientIds: ids,
      type,
      title: `Aviso ${i}`,
      message: `Mensaje ${i}`,
      creatorId: i % 3 ? admin.user.id : null,
      link: i % 2 ? '/task/manage_task' : null,
    });
  const seenSome = async (client: TestClient) => {
    const all = (await client.inject({ method: 'GET', url: '/api/all_notifications' })).json();
    for (const n of all.all_notifications.data.filter((_: unknown, i: number) => i % 4 === 1))
      await post(client, '/api/update_all_notifications', { public_id: n.public_id });
    return all.all_notifications.data.map((n: { created_at: string }) => n.created_at) as string[];
  };
  const notified = await seenSome(admin.client);
  await seenSome(narrow.client);
  await seenSome(own.client);

  const areas = [null, people.areaA.publicId, people.areaB.publicId];
  const authors: ActorName[] = ['admin', 'narrow', 'own'];
  for (let i = 0; i < 12; i++)
    await post(people.actors[pick(authors, i)].client, '/api/ideas', {
      title: i % 3 === 0 ? `Idea ${WORD} ${i}` : `Idea número ${i}`,
      content: `<p>Propuesta ${i}</p>`,
      department_id: pick(areas, i + (i >> 2)),
    });
  for (let i = 0; i < 12; i++)
    await post(people.actors[pick(['admin', 'narrow'] as const, i)].client, '/api/information_board', {
      title: i % 3 === 0 ? `Aviso ${WORD} ${i}` : `Aviso número ${i}`,
      content: `<p>Contenido ${i}</p>`,
      department_id: pick(areas, i + (i >> 1)),
    });
  for (let i = 0; i < 8; i++)
    await post(admin.client, '/api/rag_documents', {
      title: i % 3 === 0 ? `Manual ${WORD} ${i}` : `Manual ${i}`,
      department_id: pick(areas, i),
      restricted: i % 4 === 1,
      content: `<p>Procedimiento ${i}</p>`,
    });

  for (const user of people.users.slice(2, 5)) await h.as(user.email);
  for (let i = 0; i < 3; i++)
    await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `nadie-${i}@test.local`, password: 'equivocada-123' },
    });
  return { meetings, withAgreements, since: [notified[3], notified[17], '2020-01-01T00:00:00.000Z'] };
}
export type Board = Awaited<ReturnType<typeof makeBoard>>;
