import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIdea, ZIdeaPage, ZMyIdea, ZMyIdeaPage } from '@gestora/contract/ideas/ideas.schema';
import { makeDepartment } from '../../test/factories.ts';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { expectRowsCarryOnly, expectRowsMatchDetails } from '../../test/list-rows.test-utils.ts';
import { ideas } from './ideas.table.ts';
import { propose, vote } from './ideas.test-utils.ts';

/*
 * The ideas board (/api/idea) and the author's own list (/api/my_ideas) are written by PostgreSQL as JSON
 * (ideas.presenter.ts ideaRowJson); the detail is shaped in JavaScript (presentIdea). Every row must say what the
 * detail says — texts that JSON must escape, the department or none, the analysis, the votes and the viewer's own.
 */

let h: Harness;
let ana: TestClient;
let beto: TestClient;
const ids: Record<string, string> = {};

/** An idea with this title and a text that JSON must escape: its public id. */
const proposeTitled = async (c: TestClient, title: string, fields: Record<string, unknown> = {}) =>
  (await propose(c, { title, content: '<p>Una <strong>mejora</strong> con "comillas"</p>', ...fields })).public_id;
const voted = async (c: TestClient, ideaId: string, voteType: string) => {
  const res = await vote(c, ideaId, voteType);
  if (res.statusCode !== 200) throw new Error(`vote → ${res.statusCode} ${res.body}`);
};

beforeAll(async () => {
  h = await build();
  const alfa = await makeDepartment(h, { name: 'Ideas "Alfa" \\ Ñandú' });
  const beta = await makeDepartment(h, { name: 'Ideas Beta' });
  ana = await h.as((await h.makeUser(['Gestionar cuenta'], { departmentId: alfa.id, lastName: "O'Neill" })).email);
  beto = await h.as((await h.makeUser(['Gestionar cuenta'], { departmentId: beta.id })).email);
  ids.everyone = await proposeTitled(ana, 'Comillas "dobles", barra \\ y tabulador\t— ñandú 🌱');
  ids.alfa = await proposeTitled(ana, 'Solo para Alfa', { department_id: alfa.publicId });
  ids.analysed = await proposeTitled(ana, 'Con análisis');
  await h.app.db.update(ideas).set({ analysisIa: 'Viable.\nCosto "bajo".' }).where(eq(ideas.publicId, ids.analysed));
  await voted(beto, ids.everyone, 'upvote');
  await voted(ana, ids.everyone, 'downvote');
  await voted(ana, ids.analysed, 'upvote');
  // An idea whose author's account is gone (author_id set null), for Beta only.
  ids.orphan = await proposeTitled(beto, 'Sin autor', { department_id: beta.publicId });
  await h.app.db.update(ideas).set({ authorId: null }).where(eq(ideas.publicId, ids.orphan));
});
afterAll(() => h.close());

describe('idea lists written by PostgreSQL', () => {
  it('say of every row what the detail says', async () => {
    const actors = { ana: { client: ana } };
    const board = await expectRowsMatchDetails({
      actors,
      lists: { ana: ['/api/idea', '/api/idea?type=mine'] },
      page: ZIdeaPage,
      row: ZIdea,
      detail: (id) => `/api/ideas/${id}`,
    });
    const mine = await expectRowsMatchDetails({
      actors,
      lists: { ana: ['/api/my_ideas', '/api/my_ideas?q=tabulador'] },
      page: ZMyIdeaPage,
      row: ZMyIdea,
      detail: (id) => `/api/ideas/${id}`,
    });
    expect([board, mine]).toEqual([6, 4]);
  });

  it('carry only what each list shows: the board has no updated_at, the author’s own list has it', async () => {
    expectRowsCarryOnly((await ana.inject({ method: 'GET', url: '/api/idea' })).json().data, ZIdea);
    expectRowsCarryOnly((await ana.inject({ method: 'GET', url: '/api/my_ideas' })).json().data, ZMyIdea);
    expect(Object.keys(ZIdea.shape)).not.toContain('updated_at');
  });

  it('show each viewer their own vote, the department or none, and no author once the account is gone', async () => {
    const rows = ZIdeaPage.parse((await beto.inject({ method: 'GET', url: '/api/idea' })).json()).data;
    const byId = Object.fromEntries(rows.map((r) => [r.public_id, r]));
    expect(Object.keys(byId).sort()).toEqual([ids.everyone, ids.analysed, ids.orphan].sort());
    expect(byId[ids.everyone]).toMatchObject({
      my_vote: 'upvote',
      votes_count: 1,
      negative_votes: 1,
      department: null,
    });
    expect(byId[ids.analysed]).toMatchObject({ my_vote: null, votes_count: 1, analysis_ia: 'Viable.\nCosto "bajo".' });
    expect(byId[ids.everyone].author).toEqual({ name: expect.any(String), last_name: "O'Neill" });
    expect(byId[ids.orphan]).toMatchObject({ author: null, department: { name: 'Ideas Beta' } });
  });
});
