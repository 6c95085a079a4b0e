import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../test/harness.ts';
import { makeDepartment, type DepartmentRow } from '../../test/factories.ts';
import { insertRows, publish, PUBLISH } from '../information-board/information-board.test-utils.ts';

// The boards' unfiltered totals come from counters kept by triggers (migration 0013): they must follow every
// write — through the API (create, move to another department, delete) and straight into the table alike.
let h: Harness;
type Client = Awaited<ReturnType<Harness['as']>>;
let mine: DepartmentRow;
let other: DepartmentRow;
let author: Client;
let authorId: number;
let reader: Client;

beforeAll(async () => {
  h = await build();
  mine = await makeDepartment(h, { name: 'Área Contadora' });
  other = await makeDepartment(h, { name: 'Área Ajena' });
  const a = await h.makeUser([PUBLISH, 'Gestionar cuenta'], { departmentId: other.id });
  authorId = a.id;
  author = await h.as(a.email);
  reader = await h.as((await h.makeUser([], { departmentId: mine.id })).email);
});
afterAll(() => h.close());

const BOARDS = [
  {
    name: 'information board',
    list: '/api/information_board',
    create: '/api/information_board',
    one: '/api/information_board',
    rows: 'posts',
  },
  { name: 'ideas board', list: '/api/idea', create: '/api/ideas', one: '/api/ideas', rows: 'ideas' },
] as const;

describe.each(BOARDS)('$name total', (b) => {
  const total = async (c: Client) => {
    const res = await c.inject({ method: 'GET', url: `${b.list}?page=1` });
    expect(res.statusCode).toBe(200);
    return res.json().total as number;
  };
  const create = async (department_id: string | null) => {
    if (b.rows === 'posts') return (await publish(author, { department_id })).public_id as string;
    const res = await author.inject({
      method: 'POST',
      url: b.create,
      payload: { title: 'Idea contada', content: '<p>Contar</p>', department_id },
    });
    expect(res.statusCode).toBe(201);
    return res.json().public_id as string;
  };

  it('follows creations, moves between departments, deletions and direct inserts', async () => {
    const start = { reader: await total(reader), author: await total(author) };
    const forAll = await create(null);
    await create(mine.publicId);
    const elsewhere = await create(other.publicId);
    // For every department: both see it; for the reader's department: the reader, and the author (their own); for
    // the author's department: the author only.
    expect(await total(reader)).toBe(start.reader + 2);
    expect(await total(author)).toBe(start.author + 3);

    const move = await author.inject({
      method: 'PUT',
      url: `${b.one}/${elsewhere}`,
      payload: { title: 'Movida', content: '<p>Movida</p>', department_id: mine.publicId },
    });
    expect(move.statusCode).toBe(200);
    expect(await total(reader)).toBe(start.reader + 3);
    expect(await total(author)).toBe(start.author + 3);

    expect((await author.inject({ method: 'DELETE', url: `${b.one}/${forAll}` })).statusCode).toBe(200);
    expect(await total(reader)).toBe(start.reader + 2);
    expect(await total(author)).toBe(start.author + 2);

    await insertRows(h, b.rows, 4, { departmentId: mine.id, authorId });
    await insertRows(h, b.rows, 3, { departmentId: null, authorId });
    expect(await total(reader)).toBe(start.reader + 9);
    // The total always equals the rows the reader can page through.
    let seen = 0;
    for (let page = 1; ; page++) {
      const res = await reader.inject({ method: 'GET', url: `${b.list}?page=${page}` });
      const n = (res.json().data as unknown[]).length;
      if (n === 0) break;
      seen += n;
    }
    expect(seen).toBe(start.reader + 9);
  });
});
