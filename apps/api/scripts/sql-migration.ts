/**
 * `npm run db:sql -w @gestora/api [-- --name <name>]`: writes the migration that takes the migrated database to
 * the SQL declarations (src/db/sql/registry.ts). It migrates an in-memory PGlite from drizzle/, compares it with the
 * declarations, and for those that differ writes drizzle/NNNN_<name>.sql with their CREATE OR REPLACE FUNCTION,
 * DROP TRIGGER + CREATE TRIGGER (and the DROPs of what is no longer declared), entered in meta/_journal.json with a
 * snapshot as `drizzle-kit generate --custom` does. The statements are tried on that database first: nothing is
 * written unless they leave it equal to the declarations. With no difference it writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/client.ts';
import { declarationFile, sqlDeclarations } from '../src/db/sql/registry.ts';
import { findSqlDrift, type SqlDifference } from '../src/db/sql/sql-drift.ts';
import { describeDifference, summariseDifference } from '../src/db/sql/sql-drift-report.ts';
import { migrationFileText, migrationStatements } from '../src/db/sql/sql-migration-text.ts';

const drizzleDir = new URL('../drizzle', import.meta.url).pathname;
const { values: args } = parseArgs({ options: { name: { type: 'string' } } });

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

/** Enters the migration the way drizzle-kit enters a custom one: the last snapshot again, under a new id. */
function writeMigration(name: string, text: string): string {
  const meta = path.join(drizzleDir, 'meta');
  const journalFile = path.join(meta, '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const last = journal.entries.at(-1);
  const idx = last ? last.idx + 1 : 0;
  const prefix = String(idx).padStart(4, '0');
  const tag = `${prefix}_${name}`;
  const snapshots = readdirSync(meta)
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort();
  const prev = JSON.parse(readFileSync(path.join(meta, snapshots.at(-1)!), 'utf8'));
  const { id: prevId, prevId: _ignored, ...rest } = prev;
  const snapshot = { id: randomUUID(), prevId, ...rest };
  snapshot._meta = { columns: {}, schemas: {}, tables: {} };
  writeFileSync(path.join(meta, `${prefix}_snapshot.json`), JSON.stringify(snapshot, null, 2));
  journal.entries.push({ idx, version: prev.version, when: Date.now(), tag, breakpoints: true });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  writeFileSync(path.join(drizzleDir, `${tag}.sql`), text);
  return tag;
}

/** Runs the statements on the migrated database before anything is written: the failure, if one fails. */
async function tryOn(db: Db, statements: string[]): Promise<string | undefined> {
  for (const s of statements) {
    try {
      await db.execute(sql.raw(s));
    } catch (e) {
      return `${s}\n  ${((e as { cause?: Error }).cause ?? (e as Error)).message}`;
    }
  }
  return undefined;
}

const describeAll = (differences: SqlDifference[]) =>
  differences.map((d) => `- ${describeDifference(d, declarationFile)}`).join('\n');

const database = await openDatabase({ pgliteDir: 'memory://' });
try {
  await database.migrate();
  const drift = await findSqlDrift(database.db, sqlDeclarations);
  const summary = drift.differences.map((d) => `- ${summariseDifference(d, declarationFile)}`).join('\n');
  if (!drift.differences.length) {
    console.log('The migrated database already holds every SQL declaration: no migration written.');
  } else if (drift.differences.some((d) => d.status === 'invalid' || d.status === 'duplicate')) {
    const unfit = drift.differences.filter((d) => d.status === 'invalid' || d.status === 'duplicate');
    console.error(`Fix these declarations first; no migration written:\n${describeAll(unfit)}`);
    process.exitCode = 1;
  } else {
    const statements = migrationStatements(drift, sqlDeclarations);
    const failure = await tryOn(database.db, statements);
    const left = failure ? [] : (await findSqlDrift(database.db, sqlDeclarations)).differences;
    if (failure) {
      console.error(`${summary}\n\nThe migration would fail; none written:\n${failure}`);
      process.exitCode = 1;
    } else if (left.length) {
      console.error(`The statements would leave these differences; no migration written:\n${describeAll(left)}`);
      process.exitCode = 1;
    } else {
      const first = drift.differences[0];
      const name = args.name ?? `sql_${'declaration' in first ? first.declaration.name : first.name}`;
      const tag = writeMigration(name.replace(/[^a-z0-9_]/gi, '_').toLowerCase(), migrationFileText(statements));
      console.log(
        `${summary}\n\nWritten: drizzle/${tag}.sql (${statements.length} statements), entered in meta/_journal.json.`,
      );
    }
  }
} finally {
  await database.close();
}
