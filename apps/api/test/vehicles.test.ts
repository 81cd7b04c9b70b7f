import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { adminCaller, demoUnits, expectBadInputRefused, expectStaffForbidden } from './registers-helpers';

let t: TestContext;
let centro: number;
let valinhos: number;
let call: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  t = await createTestContext();
  ({ centro, valinhos } = await demoUnits(t));
  call = adminCaller(t);
});
afterAll(async () => t?.close());

interface Vehicle {
  id: number;
  license_plate: string;
  model: string | null;
  resale_ids: number[];
}

const create = async (v: Record<string, unknown>) => call('POST', '/vehicles', { vehicle: v });
const list = async (q = ''): Promise<Vehicle[]> => (await call('GET', `/vehicles?${q}`)).json();
const count = async () => Number((await call('GET', '/vehicles')).headers.total);

describe('GET /api/vehicles', () => {
  it('[200] lists the demo vehicles with Total and Per-Page headers and their units', async () => {
    const res = await call('GET', '/vehicles');
    expect(res.statusCode).toBe(200);
    expect(res.headers.total).toBe('3');
    expect(res.headers['per-page']).toBe('25');
    const cargo = res.json().find((v: Vehicle) => v.model === 'Cargo 816');
    expect(cargo).toMatchObject({ brand: 'Ford', license_plate: 'FZK4821', fuel_type: 'diesel', resale_ids: [centro] });
    expect(cargo.resales).toEqual([{ id: centro, name: 'Gás Bom Jesus - Centro' }]);
  });

  it('[200] searches by model, brand and plate (mask and case ignored), also on /search/{query}', async () => {
    expect((await list('query=strada')).map((v) => v.model)).toEqual(['Strada']);
    expect((await list('query=volks')).map((v) => v.model)).toEqual(['Delivery Express']);
    expect((await list(`query=${encodeURIComponent('fzk-48')}`)).map((v) => v.model)).toEqual(['Cargo 816']);
    const res = await call('GET', '/vehicles/search/rta2e19');
    expect(res.json().map((v: Vehicle) => v.model)).toEqual(['Delivery Express']);
  });

  it('[200] is scoped by an optional resale_id filter', async () => {
    expect((await list(`resale_id=${centro}`)).map((v) => v.model).sort()).toEqual(['Cargo 816', 'Delivery Express']);
    expect((await list(`resale_id=${valinhos}`)).map((v) => v.model).sort()).toEqual(['Delivery Express', 'Strada']);
    expect(await list('resale_id=999999')).toEqual([]);
  });

  it('[200] options and exports', async () => {
    const options = (await call('GET', '/vehicles/options')).json();
    expect(options.resales).toHaveLength(2);
    const csv = await call('GET', '/vehicles?format=csv');
    expect(csv.body).toContain('#;Placa;Marca;Modelo;Tipo de combustível');
    expect(csv.body).toContain('FZK-4821;Ford;Cargo 816;Diesel');
    expect(csv.body).toContain('QOB7C34;Fiat;Strada;Flex');
  });

  it('[403] attendants and deliverers may neither read nor write vehicles', async () => {
    const body = { vehicle: { license_plate: 'ABC1234' } };
    await expectStaffForbidden(t, [
      ['GET', '/vehicles'],
      ['GET', '/vehicles/search/x'],
      ['GET', '/vehicles/options'],
      ['GET', '/vehicles/1'],
      ['POST', '/vehicles', body],
      ['PATCH', '/vehicles/1', body],
      ['DELETE', '/vehicles/1'],
    ]);
    expect((await call('GET', '/vehicles/1')).statusCode).toBe(200);
  });
});

