import { SQL, type SQLWrapper } from 'drizzle-orm';

/** The part of a statement that `deferred` builds when the statement's text is written, once. */
class DeferredChunk implements SQLWrapper {
  private built: SQL | undefined;
  constructor(private readonly build: () => SQL) {}
  getSQL(): SQL {
    return (this.built ??= this.build());
  }
  /** Written as it is: `build` adds its own parentheses where it needs them. */
  shouldOmitSQLParens(): boolean {
    return true;
  }
}

/**
 * A condition or expression of a shaped list (`runShaped`) that is built only when its statement's text is:
 * in production the statement is built once per shape and kept, so on every later request `build` never runs —
 * drizzle's `sql`, `and`, `eq` and their entity checks cost a list a measurable part of the server's CPU on every
 * request for fragments nothing reads. What changes the text (`shape.mark`) and every value (`shape.set`, `shape.when`) is
 * decided before, outside `build`: `runShaped` throws in the tests when the shape's key moves while its statement
 * is written. The same text as `build()` in place.
 */
export const deferred = (build: () => SQL): SQL => new SQL([new DeferredChunk(build)]);

/** What a `deferred` part builds (built now, once), or `sql` itself when it is not one. */
export function builtSql(part: SQL): SQL {
  const [only] = part.queryChunks;
  return part.queryChunks.length === 1 && only instanceof DeferredChunk ? only.getSQL() : part;
}
