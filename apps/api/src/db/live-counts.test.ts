import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProjectPage } from '@gestora/contract/projects/projects.schema';
import { ZRagDocumentPage } from '@gestora/contract/rag/rag.schema';
import { ZUserPage } from '@gestora/contract/users/users.schema';
import { makeProjects } from '../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../test/harness.ts';
import { projects } from '../modules/projects/projects.table.ts';
import { ragDocuments } from '../modules/rag/rag.table.ts';
import { users } from '../modules/users/users.table.ts';

/*
 * The unfiltered users, projects and RAG documents lists take their total from live_counts, which statement-level triggers keep
 * (migration 0027) instead of counting every live row on each page. Whoever writes — the API, a bulk insert, a
 * soft delete, a restore, a hard delete, an update that changes no liveness — the totals must equal a count.
 */
let h: Harness;
let admin: TestClient;
let boss: TestUser;
/** The RAG documents' administration (rag.routes.ts MANAGE). */
const RAG_MANAGE = 'Gestionar documentos en RAG';

beforeAll(async () => {
  h = await build();
  boss = await h.makeUser(['Ver usuarios', 'Ver todos los proyectos', 'Eliminar proyectos', RAG_MANAGE]);
  admin = await h.as(boss.email);
});
afterAll(() => h.close());

async function totals() {
  const u = await admin.inject({ method: 'GET', url: '/api/users' });
  const p = await admin.inject({ method: 'GET', url: '/api/projects' });
  const r = await admin.inject({ method: 'GET', url: '/api/rag_documents' });
  for (const res of [u, p, r]) expect(res.statusCode, res.body).toBe(200);
  return {
    users: ZUserPage.parse(u.json()).total,
    projects: ZProjectPage.parse(p.json()).total,
    documents: ZRagDocumentPage.parse(r.json()).total,
  };
}
async function counted() {
  const [u] = await h.app.db.select({ n: count() }).from(users).where(isNull(users.deletedAt));
  const [p] = await h.app.db.select({ n: count() }).from(projects).where(isNull(projects.deletedAt));
  const [r] = await h.app.db.select({ n: count() }).from(ragDocuments);
  return { users: u.n, projects: p.n, documents: r.n };
}

describe('the live users and projects counted by triggers', () => {
  it('give the unfiltered totals after every kind of write', async () => {
    expect(await totals()).toEqual(await counted());
    const before = await counted();

    // Inserted one by one and in bulk.
    const people = [await h.makeUser([]), await h.makeUser([]), await h.makeUser([])];
    const made = await makeProjects(h, 4, () => ({ createdBy: boss.id }));
    const raised = await admin.inject({
      method: 'POST',
      url: '/api/rag_documents',
      payload: { title: 'Manual de vacaciones', content: '<p>Quince días hábiles.</p>' },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const docs = await h.app.db
      .insert(ragDocuments)
      .values([1, 2, 3].map((i) => ({ title: `Documento ${i}` })))
      .returning();
    expect(await totals()).toEqual({
      users: before.users + 3,
      projects: before.projects + 4,
      documents: before.documents + 4,
    });

    // Soft deleted (a project through the API), restored, updated without a change of liveness, hard deleted.
    expect((await admin.inject({ method: 'DELETE', url: `/api/projects/${made[0].publicId}` })).statusCode).toBe(200);
    await h.app.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(inArray(users.id, [people[0].id, people[1].id]));
    expect(await totals()).toEqual(await counted());
    await h.app.db.update(users).set({ deletedAt: null }).where(eq(users.id, people[0].id));
    await h.app.db
      .update(users)
      .set({ position: 'Jefe de turno' })
      .where(inArray(users.id, [people[0].id, people[1].id]));
    await h.app.db.update(projects).set({ name: 'Renombrado' }).where(eq(projects.id, made[1].id));
    expect(await totals()).toEqual(await counted());
    await h.app.db.delete(projects).where(inArray(projects.id, [made[0].id, made[2].id]));
    await h.app.db.delete(users).where(eq(users.id, people[2].id));
    await h.app.db.update(ragDocuments).set({ title: 'Renombrado' }).where(eq(ragDocuments.id, docs[0].id));
    await h.app.db.delete(ragDocuments).where(inArray(ragDocuments.id, [docs[1].id, docs[2].id]));
    const now = await counted();
    expect(await totals()).toEqual(now);
    expect(now).toEqual({ users: before.users + 1, projects: before.projects + 2, documents: before.documents + 2 });

    // A filter is counted, and agrees.
    const active = await admin.inject({ method: 'GET', url: '/api/users?active=true' });
    const [live] = await h.app.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.active, true), isNull(users.deletedAt)));
    expect(ZUserPage.parse(active.json()).total).toBe(live.n);
  });
});
