import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIdeaPage, ZIdeaVoteResponse, ZSimilarIdeas } from '@gestora/contract/ideas/ideas.schema';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { DANGEROUS, insertRows, XSS_PAYLOADS } from '../information-board/information-board.test-utils.ts';
import { makeDepartment, type DepartmentRow } from '../../test/factories.ts';
import { ideaVotes, ideas } from './ideas.table.ts';
import { propose, vote } from './ideas.test-utils.ts';

let h: Harness;
let deptA: DepartmentRow;
let deptB: DepartmentRow;
let anaUser: TestUser;
let ana: TestClient;
let beto: TestClient;
let betoUser: TestUser;

beforeAll(async () => {
  h = await build();
  deptA = await makeDepartment(h, { name: 'Ideas Alfa' });
  deptB = await makeDepartment(h, { name: 'Ideas Beta' });
  anaUser = await h.makeUser(['Gestionar cuenta'], { departmentId: deptA.id });
  ana = await h.as(anaUser.email);
  betoUser = await h.makeUser(['Gestionar cuenta'], { departmentId: deptB.id });
  beto = await h.as(betoUser.email);
});
afterAll(() => h.close());

const counts = async (c: TestClient, ideaId: string, voteType: string) => {
  const res = await vote(c, ideaId, voteType);
  expect(res.statusCode).toBe(200);
  return ZIdeaVoteResponse.parse(res.json());
};

