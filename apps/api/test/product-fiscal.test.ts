import { FISCAL_PRESETS } from '@ability/domain';
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

const productId = async (description: string, unit = centro) => {
  const all = (await call('GET', `/products?resale_id=${unit}&per_page=all`)).json() as {
    id: number;
    description: string;
  }[];
  return all.find((p) => p.description === description)!.id;
};
const fiscalOf = async (id: number) => (await call('GET', `/products/${id}/fiscal`)).json();

describe('a product’s fiscal data (product.fiscal, GET /products/{id}/fiscal)', () => {
  it('[200] a product never given one answers the preset its description suggests, unsaved', async () => {
    const p45 = await fiscalOf(await productId('Gás P45 (cilindro 45 kg)'));
    expect(p45).toMatchObject({ saved: false, preset: 'p45', fiscal: { ncm: '27111910', icms_code: '61' } });
    expect(p45.fiscal.taxable_per_unit_e4).toBe(450_000);
    const water = await fiscalOf(await productId('Água mineral 20 L (galão)'));
    expect(water).toMatchObject({ saved: false, preset: 'water', fiscal: { anp_code: null } });
    const bottle = await fiscalOf(await productId('Vasilhame P13 vazio'));
    expect(bottle).toMatchObject({ saved: false, preset: null, fiscal: null });
  });

  it('[201]/[200] saved with the product in its transaction, read back, changed, audited', async () => {
    const created = await call('POST', '/products', {
      product: {
        description: 'Gás P13 teste fiscal',
        resale_id: centro,
        price_cents: 11000,
        fiscal: { ...FISCAL_PRESETS.p13, p_glp_e4: 600_000, p_gnn_e4: 300_000, p_gni_e4: 100_000 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const read = await fiscalOf(id);
    expect(read).toMatchObject({ saved: true, preset: null, fiscal: { p_glp_e4: 600_000, cest: '0601100' } });
    const edited = await call('PATCH', `/products/${id}`, {
      product: { fiscal: { ...read.fiscal, cfop: '5655', start_value_cents: 655 } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await fiscalOf(id)).toMatchObject({ fiscal: { cfop: '5655', start_value_cents: 655, p_gni_e4: 100_000 } });
    // A product's other fields edited without `fiscal` keep its fiscal data.
    expect((await call('PATCH', `/products/${id}`, { product: { price_cents: 11500 } })).statusCode).toBe(200);
    expect((await fiscalOf(id)).fiscal.cfop).toBe('5655');
    const history = (await call('GET', `/audit_logs?resource=product_fiscal&record_id=${id}`)).json();
    expect(history.map((h: { action: string }) => h.action).sort()).toEqual(['create', 'update']);
  });

  it('[422] fuel percentages not adding to 100%, bad codes: field errors in pt-BR, nothing written', async () => {
    const id = await productId('Gás P45 (cilindro 45 kg)');
    const res = await call('PATCH', `/products/${id}`, {
      product: {
        price_cents: 1,
        fiscal: { ...FISCAL_PRESETS.p45, p_glp_e4: 900_000, p_gnn_e4: 50_000, ncm: '2711', cfop: '1102' },
      },
    });
    const body = expect422(res, ['fiscal.p_glp_e4', 'fiscal.ncm', 'fiscal.cfop']);
    expect(body['fiscal.p_glp_e4']).toEqual(['GLP, GLGN nacional e GLGN importado devem somar 100%']);
    expect(body['fiscal.ncm']).toEqual(['deve ter 8 dígitos']);
    expect(await fiscalOf(id)).toMatchObject({ saved: false });
    expect((await call('GET', `/products/${id}`)).json().price_cents).not.toBe(1);
  });

  it('[404] another unit’s product for a user of one unit', async () => {
    const other = await productId('Gás P13 (botijão 13 kg)', valinhos);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products/${other}/fiscal`,
      headers: await t.as('attendant'),
    });
    expect(res.statusCode).toBe(404);
  });
});
