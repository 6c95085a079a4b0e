import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@gestora/contract/limits';
import { MSG } from '@gestora/contract/messages';
import { ZVehicleDetail, type TVehicle } from '@gestora/contract/vehicles/vehicles.schema';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { multipartFile, ONE_PIXEL_PNG } from '../../test/multipart.test-utils.ts';
import { storedFiles } from '../files/files.table.ts';
import { FLEET_ADMIN_PERMISSIONS, createVehicle } from './vehicles.test-utils.ts';
import { vehicles } from './vehicles.table.ts';

let h: Harness;
let admin: TestClient;
let reader: TestClient;
let driverUser: TestUser;
let v: TVehicle;

const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser(FLEET_ADMIN_PERMISSIONS)).email);
  reader = await h.as((await h.makeUser(['Módulo de vehículos'])).email);
  driverUser = await h.makeUser(['Solicitudes de mantenimiento de vehículos']);
  v = await createVehicle(h, admin, { driver_id: driverUser.publicId });
});
afterAll(() => h.close());

const upload = (c: TestClient, name: string, type: string, data: Buffer, id = v.public_id) =>
  c.inject({ method: 'POST', url: `/api/vehicles/${id}/photo`, ...multipartFile('photo', name, type, data) });
const photo = (c: TestClient, url: string) => c.inject({ method: 'GET', url });
const photoKey = async () => {
  const [row] = await h.app.db
    .select({ key: storedFiles.storageKey })
    .from(vehicles)
    .innerJoin(storedFiles, eq(storedFiles.id, vehicles.photoFileId))
    .where(eq(vehicles.publicId, v.public_id));
  return row.key;
};
const filesCount = async () => (await h.app.db.select({ n: count() }).from(storedFiles))[0].n;

describe('a vehicle’s photo', () => {
  it('accepts an image, told by its bytes, and serves it to whoever sees the vehicle', async () => {
    const res = await upload(admin, 'camioneta.png', 'image/png', ONE_PIXEL_PNG);
    expect(res.statusCode, res.body).toBe(200);
    const url = ZVehicleDetail.parse(res.json()).photo_url!;
    expect(url).toMatch(new RegExp(`^/api/vehicles/${v.public_id}/photo\\?v=\\d+$`));

    const served = await photo(reader, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
    // Its driver sees it through the requests' permission; another requester does not learn it exists.
    const driver = await h.as(driverUser.email);
    expect((await photo(driver, url)).statusCode).toBe(200);
    const stranger = await h.as((await h.makeUser(['Solicitudes de mantenimiento de vehículos'])).email);
    expect((await photo(stranger, url)).statusCode).toBe(404);
    // The list's row carries the same URL.
    const list = (await reader.inject({ method: 'GET', url: `/api/vehicles?q=${v.plate}` })).json();
    expect(list.data[0].photo_url).toBe(url);
  });

  it('replaces the previous photo with a new URL, and leaves no file behind', async () => {
    const before = ZVehicleDetail.parse(
      (await reader.inject({ method: 'GET', url: `/api/vehicles/${v.public_id}` })).json(),
    );
    expect(before.photo_url).not.toBeNull();
    const files = await filesCount();
    const oldKey = await photoKey();
    const res = await upload(admin, 'foto.png', 'image/png', JPG);
    expect(res.statusCode, res.body).toBe(200);
    const after = ZVehicleDetail.parse(res.json());
    expect(after.photo_url).not.toBe(before.photo_url);
    expect(await filesCount()).toBe(files);
    expect(existsSync(path.join(h.dataDir, 'uploads', oldKey))).toBe(false);
    expect(existsSync(path.join(h.dataDir, 'uploads', await photoKey()))).toBe(true);
    // The type is the bytes', not the name's.
    expect((await photo(reader, after.photo_url!)).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses what is not an image, or is too large, in Spanish on its field', async () => {
    const files = await filesCount();
    const cases: [string, string, Buffer][] = [
      ['foto.png', 'image/png', Buffer.from('no soy una imagen, soy texto')],
      ['foto.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['grande.png', 'image/png', Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(LIMITS.avatarMaxBytes)])],
    ];
    for (const [name, type, data] of cases) {
      const res = await upload(admin, name, type, data);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors, name).toEqual({ photo: [MSG.invalidImage] });
    }
    const wrongField = await admin.inject({
      method: 'POST',
      url: `/api/vehicles/${v.public_id}/photo`,
      ...multipartFile('archivo', 'foto.png', 'image/png', ONE_PIXEL_PNG),
    });
    expect(wrongField.statusCode).toBe(422);
    const notMultipart = await admin.inject({ method: 'POST', url: `/api/vehicles/${v.public_id}/photo`, payload: {} });
    expect(notMultipart.statusCode).toBe(422);
    expect(await filesCount()).toBe(files);
  });

  it('answers 403 without the permission to update vehicles, 404 for an unknown vehicle', async () => {
    expect((await upload(reader, 'foto.png', 'image/png', ONE_PIXEL_PNG)).statusCode).toBe(403);
    expect((await reader.inject({ method: 'DELETE', url: `/api/vehicles/${v.public_id}/photo` })).statusCode).toBe(403);
    const none = await h.as((await h.makeUser(['Gestionar cuenta'])).email);
    expect((await photo(none, `/api/vehicles/${v.public_id}/photo`)).statusCode).toBe(403);
    const unknown = '01900000-0000-7000-8000-000000000000';
    expect((await upload(admin, 'foto.png', 'image/png', ONE_PIXEL_PNG, unknown)).statusCode).toBe(404);
    expect((await photo(reader, `/api/vehicles/${unknown}/photo`)).statusCode).toBe(404);
  });

  it('is removed: no URL, nothing served, its file gone', async () => {
    const files = await filesCount();
    const key = await photoKey();
    const res = await admin.inject({ method: 'DELETE', url: `/api/vehicles/${v.public_id}/photo` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().photo_url).toBeNull();
    expect(await filesCount()).toBe(files - 1);
    expect(existsSync(path.join(h.dataDir, 'uploads', key))).toBe(false);
    expect((await photo(reader, `/api/vehicles/${v.public_id}/photo`)).statusCode).toBe(404);
  });
});
