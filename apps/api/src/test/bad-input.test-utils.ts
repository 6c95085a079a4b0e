import fc from 'fast-check';
import { z } from 'zod';

/** What a field of a route's schema takes, read from its JSON Schema (the same one /api/docs shows). */
export type Field =
  | { kind: 'id' | 'date' | 'datetime' | 'email' | 'number' | 'bool' | 'password' | 'any' }
  | { kind: 'text'; minLength: number; maxLength: number; pattern: boolean }
  | { kind: 'enum'; values: string[] }
  | { kind: 'array'; item: Field; minItems: number };

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
};

function fieldOf(name: string, s: JsonSchema): Field {
  const branches = (s.anyOf ?? [s]).filter((b) => b.type !== 'null');
  const values = branches.flatMap((b) => [...(b.enum ?? []), ...(b.const === undefined ? [] : [b.const])]);
  const main = branches.find((b) => b.format) ?? branches.find((b) => !b.enum && b.const === undefined) ?? branches[0];
  if (!main) return { kind: 'any' };
  if (main.format === 'uuid') return { kind: 'id' };
  if (main.format === 'date') return { kind: 'date' };
  if (main.format === 'date-time') return { kind: 'datetime' };
  if (main.format === 'email' || name === 'email') return { kind: 'email' };
  if (values.length && branches.every((b) => b.enum || b.const !== undefined || b.type === 'boolean'))
    return branches.some((b) => b.type === 'boolean') ? { kind: 'bool' } : { kind: 'enum', values: values.map(String) };
  const types = [main.type].flat();
  if (types.includes('integer') || types.includes('number')) return { kind: 'number' };
  if (types.includes('boolean')) return { kind: 'bool' };
  if (types.includes('array'))
    return { kind: 'array', item: fieldOf(name, main.items ?? {}), minItems: main.minItems ?? 0 };
  if (/password/.test(name)) return { kind: 'password' };
  if (types.includes('string'))
    return {
      kind: 'text',
      minLength: main.minLength ?? 0,
      maxLength: main.maxLength ?? 200,
      pattern: main.pattern !== undefined,
    };
  return { kind: 'any' };
}

/** The fields of a route's querystring or body schema, by name (none when it takes no object). */
export function fieldsOf(schema: unknown): Record<string, Field> {
  if (!(schema instanceof z.ZodType)) return {};
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const object = (json.anyOf ?? [json]).find((b) => b.properties);
  return Object.fromEntries(Object.entries(object?.properties ?? {}).map(([k, v]) => [k, fieldOf(k, v)]));
}

/** The ids of real rows, by entity ('task', 'user', ...), so that valid-looking fields reach the database. */
export type Ids = Record<string, string>;

/** Fields named for what they point at, not for its entity: the fleet's type and request. */
const ENTITY_OF_FIELD: Record<string, string> = {
  type: 'maintenance_type',
  request: 'maintenance_request',
  category: 'self_assigned_category',
  after: 'self_assigned_task',
};

/** 'stage_activity_ids' → 'stage_activity'; people fields point at a user; `userId` is the caller's own id. */
export function entityOf(name: string): string {
  const base = name.replace(/(_ids?|Id)$/, '');
  if (['manager', 'responsible', 'member', 'user', 'participant', 'driver'].includes(base))
    return name === 'userId' ? 'me' : 'user';
  return ENTITY_OF_FIELD[base] ?? base;
}

/** The fixture vehicle's first reading (today's): an odometer of it fits a request today and a record before today. */
const FIXTURE_ODOMETER = 40000;

let seq = 0;
/**
 * Fields whose kind gives no value they accept: a vehicle's year and VIN (a plain number or text never is one), and
 * an odometer, which must fit the fixture vehicle's readings.
 */
const VALID_BY_NAME: Record<string, () => fc.Arbitrary<unknown>> = {
  year: () => fc.constantFrom(2015, 2024),
  vin: () => fc.constant(null).map(() => `1HGCM8263${String(++seq).padStart(8, '0')}`),
  odometer: () => fc.constant(FIXTURE_ODOMETER),
};

/** A value the field accepts, most of the time, so that one bad field at a time gets to the service. */
export function validValue(name: string, f: Field, ids: Ids): fc.Arbitrary<unknown> {
  if (VALID_BY_NAME[name] && f.kind !== 'array') return VALID_BY_NAME[name]();
  switch (f.kind) {
    case 'id':
      return ids[entityOf(name)] ? fc.constant(ids[entityOf(name)]) : fc.uuid({ version: 7 });
    case 'date':
      return fc.constantFrom('2026-03-02', '2026-03-03');
    case 'datetime':
      // An end after its start (meetings, calendar ranges), so that the other fields reach the service.
      return fc.constant(/^end/.test(name) ? '2026-03-02T11:00:00Z' : '2026-03-02T10:00:00Z');
    case 'email':
      return fc.constant(null).map(() => `fuzz-${++seq}@test.local`);
    case 'password':
      return fc.constant('Clave-Fuzz-2026');
    case 'enum':
      return fc.constantFrom(...f.values);
    case 'number':
      return fc.integer({ min: 1, max: 3 });
    case 'bool':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(name, f.item, ids), { minLength: Math.max(1, f.minItems), maxLength: 2 });
    case 'text':
    case 'any':
      return fc.constant(null).map(() => `Fuzz${++seq}`);
  }
}

