import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../test/harness.ts';
import { fn, trigger, type SqlDeclaration } from './declarations.ts';
import { declarationFile, sqlDeclarationFiles, sqlDeclarations } from './registry.ts';
import { findSqlDrift, listFunctions, listTriggers, type SqlDrift } from './sql-drift.ts';
import { describeDifference } from './sql-drift-report.ts';
import { migrationStatements } from './sql-migration-text.ts';

/*
 * The database's SQL functions and triggers are declared as they are today in each module's <module>.sql.ts; the
 * migrations made them. This holds the two equal both ways, on PGlite and (DATABASE_URL) on the PostgreSQL server.
 */
let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

const report = (drift: SqlDrift) => drift.differences.map((d) => describeDifference(d, declarationFile)).join('\n\n');

/** The declarations with `name`'s replaced by `change(it)` (or left out, when it gives undefined). */
function edited(name: string, change: (d: SqlDeclaration) => SqlDeclaration | undefined): SqlDeclaration[] {
  const found = sqlDeclarations.find((d) => d.name === name);
  if (!found) throw new Error(`no declaration ${name}`);
  return sqlDeclarations.flatMap((d) => (d === found ? (change(d) ?? []) : [d]));
}

const sqlOf = (d: SqlDeclaration, from: string, to: string) => {
  if (!d.sql.includes(from)) throw new Error(`${d.name} has no ${from}`);
  return { ...d, sql: d.sql.replace(from, to) };
};

describe('SQL functions and triggers', () => {
  it('the migrated database holds exactly the declared ones, each as declared', async () => {
    const drift = await findSqlDrift(h.app.db, sqlDeclarations);
    expect(report(drift)).toBe('');
    expect(drift.functions.length).toBe(sqlDeclarations.filter((d) => d.kind === 'function').length);
    expect(drift.triggers.length).toBe(sqlDeclarations.filter((d) => d.kind === 'trigger').length);
  });

  it('every file the registry names is there', () => {
    const api = path.resolve(import.meta.dirname, '../../..');
    for (const f of sqlDeclarationFiles) expect(existsSync(path.join(api, f.file)), f.file).toBe(true);
  });

  it('the comparison leaves the database as it found it', async () => {
    const before = { functions: await listFunctions(h.app.db), triggers: await listTriggers(h.app.db) };
    await findSqlDrift(
      h.app.db,
      edited('ticket_own_json', (d) => sqlOf(d, '"code":"', '"kode":"')),
    );
    expect({ functions: await listFunctions(h.app.db), triggers: await listTriggers(h.app.db) }).toEqual(before);
  });

  it('a function changed by one character is named, with where it differs and how to put it right', async () => {
    const drift = await findSqlDrift(
      h.app.db,
      edited('ticket_own_json', (d) => sqlOf(d, '"code":"', '"kode":"')),
    );
    expect(drift.differences.map((d) => d.status)).toEqual(['different']);
    const message = report(drift);
    expect(message).toContain('function ticket_own_json');
    expect(message).toContain('src/modules/tickets/tickets.sql.ts');
    expect(message).toContain('"kode":"');
    expect(message).toContain('npm run db:sql -w @gestora/api');
  });

  it('a changed trigger, an undeclared and a missing one, a refused and a doubled declaration are each found', async () => {
    const probe = fn(
      'sql_declarations_probe',
      `CREATE OR REPLACE FUNCTION sql_declarations_probe() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$`,
    );
    const refused = fn(
      'sql_declarations_refused',
      `CREATE OR REPLACE FUNCTION sql_declarations_refused() RETURNS int LANGUAGE sql AS $$ SELEC 1 $$`,
    );
    const declarations = [
      ...edited('tickets_status_count', (d) => sqlOf(d, 'AFTER INSERT OR DELETE', 'AFTER INSERT')).filter(
        (d) => d.name !== 'clients_ref_json',
      ),
      probe,
      refused,
      sqlDeclarations.find((d) => d.name === 'json_iso')!,
    ];
    const drift = await findSqlDrift(h.app.db, declarations);
    const found = drift.differences.map((d) => `${d.status} ${'declaration' in d ? d.declaration.name : d.name}`);
    expect(found.sort()).toEqual(
      [
        'different tickets_status_count',
        'duplicate json_iso',
        'invalid sql_declarations_refused',
        'missing sql_declarations_probe',
        'undeclared clients_ref_json',
      ].sort(),
    );
    const message = report(drift);
    expect(message).toContain('trigger clients_ref_json on clients is in the migrated database but declared nowhere');
    expect(message).toContain('syntax error');
  });

  it('a function whose result type changes is to be dropped first, not replaced in place', async () => {
    const drift = await findSqlDrift(
      h.app.db,
      edited('json_iso', (d) => sqlOf(d, 'RETURNS text', 'RETURNS varchar')),
    );
    const [difference] = drift.differences;
    expect(difference).toMatchObject({
      status: 'different',
      replaces: { signature: 'json_iso(timestamp with time zone)' },
    });
  });

  it('a declaration that makes another object than it names is refused', async () => {
    const drift = await findSqlDrift(h.app.db, [
      ...sqlDeclarations,
      trigger(
        'elsewhere',
        'tickets',
        `CREATE TRIGGER elsewhere AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION ref_json_keep()`,
      ),
    ]);
    expect(drift.differences).toMatchObject([{ status: 'invalid', error: 'it makes trigger elsewhere on users' }]);
  });

  it('the migration written from changed declarations makes a migrated database hold exactly them', async () => {
    const audience = ['audience_count_change', 'ideas_audience_count', 'ideas_audience_move'];
    const declarations = [
      ...edited('ticket_own_json', (d) => sqlOf(d, '(t tickets)', '(tk tickets)'))
        .map((d) => (d.name === 'ticket_own_json' ? { ...d, sql: d.sql.replaceAll('t.', 'tk.') } : d))
        .map((d) => (d.name === 'tickets_status_count' ? sqlOf(d, 'AFTER INSERT OR DELETE', 'AFTER INSERT') : d))
        .filter((d) => !audience.includes(d.name) && !d.name.startsWith('information_posts_audience')),
      fn(
        'sql_declarations_probe',
        `CREATE OR REPLACE FUNCTION sql_declarations_probe() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`,
      ),
      trigger(
        'clients_probe',
        'clients',
        `CREATE TRIGGER clients_probe AFTER DELETE ON clients FOR EACH ROW EXECUTE FUNCTION sql_declarations_probe()`,
      ),
    ];
    const drift = await findSqlDrift(h.app.db, declarations);
    expect(drift.differences.find((d) => 'declaration' in d && d.declaration.name === 'ticket_own_json')).toMatchObject(
      {
        status: 'different',
        replaces: { signature: 'ticket_own_json(tickets)' },
      },
    );
    const statements = migrationStatements(drift, declarations);
    expect(statements.filter((s) => s.startsWith('DROP TRIGGER'))).toHaveLength(5);
    const other = await build();
    try {
      for (const s of statements) await other.app.db.execute(sql.raw(s));
      expect(report(await findSqlDrift(other.app.db, declarations))).toBe('');
    } finally {
      await other.close();
    }
  });
});