describe('votes', () => {
  it('counts one vote per user: again the same way takes it back, the other way switches it', async () => {
    const idea = await propose(ana);
    expect(idea).toMatchObject({ votes_count: 0, negative_votes: 0, analysis_ia: null, my_vote: null });
    expect(await counts(beto, idea.public_id, 'upvote')).toEqual({
      votes_count: 1,
      negative_votes: 0,
      my_vote: 'upvote',
    });
    expect(await counts(ana, idea.public_id, 'upvote')).toEqual({
      votes_count: 2,
      negative_votes: 0,
      my_vote: 'upvote',
    });
    expect(await counts(beto, idea.public_id, 'upvote')).toEqual({ votes_count: 1, negative_votes: 0, my_vote: null });
    expect(await counts(beto, idea.public_id, 'downvote')).toEqual({
      votes_count: 1,
      negative_votes: 1,
      my_vote: 'downvote',
    });
    expect(await counts(ana, idea.public_id, 'downvote')).toEqual({
      votes_count: 0,
      negative_votes: 2,
      my_vote: 'downvote',
    });
    const listed = ZIdeaPage.parse((await beto.inject({ method: 'GET', url: '/api/idea' })).json()).data.find(
      (i) => i.public_id === idea.public_id,
    )!;
    expect(listed).toMatchObject({ votes_count: 0, negative_votes: 2, my_vote: 'downvote' });
  });

  it('stays exact under concurrent votes', async () => {
    const idea = await propose(ana, { title: 'Idea muy votada' });
    const voters = await Promise.all(
      Array.from({ length: 12 }, async () => h.as((await h.makeUser([], { departmentId: deptB.id })).email)),
    );
    // Each voter up twice at once (a double click: one counts, one takes it back, in some order) and a down.
    const results = await Promise.all(
      voters.flatMap((v, i) =>
        i % 3 === 0
          ? [vote(v, idea.public_id, 'downvote')]
          : [vote(v, idea.public_id, 'upvote'), vote(v, idea.public_id, 'upvote'), vote(v, idea.public_id, 'upvote')],
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await h.app.db
      .select()
      .from(ideas)
      .where(eq(ideas.id, await idOf(idea.public_id)));
    const votes = await h.app.db.select().from(ideaVotes).where(eq(ideaVotes.ideaId, row.id));
    // Three ups per upvoter: up, back, up → every upvoter ends up; the downvoters down.
    expect(votes.filter((v) => v.voteType === 'upvote')).toHaveLength(8);
    expect(votes.filter((v) => v.voteType === 'downvote')).toHaveLength(4);
    expect(row.votesCount).toBe(8);
    expect(row.negativeVotes).toBe(4);
  });

  it('refuses votes on ideas the voter may not see, and bad votes', async () => {
    const secret = await propose(ana, { title: 'Solo para Alfa', department_id: deptA.publicId });
    expect((await vote(beto, secret.public_id, 'upvote')).statusCode).toBe(404);
    const bad = await vote(beto, secret.public_id, 'megavote');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.vote_type[0]).toBe('El tipo de voto no es válido.');
    expect((await vote(beto, 'no-es-id', 'upvote')).statusCode).toBe(422);
    expect((await h.app.inject({ method: 'POST', url: '/api/idea_vote', payload: {} })).statusCode).toBe(401);
  });
});

async function idOf(publicId: string) {
  const [row] = await h.app.db.select({ id: ideas.id }).from(ideas).where(eq(ideas.publicId, publicId));
  return row.id;
}

describe('my ideas', () => {
  it('lets the author create, edit and delete; others get 404; the analysis shows and goes stale on edit', async () => {
    const idea = await propose(ana, { title: 'Huerto en la azotea', content: '<p>Cultivar <i>verduras</i></p>' });
    await h.app.db.update(ideas).set({ analysisIa: 'Viable.\nBajo costo.' }).where(eq(ideas.publicId, idea.public_id));
    const listed = (await beto.inject({ method: 'GET', url: '/api/idea' })).json().data;
    expect(listed.find((i: { public_id: string }) => i.public_id === idea.public_id).analysis_ia).toBe(
      'Viable.\nBajo costo.',
    );
    const put = (c: TestClient, title: string) =>
      c.inject({ method: 'PUT', url: `/api/ideas/${idea.public_id}`, payload: { title, content: '<p>Cultivar</p>' } });
    expect((await put(beto, 'Robada')).statusCode).toBe(404);
    const edited = await put(ana, 'Huerto comunitario');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Huerto comunitario', analysis_ia: null });
    const mine = (await ana.inject({ method: 'GET', url: '/api/my_ideas?q=huerto' })).json();
    expect(mine.data.map((i: { public_id: string }) => i.public_id)).toEqual([idea.public_id]);
    expect((await beto.inject({ method: 'DELETE', url: `/api/ideas/${idea.public_id}` })).statusCode).toBe(404);
    const del = await ana.inject({ method: 'DELETE', url: `/api/ideas/${idea.public_id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('El registro fue eliminado');
    const noAccount = await h.as((await h.makeUser([])).email);
    expect((await noAccount.inject({ method: 'GET', url: '/api/my_ideas' })).statusCode).toBe(403);
    expect((await noAccount.inject({ method: 'GET', url: '/api/idea' })).statusCode).toBe(200);
  });

  it('stores XSS payloads harmless', async () => {
    for (const payload of XSS_PAYLOADS) {
      const idea = await propose(ana, { content: payload });
      expect(idea.content, payload).not.toMatch(DANGEROUS);
      const read = (await ana.inject({ method: 'GET', url: `/api/ideas/${idea.public_id}` })).json();
      expect(read.content, payload).not.toMatch(DANGEROUS);
    }
  });

  it('suggests similar ideas the viewer may see, in Spanish full text, never the idea itself', async () => {
    const open = await propose(ana, { title: 'Reciclaje de papel en oficinas' });
    await propose(ana, { title: 'Reciclar botellas en el comedor', department_id: deptA.publicId });
    const similar = async (c: TestClient, q: string, exclude = '') =>
      ZSimilarIdeas.parse(
        (
          await c.inject({
            method: 'GET',
            url: `/api/similar_ideas?q=${encodeURIComponent(q)}&exclude_id=${exclude}`,
          })
        ).json(),
      ).data.map((i) => i.title);
    // 'reciclar' stems to 'recicl', a prefix of both 'reciclaj(e)' and 'recicl(ar)'.
    expect(await similar(ana, 'reciclar')).toEqual(
      expect.arrayContaining(['Reciclaje de papel en oficinas', 'Reciclar botellas en el comedor']),
    );
    expect(await similar(beto, 'reciclaje papel')).toEqual(['Reciclaje de papel en oficinas']);
    expect(await similar(ana, 'reciclar', open.public_id)).not.toContain('Reciclaje de papel en oficinas');
    expect(await similar(ana, '  & | ! ')).toEqual([]);
  });
});

describe('the ideas list', () => {
  it('pages like the board and filters by department, in a fixed number of statements', async () => {
    const dept = await makeDepartment(h, { name: 'Ideas Paginadas' });
    const reader = await h.as((await h.makeUser([], { departmentId: dept.id })).email);
    await insertRows(h, 'ideas', 55, { departmentId: dept.id, authorId: anaUser.id, title: 'Masiva' });
    const page = async (q: string) => {
      const before = h.database.stats.queries;
      const res = await reader.inject({ method: 'GET', url: `/api/idea?department_id=${dept.publicId}&${q}` });
      expect(res.statusCode).toBe(200);
      return { body: ZIdeaPage.parse(res.json()), n: h.database.stats.queries - before };
    };
    const first = await page('page=1&per_page=50');
    expect(first.body.data).toHaveLength(50);
    expect(first.body.total).toBe(55);
    expect(first.body.data[0].title).toBe('Masiva 55');
    expect(first.n).toBeLessThanOrEqual(3);
    expect((await page('page=2&per_page=50')).body.data).toHaveLength(5);
    expect((await page('page=3&per_page=50')).body.data).toEqual([]);
    expect((await beto.inject({ method: 'GET', url: `/api/idea?department_id=${dept.publicId}` })).json().total).toBe(
      0,
    );
  });
});
