import { fn, trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** The tickets' kept counters, which the ticket lists take their totals from. */
export const ticketCountsSql: SqlDeclaration[] = [
  // Keeps each responsible's tickets per status in ticket_status_counts, for the totals of the tickets they answer
  // for and the home chart.
  fn(
    'ticket_status_count_change',
    `CREATE OR REPLACE FUNCTION ticket_status_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.responsible_id IS NOT NULL THEN
    UPDATE ticket_status_counts SET n = n - 1 WHERE responsible_id = OLD.responsible_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.responsible_id IS NOT NULL THEN
    INSERT INTO ticket_status_counts (responsible_id, status, n) VALUES (NEW.responsible_id, NEW.status, 1)
    ON CONFLICT (responsible_id, status) DO UPDATE SET n = ticket_status_counts.n + 1;
  END IF;
  RETURN NULL;
END $$`,
  ),
  // Keeps each requester's tickets per status in ticket_requester_counts: /my_requested_tickets takes its total from
  // there.
  fn(
    'ticket_requester_count_change',
    `CREATE OR REPLACE FUNCTION ticket_requester_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.requester_id IS NOT NULL THEN
    UPDATE ticket_requester_counts SET n = n - 1 WHERE requester_id = OLD.requester_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.requester_id IS NOT NULL THEN
    INSERT INTO ticket_requester_counts (requester_id, status, n) VALUES (NEW.requester_id, NEW.status, 1)
    ON CONFLICT (requester_id, status) DO UPDATE SET n = ticket_requester_counts.n + 1;
  END IF;
  RETURN NULL;
END $$`,
  ),
  // Keeps the open tickets per UTC due day in ticket_open_due_days (the two open states of tickets.presenter.ts
  // overdueSql), for the overdue counts.
  fn(
    'ticket_open_due_day_change',
    `CREATE OR REPLACE FUNCTION ticket_open_due_day_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.status IN ('Abierto', 'En proceso') AND OLD.due_at IS NOT NULL THEN
    UPDATE ticket_open_due_days SET n = n - 1 WHERE due_day = (OLD.due_at AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('Abierto', 'En proceso') AND NEW.due_at IS NOT NULL THEN
    INSERT INTO ticket_open_due_days (due_day, n) VALUES ((NEW.due_at AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (due_day) DO UPDATE SET n = ticket_open_due_days.n + 1;
  END IF;
  RETURN NULL;
END $$`,
  ),
  // A ticket came or went: its responsible's count for its status follows.
  trigger(
    'tickets_status_count',
    'tickets',
    `CREATE TRIGGER tickets_status_count AFTER INSERT OR DELETE ON tickets
  FOR EACH ROW
  EXECUTE FUNCTION ticket_status_count_change()`,
  ),
  // A ticket changed responsible or status: the counts on both sides follow.
  trigger(
    'tickets_status_count_move',
    'tickets',
    `CREATE TRIGGER tickets_status_count_move AFTER UPDATE OF responsible_id, status ON tickets
  FOR EACH ROW
  WHEN ((old.responsible_id IS DISTINCT FROM new.responsible_id) OR (old.status IS DISTINCT FROM new.status))
  EXECUTE FUNCTION ticket_status_count_change()`,
  ),
  // A ticket came or went: its requester's count for its status follows.
  trigger(
    'tickets_requester_count',
    'tickets',
    `CREATE TRIGGER tickets_requester_count AFTER INSERT OR DELETE ON tickets
  FOR EACH ROW
  EXECUTE FUNCTION ticket_requester_count_change()`,
  ),
  // A ticket changed requester or status: the counts on both sides follow.
  trigger(
    'tickets_requester_count_move',
    'tickets',
    `CREATE TRIGGER tickets_requester_count_move AFTER UPDATE OF requester_id, status ON tickets
  FOR EACH ROW
  WHEN ((old.requester_id IS DISTINCT FROM new.requester_id) OR (old.status IS DISTINCT FROM new.status))
  EXECUTE FUNCTION ticket_requester_count_change()`,
  ),
  // A ticket came or went: its due day's open count follows.
  trigger(
    'tickets_open_due_day',
    'tickets',
    `CREATE TRIGGER tickets_open_due_day AFTER INSERT OR DELETE ON tickets
  FOR EACH ROW
  EXECUTE FUNCTION ticket_open_due_day_change()`,
  ),
  // A ticket opened, closed or moved its due date: the days' open counts follow.
  trigger(
    'tickets_open_due_day_move',
    'tickets',
    `CREATE TRIGGER tickets_open_due_day_move AFTER UPDATE OF status, due_at ON tickets
  FOR EACH ROW
  WHEN ((old.status IS DISTINCT FROM new.status) OR (old.due_at IS DISTINCT FROM new.due_at))
  EXECUTE FUNCTION ticket_open_due_day_change()`,
  ),
];
