import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ZInformationPostPage,
  ZMyInformationPost,
  ZMyInformationPostPage,
} from '@gestora/contract/information-board/information-board.schema';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { liveServerForFile, next, pause, record } from '../notifications/socket-client.test-utils.ts';
import { multipart } from '../../test/multipart.test-utils.ts';
import { makeDepartment, type DepartmentRow } from '../../test/factories.ts';
import { DANGEROUS, insertRows, publish, PUBLISH, submitPost, XSS_PAYLOADS } from './information-board.test-utils.ts';

let h: Harness;
const live = liveServerForFile(async () => (h = await build()));
let deptA: DepartmentRow;
let deptB: DepartmentRow;
let publisherUser: TestUser;
let publisher: TestClient;
let anaUser: TestUser;
let ana: TestClient;
let betoUser: TestUser;
let beto: TestClient;

beforeAll(async () => {
  deptA = await makeDepartment(h, { name: 'Área Alfa' });
  deptB = await makeDepartment(h, { name: 'Área Beta' });
  publisherUser = await h.makeUser([PUBLISH], { departmentId: deptA.id });
  publisher = await h.as(publisherUser.email);
  anaUser = await h.makeUser([], { departmentId: deptA.id });
  ana = await h.as(anaUser.email);
  betoUser = await h.makeUser([], { departmentId: deptB.id });
  beto = await h.as(betoUser.email);
});

const board = async (c: TestClient, query = '') => {
  const res = await c.inject({ method: 'GET', url: `/api/information_board?${query}` });
  expect(res.statusCode).toBe(200);
  return ZInformationPostPage.parse(res.json());
};
const socketOf = (c: TestClient) => live.open({ token: c.token });
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

