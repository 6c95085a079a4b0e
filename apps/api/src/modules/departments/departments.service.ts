import { and, asc, count, eq, getTableColumns, ilike, ne, or, sql } from 'drizzle-orm';
import type {
  TDepartment,
  TDepartmentListQuery,
  TDepartmentRequest,
} from '@gestora/contract/departments/departments.schema';
import { MSG } from '@gestora/contract/messages';
import type { z } from 'zod';
import type { ZDepartmentRequest } from '@gestora/contract/departments/departments.schema';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { likeTerm, pageOf, sortBy } from '../../lib/pagination.ts';
import { users } from '../users/users.table.ts';
import { departments } from './departments.table.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';

type Input = z.output<typeof ZDepartmentRequest>;
type Row = typeof departments.$inferSelect;
const tableColumns = getTableColumns(departments);

// Qualified by hand: inside a correlated subquery drizzle would print the outer column unqualified.
const usersCount = sql<number>`(select count(*)::int from users u where u.department_id = "departments"."id" and u.deleted_at is null)`;

const present = (d: Row & { usersCount: number }): TDepartment => ({
  public_id: d.publicId,
  name: d.name,
  description: d.description,
  active: d.active,
  users_count: Number(d.usersCount),
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
});

export async function listDepartments(ctx: ServiceContext, q: TDepartmentListQuery) {
  const db = ctx.db;
  const where = and(
    q.q ? or(ilike(departments.name, likeTerm(q.q)), ilike(departments.description, likeTerm(q.q))) : undefined,
    q.active === undefined ? undefined : eq(departments.active, q.active),
  );
  const order = sortBy(
    q.sort,
    { name: departments.name, created_at: departments.createdAt, active: departments.active },
    sql`lower(${departments.name}) asc`,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...tableColumns, usersCount })
      .from(departments)
      .where(where)
      // The id breaks ties (two departments of one state or instant): without it a row could repeat across pages.
      .orderBy(order, asc(departments.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(departments).where(where),
  ]);
  return pageOf(rows.map(present), total, q);
}

/** GET /api/active_departments: every active one, by name (a short list: areas of one organisation). */
export async function activeDepartments(ctx: ServiceContext, _actor: Actor) {
  return ctx.db
    .select({ public_id: departments.publicId, name: departments.name })
    .from(departments)
    .where(eq(departments.active, true))
    .orderBy(sql`lower(${departments.name})`)
    .limit(1000);
}

async function departmentById(db: DbOrTx, publicId: string): Promise<TDepartment> {
  const [d] = await db
    .select({ ...tableColumns, usersCount })
    .from(departments)
    .where(eq(departments.publicId, publicId));
  if (!d) throw notFound();
  return present(d);
}

export const getDepartment = (ctx: ServiceContext, _actor: Actor, publicId: string) => departmentById(ctx.db, publicId);

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(sql`lower(${departments.name}) = lower(${name})`, exceptId ? ne(departments.id, exceptId) : undefined));
  if (clash) throw fieldError('name', 'Ya existe un departamento con ese nombre.');
}

export async function createDepartment(ctx: ServiceContext, actor: Actor, input: Input) {
  const db = ctx.db;
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const [d] = await tx
      .insert(departments)
      .values({ ...input, createdBy: actor.userId })
      .returning();
    return departmentById(tx, d.publicId);
  });
}

export async function updateDepartment(ctx: ServiceContext, publicId: string, input: Input) {
  const db = ctx.db;
  return db.transaction(async (tx) => {
    const [d] = await tx.select().from(departments).where(eq(departments.publicId, publicId)).for('update');
    if (!d) throw notFound();
    await assertNameFree(tx, input.name, d.id);
    await tx.update(departments).set(input).where(eq(departments.id, d.id));
    return departmentById(tx, publicId);
  });
}

/** Refused while users belong to it: deactivate it instead, so that history keeps its area. */
export async function deleteDepartment(ctx: ServiceContext, publicId: string) {
  const db = ctx.db;
  await db.transaction(async (tx) => {
    const [d] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.publicId, publicId))
      .for('update');
    if (!d) throw notFound();
    const [{ n }] = await tx.select({ n: count() }).from(users).where(eq(users.departmentId, d.id));
    if (n > 0) throw conflict(`${MSG.inUse} Tiene ${n} usuario(s) asignado(s); desactívelo en su lugar.`);
    await tx.delete(departments).where(eq(departments.id, d.id));
  });
}

export type { TDepartmentRequest };
