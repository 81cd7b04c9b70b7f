import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProducts } from '../src/modules/products/service';
import { type TestContext, createTestContext, expect422 } from './helpers';
import { adminCaller, demoUnits, expectBadInputRefused } from './registers-helpers';

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

interface Product {
  id: number;
  description: string;
  resale_id: number;
  default: boolean;
  bottle: { id: number; description: string } | null;
  category: { id: number; name: string } | null;
  stock: { platform: number; lending: number; defect: number; minimum: number; total: number };
}

const as = async (
  role: 'admin' | 'attendant' | 'deliverer',
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) => t.app.inject({ method, url: `/api${url}`, headers: await t.as(role), payload: payload as object });
const list = async (q = '') => (await call('GET', `/products?${q}`)).json() as Product[];
const count = async () => Number((await call('GET', '/products')).headers.total);
const byName = async (name: string, unit = centro) =>
  (await list(`resale_id=${unit}&per_page=all`)).find((p) => p.description === name)!;

describe('GET /api/products', () => {
  it('[200] lists with unit, bottle, category and stock counts; Total and Per-Page headers', async () => {
    const res = await call('GET', '/products');
    expect(Number(res.headers.total)).toBeGreaterThan(10);
    expect(res.headers['per-page']).toBe('25');
    const p13 = await byName('Gás P13 (botijão 13 kg)');
    expect(p13).toMatchObject({
      bottle: { description: 'Vasilhame P13 vazio' },
      category: { name: 'Gás GLP' },
      default: true,
      resale_id: centro,
    });
    expect(p13.stock.total).toBe(p13.stock.platform + p13.stock.lending + p13.stock.defect);
  });

  it('[200] searches description or category ignoring accents; /search/{query}; per_page=all; product_id', async () => {
    const waters = (await list(`query=agua&resale_id=${centro}`)).map((p) => p.description);
    expect(waters).toEqual(['Água mineral 1,5 L (fardo com 6)', 'Água mineral 20 L (galão)']);
    const glp = (await list(`query=gas glp&resale_id=${centro}`)).map((p) => p.description);
    expect(glp).toHaveLength(3);
    const search = (await call('GET', `/products/search/P45?resale_id=${centro}`)).json() as Product[];
    expect(search.map((p) => p.description)).toEqual(['Gás P45 (cilindro 45 kg)', 'Vasilhame P45 vazio']);
    const all = await call('GET', '/products?per_page=all');
    expect((all.json() as Product[]).length).toBe(Number(all.headers.total));
    const p13 = await byName('Gás P13 (botijão 13 kg)');
    expect((await list(`product_id=${p13.id}`)).map((p) => p.id)).toEqual([p13.id]);
  });

  it('[200] non-admins see only their units; another unit filter answers nothing; [404] on a record', async () => {
    const res = await as('attendant', 'GET', '/products?per_page=all');
    expect((res.json() as Product[]).every((p) => p.resale_id === centro)).toBe(true);
    expect((await as('attendant', 'GET', `/products?resale_id=${valinhos}`)).json()).toEqual([]);
    const other = await byName('Gás P13 (botijão 13 kg)', valinhos);
    expect((await as('attendant', 'GET', `/products/${other.id}`)).statusCode).toBe(404);
    const options = (await as('attendant', 'GET', '/products/options')).json();
    expect(options.resales).toEqual([{ id: centro, name: 'Gás Bom Jesus - Centro' }]);
    expect(options.products.every((p: Product) => p.resale_id === centro)).toBe(true);
  });

  it('[200] options: products with price, default flag and bottle; categories; resales (optionally one unit)', async () => {
    const o = (await call('GET', `/products/options?resale_id=${valinhos}`)).json();
    expect(o.resales).toHaveLength(1);
    const def = o.products.filter((p: { default: boolean }) => p.default);
    expect(def).toHaveLength(1);
    expect(def[0]).toMatchObject({ price_cents: 11500, bottle: { description: 'Vasilhame P13 vazio' } });
    expect(o.categories.map((c: { name: string }) => c.name)).toContain('Água');
  });

  it('[200] per_page=all (JSON written by the database) holds what each product reads alone, odd texts included', async () => {
    const odd = await call('POST', '/products', {
      product: { description: 'Lenha "seca" \\ 20 kg\tÁrvore', price_cents: 990, resale_id: centro },
    });
    expect(odd.statusCode, odd.body).toBe(201);
    const res = await call('GET', `/products?resale_id=${centro}&per_page=all`);
    const all = res.json() as (Product & { created_at: string; updated_at: string })[];
    expect(Number(res.headers.total)).toBe(all.length);
    expect(res.headers['per-page']).toBe(String(all.length));
    const sorted = [...all].sort((a, b) =>
      a.description === b.description ? a.id - b.id : a.description < b.description ? -1 : 1,
    );
    expect(all.map((p) => p.id)).toEqual(sorted.map((p) => p.id));
    const exported = (await listProducts(t.database.db, { units: [centro] }, { page: 1, perPage: 'all' })).rows;
    expect(exported.map((p) => p.id)).toEqual(all.map((p) => p.id));
    for (const listed of all) {
      const alone = (await call('GET', `/products/${listed.id}`)).json();
      const { created_at, updated_at, ...rest } = listed;
      expect(rest).toEqual((({ created_at: _c, updated_at: _u, ...r }) => r)(alone));
      expect(new Date(created_at).getTime()).toBe(new Date(alone.created_at).getTime());
      expect(new Date(updated_at).getTime()).toBe(new Date(alone.updated_at).getTime());
      const row = exported.find((p) => p.id === listed.id)!;
      expect(row.created_at).toBeInstanceOf(Date);
      expect(row.created_at.getTime()).toBe(new Date(created_at).getTime());
      expect({ ...row, created_at: alone.created_at, updated_at: alone.updated_at }).toEqual(alone);
    }
    expect(all.find((p) => p.id === odd.json().id)).toMatchObject({
      description: 'Lenha "seca" \\ 20 kg\tÁrvore',
      bottle: null,
      category: null,
    });
    expect((await call('DELETE', `/products/${odd.json().id}`)).statusCode).toBe(204);
  });

  it('[200] CSV export of the filtered list', async () => {
    const csv = await call('GET', `/products?format=csv&query=P45&resale_id=${centro}`);
    expect(csv.body).toContain('Gás P45 (cilindro 45 kg);R$');
  });
});