describe('publishing', () => {
  it('publishes for every department: stored sanitised, listed first, announced on the channel, notified', async () => {
    const betoSocket = await socketOf(beto);
    betoSocket.emit('subscribe', 'information-board-channel');
    await pause(100);
    const arrived = next(betoSocket, 'InformationBoardPublic');
    const post = ZMyInformationPost.parse(
      await publish(publisher, { title: 'Bienvenida', content: '<p>Hola <script>x()</script>equipo</p>' }),
    );
    expect(post).toMatchObject({ title: 'Bienvenida', department: null, files: [] });
    expect(post.author).toEqual({ name: publisherUser.name, last_name: publisherUser.lastName });
    expect(post.content).toBe('<p>Hola equipo</p>');
    const payload = await arrived;
    expect(payload).toEqual({ ...post, updated_at: undefined, created_at: post.created_at });
    expect(Object.keys(payload).sort()).toEqual([
      'author',
      'content',
      'created_at',
      'department',
      'files',
      'public_id',
      'title',
    ]);
    expect((await board(beto)).data[0].public_id).toBe(post.public_id);
    const told = await h.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'InformationBoard'), eq(notifications.title, 'Bienvenida')));
    const recipients = told.map((n) => n.recipientId);
    expect(recipients).toEqual(expect.arrayContaining([anaUser.id, betoUser.id]));
    expect(recipients).not.toContain(publisherUser.id);
  });

  it('keeps a post for one department to its people: board, channel, notifications and files', async () => {
    const [anaSocket, betoSocket] = [await socketOf(ana), await socketOf(beto)];
    betoSocket.emit('subscribe', 'information-board-channel');
    anaSocket.emit('subscribe', 'information-board-channel');
    await pause(100);
    const betoSaw = record(betoSocket, 'InformationBoardPublic');
    const anaHeard = next(anaSocket, 'InformationBoardPublic');
    const post = await publish(publisher, { title: 'Solo Alfa', department_id: deptA.publicId });
    expect((await anaHeard).public_id).toBe(post.public_id);
    await pause(300);
    expect(betoSaw).toEqual([]);
    expect((await board(ana)).data.map((p) => p.public_id)).toContain(post.public_id);
    expect((await board(beto)).data.map((p) => p.public_id)).not.toContain(post.public_id);
    const told = await h.app.db.select().from(notifications).where(eq(notifications.title, 'Solo Alfa'));
    expect(told.map((n) => n.recipientId)).toEqual([anaUser.id]);

    // Its attachment: downloadable by its audience, not by Beto.
    const up = await publisher.inject({
      method: 'POST',
      url: `/api/information_board/${post.public_id}/files`,
      ...multipart('files', [{ name: 'Acta reunión.pdf', type: 'application/pdf', data: PDF }]),
    });
    expect(up.statusCode).toBe(201);
    const file = ZMyInformationPost.parse(up.json()).files[0];
    expect(file.file).toBe(`/api/files/${file.public_id}/${encodeURIComponent('Acta reunión.pdf')}`);
    const got = await ana.inject({ method: 'GET', url: file.file });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers['content-disposition']).toContain("filename*=UTF-8''Acta%20reuni%C3%B3n.pdf");
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect((await beto.inject({ method: 'GET', url: file.file })).statusCode).toBe(404);
    expect((await beto.inject({ method: 'GET', url: `/api/files/${file.public_id}` })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: file.file })).statusCode).toBe(401);

    // The author removes it: gone from the post and no longer served.
    const del = await publisher.inject({
      method: 'DELETE',
      url: `/api/information_board/${post.public_id}/files/${file.public_id}`,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('El registro fue eliminado');
    expect((await ana.inject({ method: 'GET', url: file.file })).statusCode).toBe(404);
  });

  it('refuses bad input in Spanish and unknown departments', async () => {
    const bad = await submitPost(publisher, { title: 'x', content: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.title[0]).toBe('El título debe tener al menos 3 caracteres.');
    expect(bad.json().errors.content[0]).toBe('El contenido es obligatorio.');
    const empty = await submitPost(publisher, { title: 'Solo script', content: '<script>alert(1)</script>' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.content[0]).toBe('El contenido es obligatorio.');
    const unknown = await submitPost(publisher, {
      title: 'Otro',
      content: '<p>x</p>',
      department_id: '01900000-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.department_id[0]).toBe('El departamento seleccionado no existe o está inactivo.');
    const nul = await submitPost(publisher, { title: 'Con\u0000nulo', content: '<p>x</p>' });
    expect(nul.statusCode).toBe(422);
    expect((await submitPost(ana, {})).statusCode).toBe(403);
  });

  it('stores a list of XSS payloads harmless and reads them back harmless', async () => {
    for (const payload of XSS_PAYLOADS) {
      const post = await publish(publisher, { title: 'Prueba XSS', content: payload });
      expect(post.content, payload).not.toMatch(DANGEROUS);
      const read = (await board(publisher, 'type=mine')).data.find((p) => p.public_id === post.public_id)!;
      expect(read.content, payload).not.toMatch(DANGEROUS);
      expect(read.content).toBe(post.content);
    }
  });
});

describe('management', () => {
  it('lets only the author see, edit and delete a post', async () => {
    const other = await h.as((await h.makeUser([PUBLISH])).email);
    const post = await publish(publisher, { title: 'Editable' });
    const edit = (c: TestClient) =>
      c.inject({
        method: 'PUT',
        url: `/api/information_board/${post.public_id}`,
        payload: { title: 'Editada', content: '<p>Nuevo <b onclick="x">texto</b></p>', department_id: deptB.publicId },
      });
    expect((await edit(other)).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: `/api/information_board/${post.public_id}` })).statusCode).toBe(
      404,
    );
    const ok = await edit(publisher);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      title: 'Editada',
      content: '<p>Nuevo <b>texto</b></p>',
      department: { name: 'Área Beta' },
    });
    const mine = ZMyInformationPostPage.parse(
      (await publisher.inject({ method: 'GET', url: '/api/my_information_board?q=editada' })).json(),
    );
    expect(mine.data.map((p) => p.public_id)).toEqual([post.public_id]);
    const otherMine = (await other.inject({ method: 'GET', url: '/api/my_information_board' })).json();
    expect(otherMine.total).toBe(0);
    expect((await other.inject({ method: 'DELETE', url: `/api/information_board/${post.public_id}` })).statusCode).toBe(
      404,
    );
    const del = await publisher.inject({ method: 'DELETE', url: `/api/information_board/${post.public_id}` });
    expect(del.statusCode).toBe(200);
    expect(
      (await publisher.inject({ method: 'GET', url: `/api/information_board/${post.public_id}` })).statusCode,
    ).toBe(404);
    expect((await ana.inject({ method: 'GET', url: '/api/my_information_board' })).statusCode).toBe(403);
  });
});

