import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, build, type Harness, type TestClient } from '../test/harness.ts';
import { securityLog } from '../modules/security-log/security-log.table.ts';

/*
 * Migration 0007 rewrites the security log's user updates from {field: {from, to}} to the one history shape
 * {field: [from, to]}. The harness has already migrated; the test writes rows as the old code stored them and
 * runs the migration's statement on them again, as it runs on a database that holds them.
 */
const migration = readFileSync(new URL('../../drizzle/0010_history_changes_shape.sql', import.meta.url), 'utf8');

let h: Harness;
let admin: TestClient;
beforeAll(async () => {
  h = await build();
  admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => h.close());

const detailsOf = async (subject: string) =>
  (
    await admin.inject({ method: 'GET', url: `/api/security_log?event=user_updated&q=${encodeURIComponent(subject)}` })
  ).json().data[0].details;

describe('migration 0007: one history diff shape', () => {
  it('reads an old-shape user update back as {field: [from, to]}, and leaves the new shape and other events alone', async () => {
    await h.app.db.insert(securityLog).values([
      {
        event: 'user_updated',
        subject: 'antigua@test.local',
        details: {
          changes: { email: { from: 'a@test.local', to: 'antigua@test.local' }, active: { from: true, to: false } },
          roles_added: ['Administrador'],
          roles_removed: [],
        },
      },
      {
        event: 'user_updated',
        subject: 'nueva@test.local',
        details: { changes: { position: ['Analista', 'Jefa'] }, roles_added: [], roles_removed: [] },
      },
      { event: 'user_updated', subject: 'sincambios@test.local', details: { changes: {} } },
      { event: 'role_updated', subject: 'Rol', details: { changes: { name: { from: 'A', to: 'B' } } } },
    ]);
    await h.app.db.execute(sql.raw(migration));

    expect(await detailsOf('antigua@test.local')).toEqual({
      changes: { email: ['a@test.local', 'antigua@test.local'], active: [true, false] },
      roles_added: ['Administrador'],
      roles_removed: [],
    });
    expect((await detailsOf('nueva@test.local')).changes).toEqual({ position: ['Analista', 'Jefa'] });
    expect(await detailsOf('sincambios@test.local')).toEqual({ changes: {} });
    const [role] = await h.app.db
      .select({ details: securityLog.details })
      .from(securityLog)
      .where(and(eq(securityLog.event, 'role_updated'), eq(securityLog.subject, 'Rol')));
    expect(role.details).toEqual({ changes: { name: { from: 'A', to: 'B' } } });
  });

  it('writes new user updates in the same shape as task history', async () => {
    const u = await h.makeUser([], { position: 'Analista' });
    const res = await admin.inject({
      method: 'PUT',
      url: `/api/users/${u.publicId}`,
      payload: { name: u.name, last_name: u.lastName, email: u.email, position: 'Jefe', role_ids: [u.role.publicId] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detailsOf(u.email)).changes).toEqual({ position: ['Analista', 'Jefe'] });
  });
});