/**
 * The values each kind of field is tried with every run, one field at a time: those that answered 500 before
 * the contract's primitives refused them (NUL, lone surrogates, prototype keys, year 0, impossible days, numbers
 * beyond any column).
 */
export const CLASSICS: Record<Field['kind'], unknown[]> = {
  text: ['a\u0000b', '\ud800', '\u001b[0m'],
  any: ['a\u0000b', '\udfff'],
  password: ['a\u0000b'],
  email: ['a\u0000@b.cl'],
  enum: ['__proto__', 'constructor'],
  id: ['\u0000', '__proto__'],
  date: ['0000-01-01', '10000-01-01', '2026-02-30'],
  datetime: ['0000-01-01T00:00:00Z', '2026-02-30T00:00:00Z'],
  number: ['NaN', '1e309', '99999999999999999999', '-1'],
  bool: ['NaN'],
  array: [['\u0000'], '__proto__'],
};

/** Strings that broke, or could break, something between the router and PostgreSQL. */
export const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u0007\u001b[31m',
  '\u202e\ufeff\uffff',
  '__proto__',
  '-__proto__',
  'constructor',
  '-constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '',
  '   ',
  "'; drop table users; --",
  '%_\\',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '9007199254740993',
  '99999999999999999999',
  '0x1F',
  '1.5',
  '0000-01-01',
  '10000-01-01',
  '2026-02-30',
  '2026-13-01',
  '1899-12-31',
  '3000-01-01',
  '-0001-01-01',
  '+275760-09-13',
  '0000-01-01T00:00:00Z',
  '2026-02-30T25:61:00Z',
  '9999-12-31T23:59:59+14:00',
  'Ñandú 🦤 👩‍👩‍👧 مرحبا',
];

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 12 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.constantFrom(101, 100_001).map((n) => 'ñ'.repeat(n)), weight: 1 },
  {
    // Dates with any year and impossible months and days.
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 12000 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
    weight: 2,
  },
  { arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), weight: 1 },
  { arbitrary: fc.oneof(fc.double(), fc.integer(), fc.bigInt()).map(String), weight: 2 },
);

/** Anything JSON can carry where a field is expected. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyString, weight: 8 },
  { arbitrary: fc.oneof(fc.double(), fc.integer(), fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 63), 1e308)), weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 1 },
  { arbitrary: fc.array(nastyString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(nastyString, nastyString, { maxKeys: 2 }), weight: 1 },
);

/** Query values: a string (encoded below, lone surrogates included), repeated keys, or raw broken escapes. */
export type QueryValue = string | number | boolean | (string | number)[] | { raw: string };
export const nastyQueryValue: fc.Arbitrary<QueryValue> = fc.oneof(
  { arbitrary: nastyString, weight: 8 },
  { arbitrary: fc.array(nastyString, { minLength: 2, maxLength: 3 }), weight: 1 },
  {
    arbitrary: fc.constantFrom('%', '%zz', '%FF', '%C0%80', '%00', '%ED%A0%80', '%E2%82').map((raw) => ({ raw })),
    weight: 1,
  },
);

