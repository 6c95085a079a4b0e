import { fn, trigger, type FunctionDeclaration, type TriggerDeclaration } from './declarations.ts';

/** The transition tables a statement trigger reads by default: came (the rows as written), gone (as they were). */
const READS = {
  INSERT: 'NEW TABLE AS came',
  UPDATE: 'OLD TABLE AS gone NEW TABLE AS came',
  DELETE: 'OLD TABLE AS gone',
};

/** A trigger running `call` once per `event` statement on `on`, with the transition tables `reads` names. */
export const statementTrigger = (
  name: string,
  on: string,
  event: keyof typeof READS,
  call: string,
  reads = READS[event],
) =>
  trigger(
    name,
    on,
    `CREATE TRIGGER ${name} AFTER ${event} ON ${on}
  REFERENCING ${reads}
  FOR EACH STATEMENT
  EXECUTE FUNCTION ${call}`,
  );

/**
 * The triggers that run `call` once per statement writing rows of `on`, one per kind of write, each reading the
 * statement's rows from its transition tables: `<prefix>_added` (came), `<prefix>_<update>` (gone and came, or only
 * came) and `<prefix>_removed` (gone).
 */
export function statementTriggers(
  prefix: string,
  on: string,
  call: string,
  options: {
    /** The UPDATE trigger's name after the prefix ('changed'), or false where no update changes what is kept. */
    update?: string | false;
    /** Whether the UPDATE trigger reads the rows as they were too (it does unless 'came'). */
    updateReads?: 'came';
  } = {},
): TriggerDeclaration[] {
  const { update = 'changed', updateReads } = options;
  const updated = updateReads === 'came' ? READS.INSERT : READS.UPDATE;
  return [
    statementTrigger(`${prefix}_added`, on, 'INSERT', call),
    ...(update === false ? [] : [statementTrigger(`${prefix}_${update}`, on, 'UPDATE', call, updated)]),
    statementTrigger(`${prefix}_removed`, on, 'DELETE', call),
  ];
}

/**
 * The function of statementTriggers that gathers the statement's rows' `column` (an int id, from both sides for an
 * update) into `changed` and then runs `then`, the statement that rewrites what those ids keep.
 */
export function changedIdsFunction(name: string, column: string, then: string): FunctionDeclaration {
  return fn(
    name,
    `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
BEGIN
  -- Each branch names only the transition tables its trigger has (a statement naming another would not plan).
  IF TG_OP = 'INSERT' THEN changed := array(SELECT DISTINCT ${column} FROM came);
  ELSIF TG_OP = 'DELETE' THEN changed := array(SELECT DISTINCT ${column} FROM gone);
  ELSE changed := array(SELECT ${column} FROM came UNION SELECT ${column} FROM gone);
  END IF;
  ${then}
  RETURN NULL;
END $$`,
  );
}
