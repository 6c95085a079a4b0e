import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { ALL_PERMISSIONS } from '@gestora/contract/permissions';
import { PASSWORD, build, type Harness, type TestClient } from '../../test/harness.ts';
import { makeDepartment } from '../../test/factories.ts';

/*
 * The users test files share one cast, made once per file by `setupUsers()`: these bindings are live (ES module
 * exports), filled in by its beforeAll.
 */
export let h: Harness;
/** Holds every permission (through a role of its own, not Administrador), so that it may hand out any role. */
export let manager: TestClient;
export let managerId: string;
/** Holds only 'Ver usuarios'. */
export let viewer: TestClient;
export let ids: { admin: string; collaborator: string; area: string; closedArea: string };

export const unknownId = '01900000-0000-7000-8000-000000000000';
let seq = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${seq++}@test.local`;

export function setupUsers() {
  beforeAll(async () => {
    h = await build();
    const m = await h.makeUser([...ALL_PERMISSIONS]);
    manager = await h.as(m.email);
    managerId = m.publicId;
    viewer = await h.as((await h.makeUser(['Ver usuarios'])).email);
    const roles = await h.app.db.query.roles.findMany();
    const area = await makeDepartment(h, { name: 'Operaciones' });
    const closedArea = await makeDepartment(h, { name: 'Archivo', active: false });
    ids = {
      admin: roles.find((r) => r.name === 'Administrador')!.publicId,
      collaborator: roles.find((r) => r.name === 'Colaborador')!.publicId,
      area: area.publicId,
      closedArea: closedArea.publicId,
    };
  });
  afterAll(() => h.close());
}

export const payloadOf = (over: Record<string, unknown> = {}) => ({
  name: 'José',
  last_name: 'Pérez Núñez',
  email: uniqueEmail('jose'),
  phone: '+56 9 1234 5678',
  position: 'Analista',
  department_id: ids.area,
  role_ids: [ids.collaborator],
  password: PASSWORD,
  ...over,
});
export const createUser = async (over: Record<string, unknown> = {}) => {
  const res = await manager.inject({ method: 'POST', url: '/api/users', payload: payloadOf(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
export const events = async (event: string, subject: string) =>
  (
    await manager.inject({ method: 'GET', url: `/api/security_log?event=${event}&q=${encodeURIComponent(subject)}` })
  ).json().data;

/** The decoded text of every mail in the outbox sent to `to` (quoted-printable undone), oldest first. */
export const mailsTo = (to: string) => {
  const dir = path.join(h.dataDir, 'outbox');
  // No mail yet in this file's server: no outbox folder either.
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${to}`))
    .map((m) =>
      decodeURIComponent(
        m
          .replace(/=\r?\n/g, '')
          .replace(/%/g, '%25')
          .replace(/=([0-9A-F]{2})/g, '%$1'),
      ),
    );
};
export const linkIn = (mail: string) => {
  const m = /\/password-reset\/([A-Za-z0-9_-]+)\?email=([^\s"<]+)/.exec(mail)!;
  return { token: m[1], email: decodeURIComponent(m[2]) };
};