describe('the board list', () => {
  it('pages newest first, filters by department and type, and ends with an empty page', async () => {
    const author = await h.makeUser([PUBLISH], { departmentId: deptB.id });
    const dept = await makeDepartment(h, { name: 'Área Paginada' });
    const reader = await h.as((await h.makeUser([], { departmentId: dept.id })).email);
    await insertRows(h, 'posts', 23, { departmentId: dept.id, authorId: author.id, title: 'Paginada' });
    const q = `department_id=${dept.publicId}`;
    const p1 = await board(reader, `${q}&page=1`);
    expect(p1.data).toHaveLength(10);
    expect(p1.total).toBe(23);
    expect(p1.data[0].title).toBe('Paginada 23');
    expect(p1.data[0].department).toEqual({ public_id: dept.publicId, name: 'Área Paginada' });
    const p3 = await board(reader, `${q}&page=3`);
    expect(p3.data.map((p) => p.title)).toEqual(['Paginada 3', 'Paginada 2', 'Paginada 1']);
    const p4 = await board(reader, `${q}&page=4`);
    expect(p4.data).toEqual([]);
    expect(p4.total).toBe(23);
    // Another department's reader sees none of them, even asking for that department.
    expect((await board(ana, q)).total).toBe(0);
    // type=mine: the author's own.
    const authorClient = await h.as(author.email);
    expect((await board(authorClient, `type=mine&${q}`)).total).toBe(23);
    expect((await board(reader, `type=mine&${q}`)).total).toBe(0);
    // Blank department = every department.
    expect((await board(reader, 'department_id=')).total).toBeGreaterThanOrEqual(23);
    const bad = await reader.inject({ method: 'GET', url: '/api/information_board?type=todo&page=0&department_id=x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['department_id', 'page', 'type']);
  });

  it('answers a page of posts with files in a fixed number of statements', async () => {
    const dept = await makeDepartment(h, { name: 'Área Contada' });
    const reader = await h.as((await h.makeUser([], { departmentId: dept.id })).email);
    await insertRows(h, 'posts', 60, { departmentId: dept.id, authorId: publisherUser.id });
    const before = h.database.stats.queries;
    const page = await board(reader, `department_id=${dept.publicId}&per_page=50`);
    expect(page.data).toHaveLength(50);
    // session + the page with its total
    expect(h.database.stats.queries - before).toBeLessThanOrEqual(3);
    const mineBefore = h.database.stats.queries;
    await publisher.inject({ method: 'GET', url: '/api/my_information_board?per_page=100' });
    expect(h.database.stats.queries - mineBefore).toBeLessThanOrEqual(3);
    // Nothing of one's own: the session's statement and the page's are the whole answer (no count apart, no
    // files to read); past the end, the total is still counted.
    const quiet = await h.as((await h.makeUser([PUBLISH], { departmentId: dept.id })).email);
    const noneBefore = h.database.stats.queries;
    const none = await quiet.inject({ method: 'GET', url: '/api/my_information_board' });
    expect(h.database.stats.queries - noneBefore).toBe(2);
    expect(none.json()).toMatchObject({ data: [], total: 0, last_page: 1 });
    const past = await publisher.inject({ method: 'GET', url: '/api/my_information_board?per_page=100&page=9' });
    expect(past.json().data).toEqual([]);
    expect(past.json().total).toBeGreaterThanOrEqual(60);
  });
});
