import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTaskDetail } from '@gestora/contract/tasks/tasks.schema';
import type { UploadLimits } from '../../config.ts';
import { makeChain, makeDepartment } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { publish, PUBLISH } from '../information-board/information-board.test-utils.ts';
import { ALL_TASK_PERMISSIONS } from '../tasks/tasks.test-utils.ts';
import { multipart } from '../../test/multipart.test-utils.ts';
import { raise } from '../tickets/tickets.test-utils.ts';
import { storedFiles } from './files.table.ts';

const NO_LIMITS: UploadLimits = { maxFilesPerRecord: 1000, dailyBytes: 1024 ** 3, perMinute: 10_000 };

/** `count` plain-text files of `size` bytes each, as a browser's FormData sends them. */
const texts = (count: number, size = 100) =>
  multipart(
    'files',
    Array.from({ length: count }, (_, i) => ({
      name: `nota-${i}.txt`,
      type: 'text/plain',
      data: Buffer.alloc(size, 'a'),
    })),
  );

/** Every file stored under DATA_DIR/uploads, whatever its folder. */
const filesOnDisk = (h: Harness) => {
  const dir = path.join(h.dataDir, 'uploads');
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
  } catch {
    return 0; // nothing uploaded yet: the folder is made on the first write
  }
};
const rowsOf = async (h: Harness, user: TestUser) =>
  (await h.app.db.select().from(storedFiles).where(eq(storedFiles.uploadedBy, user.id))).length;

/** A task the client may attach files to (it is the task's member). */
async function taskFor(h: Harness, member: TestUser) {
  const boss = await h.makeUser(ALL_TASK_PERMISSIONS);
  const chain = await makeChain(h, { createdBy: boss.id });
  const res = await (
    await h.as(boss.email)
  ).inject({
    method: 'POST',
    url: '/api/tasks',
    payload: { title: 'Con adjuntos', project_id: chain.project.publicId, member_ids: [member.publicId] },
  });
  return ZTaskDetail.parse(res.json()).public_id;
}

describe('files per record (UPLOAD_MAX_FILES_PER_RECORD)', () => {
  let h: Harness;
  let requesterUser: TestUser;
  let requester: TestClient;
  let deptId: string;
  beforeAll(async () => {
    h = await build({ config: { uploads: { ...NO_LIMITS, maxFilesPerRecord: 3 } } });
    requesterUser = await h.makeUser([]);
    requester = await h.as(requesterUser.email);
    deptId = (await makeDepartment(h)).publicId;
  });
  afterAll(() => h.close());

  it('refuses with 413 the files that would take a ticket past the limit, naming it, and stores none of them', async () => {
    const ticket = await raise(requester, deptId);
    const url = `/api/tickets/${ticket.public_id}/files`;
    expect((await requester.inject({ method: 'POST', url, ...texts(2) })).statusCode).toBe(201);
    const [disk, rows] = [filesOnDisk(h), await rowsOf(h, requesterUser)];
    expect([disk, rows]).toEqual([2, 2]);

    const refused = await requester.inject({ method: 'POST', url, ...texts(2) });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(
      'No se pueden adjuntar más archivos: cada registro admite hasta 3 y este ya tiene 2.',
    );
    expect(filesOnDisk(h)).toBe(disk);
    expect(await rowsOf(h, requesterUser)).toBe(rows);

    expect((await requester.inject({ method: 'POST', url, ...texts(1) })).statusCode).toBe(201);
    expect((await requester.inject({ method: 'POST', url, ...texts(1) })).statusCode).toBe(413);
    const detail = await requester.inject({ method: 'GET', url: `/api/tickets/${ticket.public_id}` });
    expect(detail.json().files).toHaveLength(3);
  });

  it('lets two uploads racing on one ticket store no more than the limit between them', async () => {
    const ticket = await raise(requester, deptId);
    const url = `/api/tickets/${ticket.public_id}/files`;
    const answers = await Promise.all([
      requester.inject({ method: 'POST', url, ...texts(2) }),
      requester.inject({ method: 'POST', url, ...texts(2) }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 413]);
    const detail = await requester.inject({ method: 'GET', url: `/api/tickets/${ticket.public_id}` });
    expect(detail.json().files).toHaveLength(2);
  });

  it('applies the same limit to a task and to an information board post', async () => {
    const member = await h.makeUser(['Gestionar tareas asignadas']);
    const taskUrl = `/api/tasks/${await taskFor(h, member)}/files`;
    const asMember = await h.as(member.email);
    expect((await asMember.inject({ method: 'POST', url: taskUrl, ...texts(3) })).statusCode).toBe(201);
    const task = await asMember.inject({ method: 'POST', url: taskUrl, ...texts(1) });
    expect(task.statusCode).toBe(413);
    expect(task.json().message).toMatch(/hasta 3 y este ya tiene 3/);

    const author = await h.as((await h.makeUser([PUBLISH])).email);
    const postUrl = `/api/information_board/${(await publish(author)).public_id}/files`;
    expect((await author.inject({ method: 'POST', url: postUrl, ...texts(3) })).statusCode).toBe(201);
    expect((await author.inject({ method: 'POST', url: postUrl, ...texts(1) })).statusCode).toBe(413);
  });
});

describe('upload volume per user and day (UPLOAD_DAILY_MB)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await build({ config: { uploads: { ...NO_LIMITS, dailyBytes: 5000 } } });
  });
  afterAll(() => h.close());

  it("refuses with 413 what would pass the day's volume, on any record, and counts only today's files", async () => {
    const user = await h.makeUser(['Gestionar tareas asignadas']);
    const client = await h.as(user.email);
    const taskUrl = `/api/tasks/${await taskFor(h, user)}/files`;
    expect((await client.inject({ method: 'POST', url: taskUrl, ...texts(2, 2000) })).statusCode).toBe(201);
    const [disk, rows] = [filesOnDisk(h), await rowsOf(h, user)];

    const refused = await client.inject({ method: 'POST', url: taskUrl, ...texts(1, 1001) });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(
      /^Supera el límite diario de subida de archivos \(4 KB por usuario\); hoy le quedan 0 KB\./,
    );
    // The volume is the user's, not the record's: a ticket of theirs refuses the same bytes.
    const ticket = await raise(client, (await makeDepartment(h)).publicId);
    const onTicket = await client.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.public_id}/files`,
      ...texts(1, 1001),
    });
    expect(onTicket.statusCode).toBe(413);
    expect(filesOnDisk(h)).toBe(disk);
    expect(await rowsOf(h, user)).toBe(rows);

    // Exactly up to the volume is allowed; another user has their own.
    expect((await client.inject({ method: 'POST', url: taskUrl, ...texts(1, 1000) })).statusCode).toBe(201);
    const other = await h.makeUser(['Gestionar tareas asignadas']);
    const otherUrl = `/api/tasks/${await taskFor(h, other)}/files`;
    expect(
      (await (await h.as(other.email)).inject({ method: 'POST', url: otherUrl, ...texts(1, 4000) })).statusCode,
    ).toBe(201);

    // Yesterday's uploads no longer count.
    await h.app.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - interval '1 day'` })
      .where(eq(storedFiles.uploadedBy, user.id));
    expect((await client.inject({ method: 'POST', url: taskUrl, ...texts(2, 2000) })).statusCode).toBe(201);
  });
});