describe('POST /api/categories and /api/products', () => {
  it('[201] creates a category inline and a product with it, bottle, price and minimum; [422] the same name again', async () => {
    const cat = await call('POST', '/categories', { category: { name: 'Carvão', resale_id: centro } });
    expect(cat.statusCode, cat.body).toBe(201);
    expect422(await call('POST', '/categories', { category: { name: 'carvão', resale_id: centro } }), ['name']);
    expect((await call('POST', '/categories', { category: { name: 'Carvão', resale_id: valinhos } })).statusCode).toBe(
      201,
    );
    const bottle = await byName('Vasilhame P13 vazio');
    const res = await call('POST', '/products', {
      product: {
        description: 'Carvão vegetal 5 kg',
        resale_id: centro,
        category_id: cat.json().id,
        bottle_id: bottle.id,
        price_cents: 2490,
        stock_attributes: { minimum: 4, platform: 999 },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      description: 'Carvão vegetal 5 kg',
      price_cents: 2490,
      category: { name: 'Carvão' },
      bottle: { id: bottle.id },
      default: false,
      stock: { platform: 0, lending: 0, defect: 0, minimum: 4, total: 0 },
    });
    const history = await call('GET', `/audit_logs?resource=products&record_id=${res.json().id}`);
    expect(history.json()[0]).toMatchObject({ action: 'create' });
  });

  it("[201] a new default product unsets the unit's previous default, only in that unit", async () => {
    const res = await call('POST', '/products', {
      product: { description: 'Gás P13 promocional', resale_id: centro, default: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const defaults = (await list('per_page=all')).filter((p) => p.default);
    expect(defaults.map((p) => [p.resale_id, p.description]).sort()).toEqual(
      [
        [centro, 'Gás P13 promocional'],
        [valinhos, 'Gás P13 (botijão 13 kg)'],
      ].sort(),
    );
    await call('PATCH', `/products/${(await byName('Gás P13 (botijão 13 kg)')).id}`, { product: { default: true } });
    expect((await byName('Gás P13 promocional')).default).toBe(false);
  });

  it('[422] bottle or category of another unit, itself as bottle, bad values; writes nothing', async () => {
    const before = await count();
    const otherBottle = await byName('Vasilhame P13 vazio', valinhos);
    const otherCat = (await call('GET', `/products/options?resale_id=${valinhos}`)).json().categories[0];
    const body = expect422(
      await call('POST', '/products', {
        product: { description: 'X', resale_id: centro, bottle_id: otherBottle.id, category_id: otherCat.id },
      }),
      ['bottle', 'category'],
    );
    expect(body.bottle).toEqual(['não pertence à unidade do produto']);
    expect422(await call('POST', '/products', { product: { description: ' ', resale_id: centro, price_cents: -1 } }), [
      'description',
      'price_cents',
    ]);
    expect422(await call('POST', '/products', { product: { description: 'X' } }), ['resale_id']);
    expect422(await call('POST', '/products', { product: { description: 'X', resale_id: 999999 } }), ['resale']);
    expect422(
      await call('POST', '/products', {
        product: { description: 'X', resale_id: centro, stock_attributes: { minimum: -2 } },
      }),
      ['stock.minimum'],
    );
    const p = await byName('Vasilhame P13 vazio');
    expect422(await call('PATCH', `/products/${p.id}`, { product: { bottle_id: p.id } }), ['bottle']);
    expect(await count()).toBe(before);
  });

  it('[422] an attendant writing into another unit; deliverers write (route table), [403] only admins delete', async () => {
    expect422(await as('attendant', 'POST', '/products', { product: { description: 'X', resale_id: valinhos } }), [
      'resale',
    ]);
    expect422(await as('attendant', 'POST', '/categories', { category: { name: 'X', resale_id: valinhos } }), [
      'resale',
    ]);
    // Products are open to any signed-in user (list, create, edit).
    const mine = await as('deliverer', 'POST', '/products', {
      product: { description: 'Do entregador', resale_id: centro },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await as('deliverer', 'GET', '/products')).statusCode).toBe(200);
    expect((await as('deliverer', 'DELETE', `/products/${mine.json().id}`)).statusCode).toBe(403);
    const p = await byName('Vasilhame P45 vazio');
    expect((await as('attendant', 'DELETE', `/products/${p.id}`)).statusCode).toBe(403);
    const ok = await as('attendant', 'PATCH', `/products/${p.id}`, { product: { stock_attributes: { minimum: 3 } } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().stock.minimum).toBe(3);
  });

  it('[4xx] malformed JSON, a missing wrapper and wrong types never get a 500', async () => {
    await expectBadInputRefused(t, '/products', 'product', count);
  });
});

describe('PATCH/DELETE /api/products/:id', () => {
  it('[200] moving a product to another unit refuses its old category; [204] deletes an unused product', async () => {
    const made = (
      await call('POST', '/products', { product: { description: 'Lenha', resale_id: centro, price_cents: 1000 } })
    ).json();
    const cat = (await call('GET', `/products/options?resale_id=${centro}`)).json().categories[0];
    await call('PATCH', `/products/${made.id}`, { product: { category_id: cat.id } });
    expect422(await call('PATCH', `/products/${made.id}`, { product: { resale_id: valinhos } }), ['category']);
    const moved = await call('PATCH', `/products/${made.id}`, { product: { resale_id: valinhos, category_id: null } });
    expect(moved.json()).toMatchObject({ resale_id: valinhos, category: null, price_cents: 1000 });
    expect((await call('DELETE', `/products/${made.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/products/${made.id}`)).statusCode).toBe(404);
  });

  it('[422] a product with history (entries, adjustments) or used as a bottle is kept', async () => {
    const p13 = await byName('Gás P13 (botijão 13 kg)');
    expect422(await call('DELETE', `/products/${p13.id}`), ['base']);
    expect422(await call('DELETE', `/products/${p13.bottle!.id}`), ['base']);
    expect((await call('GET', `/products/${p13.id}`)).statusCode).toBe(200);
  });

  it('[404] unknown ids and [422] a non-numeric id', async () => {
    expect((await call('GET', '/products/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/products/999999', { product: { description: 'x' } })).statusCode).toBe(404);
    expect((await call('DELETE', '/products/999999')).statusCode).toBe(404);
    expect((await call('GET', '/products/abc')).statusCode).toBe(422);
  });
});
