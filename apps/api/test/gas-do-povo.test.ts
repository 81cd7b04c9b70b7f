import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { adminCaller, demoUnits } from './registers-helpers';

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

const bankOf = async (resaleId: number, description: string): Promise<number> => {
  const res = await call('POST', '/banks', {
    bank: { type_bank: 'institute', description, ag: '0001', account: '12345-6', resale_id: resaleId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
};
const status = async (id: number, day = '') =>
  (await call('GET', `/gas_do_povo/units/${id}${day ? `?day=${day}` : ''}`)).json();

describe('a unit in Gás do Povo', () => {
  it('is not enrolled until the admin says so; the Caixa account is one of its banks', async () => {
    const before = (await call('GET', `/resales/${centro}`)).json();
    expect(before).toMatchObject({ gas_do_povo_enrolled: false, gas_do_povo_bank_id: null });
    expect(await status(centro)).toMatchObject({ enrolled: false, uf: 'SP', price: null });

    const caixa = await bankOf(centro, 'Caixa Econômica - Gás do Povo');
    const elsewhere = await bankOf(valinhos, 'Caixa Valinhos');
    const wrong = expect422(
      await call('PATCH', `/resales/${centro}`, {
        resale: { gas_do_povo_enrolled: true, gas_do_povo_bank_id: elsewhere },
      }),
      ['gas_do_povo_bank_id'],
    );
    expect(wrong.gas_do_povo_bank_id).toEqual(['deve ser uma conta desta unidade']);
    expect((await call('GET', `/resales/${centro}`)).json().gas_do_povo_enrolled).toBe(false);

    const res = await call('PATCH', `/resales/${centro}`, {
      resale: { gas_do_povo_enrolled: true, gas_do_povo_bank_id: caixa },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ gas_do_povo_enrolled: true, gas_do_povo_bank_id: caixa, name: before.name });
    const history = await call('GET', `/audit_logs?resource=resales&record_id=${centro}`);
    expect(history.json()[0]).toMatchObject({
      action: 'update',
      before: { gas_do_povo_enrolled: false },
      after: { gas_do_povo_enrolled: true, gas_do_povo_bank_id: caixa },
    });

    // Another PATCH without the programme's fields keeps them.
    const renamed = await call('PATCH', `/resales/${centro}`, { resale: { name: before.name } });
    expect(renamed.json()).toMatchObject({ gas_do_povo_enrolled: true, gas_do_povo_bank_id: caixa });
  });

  it("takes the price in force of its address's UF on the day, both edge days included; none: the warning's case", async () => {
    await call('PATCH', `/resales/${centro}`, { resale: { gas_do_povo_enrolled: true } });
    // The demo units are in SP, which has no shipped price.
    expect(await status(centro, '2026-03-10')).toMatchObject({ enrolled: true, uf: 'SP', price: null });
    const made = await call('POST', '/gas_do_povo_prices', {
      gas_do_povo_price: {
        uf: 'SP',
        price_cents: 10350,
        starts_on: '2026-03-01',
        ends_on: '2026-03-31',
        source: 'Portaria X',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await status(centro, '2026-03-01')).price).toMatchObject({
      uf: 'SP',
      price_cents: 10350,
      source: 'Portaria X',
    });
    expect((await status(centro, '2026-03-31')).price?.price_cents).toBe(10350);
    expect((await status(centro, '2026-02-28')).price).toBeNull();
    expect((await status(centro, '2026-04-01')).price).toBeNull();
  });

  it("products are not 'Elegível ao Gás do Povo' until the admin marks them", async () => {
    const [product] = (await call('GET', `/products?resale_id=${centro}`)).json() as { id: number }[];
    expect((await call('GET', `/products/${product!.id}`)).json().gas_do_povo_eligible).toBe(false);
    const res = await call('PATCH', `/products/${product!.id}`, { product: { gas_do_povo_eligible: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().gas_do_povo_eligible).toBe(true);
    // A PATCH without it keeps it.
    const again = await call('PATCH', `/products/${product!.id}`, { product: { price_cents: 11500 } });
    expect(again.json()).toMatchObject({ gas_do_povo_eligible: true, price_cents: 11500 });
  });

  it('any user of the unit reads its state; [404] an unknown unit', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/gas_do_povo/units/${centro}`,
      headers: await t.as('deliverer'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/gas_do_povo/units/999999')).statusCode).toBe(404);
  });
});
