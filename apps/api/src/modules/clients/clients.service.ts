import { and, asc, count, eq, getTableColumns, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TClient, TClientListQuery, ZClientRequest } from '@gestora/contract/clients/clients.schema';
import { MSG } from '@gestora/contract/messages';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { likeTerm, pageOf, sortBy } from '../../lib/pagination.ts';
import { projects } from '../projects/projects.table.ts';
import { clients } from './clients.table.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';

type Input = z.output<typeof ZClientRequest>;
type Row = typeof clients.$inferSelect;
const tableColumns = getTableColumns(clients);

const NAME_TAKEN = 'Ya existe un cliente con ese nombre.';
const TAX_ID_TAKEN = 'Ya existe un cliente con esa identificación tributaria.';

// Qualified by hand: inside a correlated subquery drizzle would print the outer column unqualified.
const projectsCount = sql<number>`(select count(*)::int from projects p where p.client_id = "clients"."id" and p.deleted_at is null)`;
const live = isNull(clients.deletedAt);

const present = (c: Row & { projectsCount: number }): TClient => ({
  public_id: c.publicId,
  name: c.name,
  tax_id: c.taxId,
  contact_name: c.contactName,
  email: c.email,
  phone: c.phone,
  address: c.address,
  notes: c.notes,
  active: c.active,
  projects_count: Number(c.projectsCount),
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

/** One page: two statements (page with its project counts, total) whatever the page size. */
export async function listClients(ctx: ServiceContext, q: TClientListQuery) {
  const db = ctx.db;
  const term = q.q ? likeTerm(q.q) : undefined;
  const where = and(
    live,
    term
      ? or(
          ilike(clients.name, term),
          ilike(clients.taxId, term),
          ilike(clients.contactName, term),
          ilike(clients.email, term),
        )
      : undefined,
    q.active === undefined ? undefined : eq(clients.active, q.active),
  );
  const order = sortBy(
    q.sort,
    {
      name: sql`lower(${clients.name})`,
      tax_id: clients.taxId,
      active: clients.active,
      created_at: clients.createdAt,
      projects_count: projectsCount,
    },
    sql`lower(${clients.name}) asc`,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...tableColumns, projectsCount })
      .from(clients)
      .where(where)
      .orderBy(order, asc(clients.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(clients).where(where),
  ]);
  return pageOf(rows.map(present), total, q);
}

async function clientById(db: DbOrTx, publicId: string): Promise<TClient> {
  const [c] = await db
    .select({ ...tableColumns, projectsCount })
    .from(clients)
    .where(and(eq(clients.publicId, publicId), live));
  if (!c) throw notFound();
  return present(c);
}

export const getClient = (ctx: ServiceContext, _actor: Actor, publicId: string) => clientById(ctx.db, publicId);

/** GET /api/client_options: the active clients, by name. */
export async function clientOptions(ctx: ServiceContext, _actor: Actor) {
  return ctx.db
    .select({ public_id: clients.publicId, name: clients.name })
    .from(clients)
    .where(and(live, eq(clients.active, true)))
    .orderBy(sql`lower(${clients.name})`)
    .limit(1000);
}

/** The internal id of a client a project may be given: it exists and is active (or is the one it already has). */
export async function findClientIdForProject(db: DbOrTx, publicId: string, currentId?: number | null): Promise<number> {
  const [c] = await db
    .select({ id: clients.id, active: clients.active })
    .from(clients)
    .where(and(eq(clients.publicId, publicId), live));
  if (!c || (!c.active && c.id !== currentId))
    throw fieldError('client_id', 'El cliente seleccionado no existe o está inactivo.');
  return c.id;
}

async function assertUnique(db: DbOrTx, input: Input, exceptId?: number) {
  const others = (cond: SQL) => and(cond, live, exceptId ? ne(clients.id, exceptId) : undefined);
  const [nameClash] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(others(sql`lower(${clients.name}) = lower(${input.name})`));
  if (nameClash) throw fieldError('name', NAME_TAKEN);
  if (input.tax_id) {
    const [taxClash] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(others(eq(clients.taxId, input.tax_id)));
    if (taxClash) throw fieldError('tax_id', TAX_ID_TAKEN);
  }
}

/** The check before a write can lose a race: the unique indexes have the final word, with the same messages. */
function uniqueRefusal(err: unknown): never {
  if (isUniqueViolation(err, 'clients_name_lower_uq')) throw fieldError('name', NAME_TAKEN);
  if (isUniqueViolation(err, 'clients_tax_id_uq')) throw fieldError('tax_id', TAX_ID_TAKEN);
  throw err;
}

const columnsOf = (input: Input) => ({
  name: input.name,
  taxId: input.tax_id,
  contactName: input.contact_name,
  email: input.email,
  phone: input.phone,
  address: input.address,
  notes: input.notes,
  active: input.active,
});

export async function createClient(ctx: ServiceContext, actor: Actor, input: Input) {
  const db = ctx.db;
  const values = columnsOf(input);
  return db
    .transaction(async (tx) => {
      await assertUnique(tx, input);
      const [c] = await tx
        .insert(clients)
        .values({ ...values, createdBy: actor.userId })
        .returning();
      return clientById(tx, c.publicId);
    })
    .catch(uniqueRefusal);
}

/** A client that is not deleted, locked for the rest of the transaction (404 when there is none). */
async function lockLiveClient(tx: Tx, publicId: string) {
  const [c] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.publicId, publicId), live))
    .for('update');
  if (!c) throw notFound();
  return c;
}

export async function updateClient(ctx: ServiceContext, publicId: string, input: Input) {
  const db = ctx.db;
  const values = columnsOf(input);
  return db
    .transaction(async (tx) => {
      const c = await lockLiveClient(tx, publicId);
      await assertUnique(tx, input, c.id);
      await tx.update(clients).set(values).where(eq(clients.id, c.id));
      return clientById(tx, publicId);
    })
    .catch(uniqueRefusal);
}

/**
 * Refused while live projects use the client (deactivate it instead). Otherwise a soft delete: projects deleted
 * earlier still point at it, and their history keeps its name.
 */
export async function deleteClient(ctx: ServiceContext, publicId: string) {
  const db = ctx.db;
  await db.transaction(async (tx) => {
    const c = await lockLiveClient(tx, publicId);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(projects)
      .where(and(eq(projects.clientId, c.id), isNull(projects.deletedAt)));
    if (n > 0) throw conflict(`${MSG.inUse} El cliente tiene ${n} proyecto(s); desactívelo en su lugar.`);
    await tx.update(clients).set({ deletedAt: new Date(), active: false }).where(eq(clients.id, c.id));
  });
}
