import Fastify from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@gestora/contract/messages';
import { build, type Harness } from '../test/harness.ts';
import { errorsPlugin } from './errors.ts';

/**
 * The backstop behind the contract's primitives: a value that gets past a schema and that PostgreSQL refuses is
 * still the request's fault (422), on either driver; any other database failure stays a 500.
 */
let h: Harness;
const app = Fastify();
beforeAll(async () => {
  h = await build();
  await h.app.db.execute(sql`create table short_texts (v varchar(3))`);
  const statements: Record<string, SQL> = {
    year0: sql`select ${'0000-01-01'}::date`,
    impossibleDay: sql`select ${'2026-02-30'}::date`,
    notADate: sql`select ${'mañana'}::timestamptz`,
    notAUuid: sql`select ${'01900000-zzzz'}::uuid`,
    notANumber: sql`select ${'diez'}::int`,
    nul: sql`select ${'a\u0000b'}::text`,
    intOverflow: sql`select ${'99999999999'}::int`,
    tooLong: sql`insert into short_texts (v) values (${'abcdef'})`,
    divisionByZero: sql`select 1 / ${0}::int`,
  };
  await app.register(errorsPlugin);
  app.get<{ Params: { name: string } }>('/run/:name', async (request) => {
    await h.app.db.execute(statements[request.params.name]);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await h.close();
});

describe('values PostgreSQL refuses', () => {
  it.each(['year0', 'impossibleDay', 'notADate', 'notAUuid', 'notANumber', 'nul', 'intOverflow', 'tooLong'])(
    '%s answers 422 with a Spanish message',
    async (name) => {
      const res = await app.inject({ method: 'GET', url: `/run/${name}` });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: MSG.invalidValue, errors: {} });
    },
  );

  it('leaves any other database failure a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/run/divisionByZero' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe(MSG.serverError);
  });
});
