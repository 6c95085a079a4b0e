import { afterAll, beforeAll, expect, it } from 'vitest';
import { MEETING_ADMIN_PERMISSIONS, schedule } from '../modules/meetings/meetings.test-utils.ts';
import { build, type Harness } from '../test/harness.ts';

/*
 * A project's and a meeting's detail are read inside the transaction that wrote them (db/reads.ts): on the
 * PostgreSQL server that is one connection, and node-postgres warns of (and pg 9 refuses) a query sent to it while
 * another is running. On the embedded database every query runs in turn anyway, so this holds on the server only.
 */
const onPostgres = !!process.env.DATABASE_URL;
const warnings: string[] = [];
const heard = (warning: Error) => warnings.push(warning.message);
let h: Harness;

beforeAll(async () => {
  h = await build();
  process.on('warning', heard);
});
afterAll(async () => {
  process.off('warning', heard);
  await h.close();
});

it.runIf(onPostgres)('writes a project and a meeting and reads them back one query at a time', async () => {
  const organiser = await h.makeUser([
    ...MEETING_ADMIN_PERMISSIONS,
    'Ver todos los proyectos',
    'Registrar proyectos',
    'Actualizar proyectos',
  ]);
  const as = await h.as(organiser.email);
  const created = await as.inject({
    method: 'POST',
    url: '/api/projects',
    payload: { code: 'RD-1', name: 'Lecturas' },
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json()).toMatchObject({ code: 'RD-1', stages: [] });
  const updated = await as.inject({
    method: 'PUT',
    url: `/api/projects/${created.json().public_id}`,
    payload: { code: 'RD-1', name: 'Lecturas en orden' },
  });
  expect(updated.statusCode, updated.body).toBe(200);
  expect(updated.json()).toMatchObject({ name: 'Lecturas en orden' });
  const guest = await h.makeUser(['Mis reuniones']);
  const meeting = await schedule(as, [guest.publicId]);
  expect(meeting.participants.map((p) => p.public_id)).toEqual([guest.publicId]);
  // Deprecations are emitted asynchronously (process.emitWarning): let them arrive.
  await new Promise((resolve) => setImmediate(resolve));
  expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
});
