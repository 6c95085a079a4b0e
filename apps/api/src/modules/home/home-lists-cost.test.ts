import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDepartment } from '../../test/factories.ts';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { insertRows, publish, PUBLISH } from '../information-board/information-board.test-utils.ts';
import { multipart } from '../../test/multipart.test-utils.ts';

/**
 * The statement count of the home page's lists (the boards, the management lists, the similar ideas): fixed,
 * whatever the page size, the files of the posts or the votes of the ideas (no statement per row).
 */
let h: Harness;
let author: TestClient;
let reader: TestClient;

beforeAll(async () => {
  h = await build();
  const dept = await makeDepartment(h, { name: 'Área Costos' });
  const authorUser = await h.makeUser([PUBLISH, 'Gestionar cuenta'], { departmentId: dept.id });
  author = await h.as(authorUser.email);
  reader = await h.as((await h.makeUser(['Gestionar cuenta'], { departmentId: dept.id })).email);
  await insertRows(h, 'posts', 30, { departmentId: dept.id, authorId: authorUser.id, title: 'Aviso masivo' });
  await insertRows(h, 'ideas', 30, { departmentId: null, authorId: authorUser.id, title: 'Idea masiva' });
  // Posts with attachments, and ideas with votes of several people (the viewer's own among them).
  for (const title of ['Aviso con archivos 1', 'Aviso con archivos 2']) {
    const post = await publish(author, { title });
    const files = ['a.txt', 'b.txt'].map((name) => ({ name, type: 'text/plain', data: Buffer.from(name) }));
    const res = await author.inject({
      method: 'POST',
      url: `/api/information_board/${post.public_id}/files`,
      ...multipart('files', files),
    });
    expect(res.statusCode).toBeLessThan(300);
  }
  const ideaPage = (await reader.inject({ method: 'GET', url: '/api/idea?per_page=5' })).json();
  for (const idea of ideaPage.data)
    for (const c of [author, reader])
      await c.inject({
        method: 'POST',
        url: '/api/idea_vote',
        payload: { idea_id: idea.public_id, vote_type: 'upvote' },
      });
});
afterAll(() => h.close());

async function statements(c: TestClient, url: string) {
  const { result: res, queries } = await h.countQueries(() => c.inject({ method: 'GET', url }));
  expect(res.statusCode).toBe(200);
  return { n: queries, rows: res.json().data.length as number };
}

describe('home lists: statement count', () => {
  it.each([
    ['the information board', '/api/information_board?type=public', 'reader'],
    ['the author’s posts', '/api/my_information_board?', 'author'],
    ['the ideas board', '/api/idea?type=public', 'reader'],
    ['the author’s ideas', '/api/my_ideas?', 'author'],
    ['the author’s ideas, searched', '/api/my_ideas?q=idea', 'author'],
  ] as const)('%s: the same few statements for 1 row as for a full page', async (_name, url, who) => {
    const client = who === 'author' ? author : reader;
    const small = await statements(client, `${url}&per_page=1`);
    const large = await statements(client, `${url}&per_page=50`);
    expect(small.rows).toBe(1);
    expect(large.rows).toBeGreaterThan(20);
    expect(large.n).toBe(small.n);
    // session lookup + the page (with its total) + at most one more (the files of its posts)
    expect(large.n).toBeLessThanOrEqual(3);
  });

  it('similar ideas: one statement besides the session', async () => {
    const { n, rows } = await statements(reader, '/api/similar_ideas?q=idea%20masiva');
    expect(rows).toBe(5);
    expect(n).toBeLessThanOrEqual(2);
  });
});
