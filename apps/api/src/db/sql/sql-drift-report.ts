import { declarationLabel, type SqlDeclaration } from './declarations.ts';
import type { SqlDifference } from './sql-drift.ts';

const GENERATE = 'npm run db:sql -w @gestora/api';

/** Where the two texts first part: its line in each, cut around the column when the line is long. */
export function firstDifference(database: string, declared: string): string {
  const a = database.split('\n');
  const b = declared.split('\n');
  let line = 0;
  while (line < Math.max(a.length, b.length) && a[line] === b[line]) line++;
  const [x = '(nothing)', y = '(nothing)'] = [a[line], b[line]];
  let column = 0;
  while (column < Math.min(x.length, y.length) && x[column] === y[column]) column++;
  const cut = (s: string) => {
    const start = Math.max(0, column - 50);
    return (start > 0 ? '…' : '') + s.slice(start, column + 50) + (s.length > column + 50 ? '…' : '');
  };
  return `line ${line + 1}, column ${column + 1}:\n    database: ${cut(x)}\n    declared: ${cut(y)}`;
}

/** A function's text as pg_get_functiondef writes it, made into a declaration's: unqualified, on one header line. */
export function declarationText(def: string): string {
  const at = def.indexOf('AS $function$');
  const end = def.lastIndexOf('$function$');
  if (at < 0 || end <= at) return def.trim();
  const header = def.slice(0, at).replace(/\s+/g, ' ').replace('FUNCTION public.', 'FUNCTION ').trim();
  const body = def.slice(at + 'AS $function$'.length, end);
  return body.includes('$$') ? def.trim() : `${header} AS $$${body}$$`;
}

/**
 * What is wrong and how to put it right, for one difference; `fileOf` names the file a declaration is in.
 */
export function describeDifference(d: SqlDifference, fileOf: (d: SqlDeclaration) => string | undefined): string {
  if (d.status === 'undeclared') {
    const label = declarationLabel(d);
    const text =
      d.kind === 'function'
        ? `fn('${d.name}', \`${declarationText(d.database.def).trim()}\`)`
        : `trigger('${d.name}', '${d.table}', \`${d.database.def}\`)`;
    return (
      `${label} is in the migrated database but declared nowhere. Declare it in the <module>.sql.ts of the table ` +
      `it keeps (listed in src/db/sql/registry.ts):\n    ${text}\n  or, if it is to go, run ${GENERATE} to write ` +
      `the migration that drops it.`
    );
  }
  const label = declarationLabel(d.declaration);
  const file = fileOf(d.declaration) ?? 'a file missing from src/db/sql/registry.ts';
  switch (d.status) {
    case 'duplicate':
      return `${label} is declared twice (${file}): keep one.`;
    case 'invalid':
      return `${label} (${file}): PostgreSQL does not take its declaration: ${d.error}. Fix the declaration's text.`;
    case 'missing':
      return (
        `${label} is declared in ${file} but the migrated database has none: run ${GENERATE} to write the ` +
        `migration that makes it (and commit both), or delete the declaration.`
      );
    case 'different': {
      const dropped = d.replaces
        ? ` Its arguments or return type changed: the migration drops ${d.replaces.signature} first.`
        : '';
      return (
        `${label} in the migrated database differs from its declaration in ${file}, at ` +
        `${firstDifference(d.database, d.declared)}\n  If the declaration is the change you mean, run ${GENERATE} ` +
        `to write its migration and commit both; if not, make the declaration say what the migrations made.${dropped}`
      );
    }
  }
}

/** One line of what a migration written from the declarations does about `d`. */
export function summariseDifference(d: SqlDifference, fileOf: (d: SqlDeclaration) => string | undefined): string {
  if (d.status === 'undeclared')
    return `drop ${d.kind === 'function' ? `function ${d.database.signature}` : declarationLabel(d)} (declared nowhere)`;
  if (d.status === 'missing') return `make ${declarationLabel(d.declaration)} (${fileOf(d.declaration)})`;
  if (d.status === 'different') {
    const dropped = d.replaces ? `, dropping ${d.replaces.signature} first` : '';
    return `replace ${declarationLabel(d.declaration)} (${fileOf(d.declaration)}${dropped})`;
  }
  return describeDifference(d, fileOf);
}