/** Percent-encodes every code unit as generalised UTF-8, so that lone surrogates reach the server as sent. */
export function encodeQueryValue(s: string): string {
  let out = '';
  for (const ch of s) {
    if (/^[A-Za-z0-9._~-]$/.test(ch)) {
      out += ch;
      continue;
    }
    const cp = ch.codePointAt(0)!;
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

export function queryString(values: Record<string, QueryValue | undefined>): string {
  return Object.entries(values)
    .flatMap(([k, v]) => {
      if (v === undefined) return [];
      if (typeof v === 'object' && !Array.isArray(v)) return [`${encodeQueryValue(k)}=${v.raw}`];
      return [v].flat().map((x) => `${encodeQueryValue(k)}=${encodeQueryValue(String(x))}`);
    })
    .join('&');
}

const ENGLISH =
  /\b(invalid|expected|required|received|must|should|too (big|small)|unrecognized|not found|bad request|internal server|error)\b/i;
const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|es|un|una|debe|que|se|en|por|su|ingrese|seleccione|demasiados)\b/i;
/** A message a Spanish-speaking user can read: Spanish words, and none of the English that libraries answer with. */
export const isSpanish = (message: unknown) =>
  typeof message === 'string' && message.length > 0 && SPANISH.test(message) && !ENGLISH.test(message);

const singular = (segment: string) => segment.replace(/ies$/, 'y').replace(/s$/, '');
const NO_ROW = '01900000-0000-7000-8000-000000000000';

/** '/api/tasks/:public_id/comments' → the fixture task's id in place of :public_id; unknown entities: no row. */
export function fillParams(url: string, ids: Ids): string {
  const parts = url.split('/');
  return parts
    .map((p, i) => {
      if (!p.startsWith(':')) return p;
      const name = p.slice(1);
      return ids[name === 'public_id' ? singular(parts[i - 1]) : entityOf(name)] ?? NO_ROW;
    })
    .join('/');
}

type Inject = (opts: {
  method: 'POST';
  url: string;
  payload: object;
}) => Promise<{ statusCode: number; body: string; json: () => any }>;

/** One row of every entity a route can point at, made through the API by `admin`. */
export async function makeFixtures(inject: Inject, me: string): Promise<Ids> {
  const ids: Ids = { me };
  const create = async (entity: string, url: string, payload: object) => {
    const res = await inject({ method: 'POST', url, payload });
    if (res.statusCode !== 201) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
    ids[entity] = res.json().public_id;
  };
  await create('department', '/api/departments', { name: 'Departamento Fuzz' });
  await create('role', '/api/roles', { name: 'Rol Fuzz', permissions: ['Gestionar tareas asignadas'] });
  await create('user', '/api/users', {
    name: 'Usuaria',
    last_name: 'Fuzz',
    email: 'usuaria-fuzz@test.local',
    password: 'Clave-Segura-2026',
    role_ids: [ids.role],
    department_id: ids.department,
  });
  await create('client', '/api/clients', { name: 'Cliente Fuzz' });
  await create('project', '/api/projects', {
    code: 'FUZZ',
    name: 'Proyecto Fuzz',
    client_id: ids.client,
    department_id: ids.department,
    manager_id: ids.user,
  });
  await create('stage', '/api/stages', { project_id: ids.project, name: 'Etapa Fuzz' });
  await create('stage_activity', '/api/stage_activities', { stage_id: ids.stage, name: 'Actividad Fuzz' });
  await create('task', '/api/tasks', {
    title: 'Tarea Fuzz',
    project_id: ids.project,
    stage_id: ids.stage,
    stage_activity_id: ids.stage_activity,
    member_ids: [ids.user],
  });
  await create('subtask', '/api/subtasks', { task_id: ids.task, title: 'Subtarea Fuzz', responsible_id: ids.user });
  await create('micro_task', '/api/micro_tasks', { subtask_id: ids.subtask, title: 'Microtarea Fuzz' });
  await create('ticket', '/api/tickets', {
    title: 'Ticket Fuzz',
    department_id: ids.department,
    responsible_id: ids.user,
  });
  await create('meeting', '/api/meetings', {
    title: 'Reunión Fuzz',
    start_at: '2026-03-02T10:00:00Z',
    end_at: '2026-03-02T11:00:00Z',
    participant_ids: [ids.user],
  });
  await create('information_board', '/api/information_board', {
    title: 'Publicación Fuzz',
    content: '<p>Publicación de prueba</p>',
    department_id: ids.department,
  });
  await create('idea', '/api/ideas', { title: 'Idea Fuzz', content: '<p>Idea de prueba</p>' });
  await create('maintenance_type', '/api/maintenance_types', { name: 'Tipo Fuzz', interval_km: 5000 });
  await create('vehicle', '/api/vehicles', {
    plate: 'FUZ-001',
    brand: 'Toyota',
    model: 'Hilux',
    type: 'Camioneta',
    odometer: FIXTURE_ODOMETER,
    driver_id: ids.user,
    department_id: ids.department,
  });
  await create('maintenance_request', '/api/maintenance_requests', {
    vehicle_id: ids.vehicle,
    type_id: ids.maintenance_type,
    description: 'Ruido en los frenos',
  });
  // Before the vehicle's first reading (today's) and the fuzzed dates, and below them.
  await create('maintenance_record', '/api/maintenance_records', {
    vehicle_id: ids.vehicle,
    type_id: ids.maintenance_type,
    performed_on: '2026-01-15',
    odometer: FIXTURE_ODOMETER - 1000,
    workshop: 'Taller Fuzz',
  });
  await create('self_assigned_category', '/api/self_assigned_categories', {
    name: 'Categoría Fuzz',
    colour: '#336699',
  });
  await create('self_assigned_task', '/api/self_assigned_tasks', {
    title: 'Tarea personal Fuzz',
    category_id: ids.self_assigned_category,
  });
  // Not a row: the figure a report's task list is about (the path's :filter).
  ids.filter = 'all';
  return ids;
}

/** What a list's 'Exportar' (`<list>/export`) answers instead of JSON when it accepts the query. */
export const EXPORT_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** Why an answer breaks the promise (never a 500; JSON, or an export's file; a Spanish message on a 4xx), or null. */
export function brokenPromise(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode === 204) return null;
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode < 300 && EXPORT_TYPES.some((t) => type.startsWith(t))) return null;
  if (!type.startsWith('application/json')) return `${res.statusCode} answered ${type || 'no content type'}`;
  const body = JSON.parse(res.body);
  if (res.statusCode < 400) return null;
  if (!isSpanish(body.message)) return `${res.statusCode} message not in Spanish: ${JSON.stringify(body.message)}`;
  for (const [field, messages] of Object.entries((body.errors ?? {}) as Record<string, unknown[]>)) {
    for (const m of messages)
      if (!isSpanish(m)) return `${res.statusCode} ${field}: not in Spanish: ${JSON.stringify(m)}`;
  }
  return null;
}