describe('upload rate (UPLOAD_RATE_PER_MINUTE)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await build({ config: { uploads: { ...NO_LIMITS, perMinute: 3 } } });
  });
  afterAll(() => h.close());

  it('answers 429 in Spanish past the budget, across upload routes, storing nothing; other users are not held', async () => {
    const user = await h.makeUser(['Gestionar tareas asignadas', 'Gestionar cuenta']);
    const client = await h.as(user.email);
    const url = `/api/tasks/${await taskFor(h, user)}/files`;
    for (let i = 0; i < 3; i++)
      expect((await client.inject({ method: 'POST', url, ...texts(1) })).statusCode).toBe(201);
    const [disk, rows] = [filesOnDisk(h), await rowsOf(h, user)];

    const refused = await client.inject({ method: 'POST', url, ...texts(1) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Demasiadas subidas de archivos seguidas (hasta 3 por minuto). Espere un momento e inténtelo de nuevo.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The avatar is an upload route too, on the same budget.
    const avatar = await client.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipart('avatar', [{ name: 'yo.png', type: 'image/png', data: Buffer.alloc(10) }]),
    });
    expect(avatar.statusCode).toBe(429);
    expect(filesOnDisk(h)).toBe(disk);
    expect(await rowsOf(h, user)).toBe(rows);

    const other = await h.makeUser(['Gestionar tareas asignadas']);
    const otherUrl = `/api/tasks/${await taskFor(h, other)}/files`;
    expect((await (await h.as(other.email)).inject({ method: 'POST', url: otherUrl, ...texts(1) })).statusCode).toBe(
      201,
    );
  });

  it('does not count a request refused before its body is read (no right to attach)', async () => {
    const user = await h.makeUser(['Gestionar tareas asignadas']);
    const client = await h.as(user.email);
    const stranger = `/api/tasks/${await taskFor(h, await h.makeUser([]))}/files`;
    for (let i = 0; i < 4; i++)
      expect((await client.inject({ method: 'POST', url: stranger, ...texts(1) })).statusCode).not.toBe(429);
    const own = `/api/tasks/${await taskFor(h, user)}/files`;
    expect((await client.inject({ method: 'POST', url: own, ...texts(1) })).statusCode).toBe(201);
  });
});