describe('POST /api/vehicles', () => {
  it('[201] stores the plate as upper-case letters and digits; old and Mercosul forms; audit entry', async () => {
    const old = await create({
      license_plate: 'hjk-3021',
      brand: 'Mercedes-Benz',
      model: 'Accelo 1016',
      resale_ids: [centro],
    });
    expect(old.statusCode, old.body).toBe(201);
    expect(old.json()).toMatchObject({ license_plate: 'HJK3021', fuel_type: 'flex', resale_ids: [centro] });
    const mercosul = await create({
      license_plate: 'bra2e19',
      model: 'Saveiro',
      fuel_type: 'alcohol',
      resale_ids: [valinhos],
    });
    expect(mercosul.json()).toMatchObject({ license_plate: 'BRA2E19', fuel_type: 'alcohol' });
    const history = await call('GET', `/audit_logs?resource=vehicles&record_id=${old.json().id}`);
    expect(history.json()[0]).toMatchObject({ action: 'create', after: { license_plate: 'HJK3021' } });
  });

  it('[422] refuses a bad plate with a pt-BR message, a taken plate, bad fuel and no units; writes nothing', async () => {
    const before = await count();
    for (const plate of ['AB-1234', 'ABC-12345', '1234567', 'ABC1DD3']) {
      const body = expect422(await create({ license_plate: plate, resale_ids: [centro] }), ['license_plate']);
      expect(body.license_plate).toEqual(['não é uma placa válida (AAA-9999 ou AAA9A99)']);
    }
    expect(
      expect422(await create({ license_plate: '', resale_ids: [centro] }), ['license_plate']).license_plate,
    ).toEqual(['não pode ficar em branco']);
    expect(expect422(await create({ resale_ids: [centro] }), ['license_plate']).license_plate).toEqual([
      'não pode ficar em branco',
    ]);
    const taken = expect422(await create({ license_plate: 'fzk-4821', resale_ids: [centro] }), ['license_plate']);
    expect(taken.license_plate).toEqual(['já está em uso']);
    expect(
      expect422(await create({ license_plate: 'ABC1234', fuel_type: 'gnv', resale_ids: [centro] }), ['fuel_type'])
        .fuel_type,
    ).toEqual(['não está incluído na lista']);
    expect422(await create({ license_plate: 'ABC1234' }), ['resales']);
    expect422(await create({ license_plate: 'ABC1234', resale_ids: [999999] }), ['resales']);
    expect(await count()).toBe(before);
  });

  it('[4xx] malformed JSON, a missing wrapper and wrong types never get a 500, and write nothing', async () => {
    await expectBadInputRefused(t, '/vehicles', 'vehicle', count);
  });
});

describe('PATCH/DELETE /api/vehicles/:id', () => {
  it('[200] changes only what it sends, keeps its own plate, refuses another one; [204] deletes', async () => {
    const v = (
      await create({ license_plate: 'GHT5522', model: 'HR', fuel_type: 'diesel', resale_ids: [centro] })
    ).json();
    const res = await call('PATCH', `/vehicles/${v.id}`, { vehicle: { model: 'HR 2.5', license_plate: 'ght-5522' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      model: 'HR 2.5',
      license_plate: 'GHT5522',
      fuel_type: 'diesel',
      resale_ids: [centro],
    });
    expect422(await call('PATCH', `/vehicles/${v.id}`, { vehicle: { license_plate: 'QOB7C34' } }), ['license_plate']);
    expect422(await call('PATCH', `/vehicles/${v.id}`, { vehicle: { license_plate: 'X' } }), ['license_plate']);
    expect((await call('GET', `/vehicles/${v.id}`)).json().license_plate).toBe('GHT5522');
    expect((await call('DELETE', `/vehicles/${v.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/vehicles/${v.id}`)).statusCode).toBe(404);
    const history = await call('GET', `/audit_logs?resource=vehicles&record_id=${v.id}`);
    expect(history.json().map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
  });

  it('[404] unknown ids and [422] a non-numeric id', async () => {
    expect((await call('GET', '/vehicles/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/vehicles/999999', { vehicle: { model: 'x' } })).statusCode).toBe(404);
    expect((await call('DELETE', '/vehicles/999999')).statusCode).toBe(404);
    expect((await call('GET', '/vehicles/abc')).statusCode).toBe(422);
  });
});
