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

interface Method {
  id: number;
  description: string;
  default: boolean;
  resale_ids: number[];
}

const create = async (pm: Record<string, unknown>) =>
  (await call('POST', '/payment_methods', { payment_method: pm })).json() as Method & Record<string, unknown>;
const patch = async (id: number, pm: Record<string, unknown>) =>
  call('PATCH', `/payment_methods/${id}`, { payment_method: pm });
const defaults = async (unit: number) =>
  ((await call('GET', `/payment_methods?resale_id=${unit}`)).json() as Method[])
    .filter((m) => m.default)
    .map((m) => m.description);

describe('PATCH /api/payment_methods/:id', () => {
  it('[200] changes only what it sends: status, units and the rest stay', async () => {
    const m = await create({ description: 'Transferência', status: false, delivery_time: 2, resale_ids: [valinhos] });
    const res = await patch(m.id, { description: 'TED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ description: 'TED', status: false, delivery_time: 2, resale_ids: [valinhos] });
    const units = await patch(m.id, { resale_ids: [centro, valinhos] });
    expect(units.json().resale_ids.sort()).toEqual([centro, valinhos].sort());
    const history = await call('GET', `/audit_logs?resource=payment_methods&record_id=${m.id}`);
    expect(history.json().map((e: { action: string }) => e.action)).toEqual(['update', 'update', 'create']);
    expect(history.json()[1]).toMatchObject({
      before: { description: 'Transferência' },
      after: { description: 'TED' },
    });
  });

  it('[200] turning a card into a non-card clears the fee and sets card type other', async () => {
    const card = await create({
      description: 'Maquininha',
      is_card: true,
      card_type: 'debit',
      adm_tax: 1.5,
      resale_ids: [centro],
    });
    expect(card).toMatchObject({ card_type: 'debit', adm_tax: 1.5 });
    expect((await patch(card.id, { is_card: 'false' })).json()).toMatchObject({ card_type: 'other', adm_tax: 0 });
    // A fee sent alone to a non-card is not kept either.
    expect((await patch(card.id, { adm_tax: 4, card_type: 'credit' })).json()).toMatchObject({
      is_card: false,
      card_type: 'other',
      adm_tax: 0,
    });
    expect((await patch(card.id, { is_card: true, card_type: 'credit', adm_tax: 2.99 })).json()).toMatchObject({
      is_card: true,
      card_type: 'credit',
      adm_tax: 2.99,
    });
  });

  it('[422] refuses bad fields and no units, changing nothing', async () => {
    const m = await create({ description: 'Cheque pré', resale_ids: [centro] });
    expect422(await patch(m.id, { description: '', adm_tax: -1 }), ['description', 'adm_tax']);
    expect(expect422(await patch(m.id, { resale_ids: [] }), ['resales']).resales).toEqual(['não pode ficar em branco']);
    expect422(await patch(m.id, { resale_ids: [999999] }), ['resales']);
    expect((await call('GET', `/payment_methods/${m.id}`)).json()).toMatchObject({
      description: 'Cheque pré',
      resale_ids: [centro],
    });
  });

  it('[404] unknown ids and [422] a non-numeric id', async () => {
    expect((await call('GET', '/payment_methods/999999')).statusCode).toBe(404);
    expect((await patch(999999, { description: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/payment_methods/999999')).statusCode).toBe(404);
    expect((await call('GET', '/payment_methods/abc')).statusCode).toBe(422);
  });
});

describe('one default method per unit', () => {
  it('a new default unsets the default of the methods sharing any of its units, and only those', async () => {
    expect(await defaults(centro)).toEqual(['Dinheiro']);
    expect(await defaults(valinhos)).toEqual(['Dinheiro']);

    // Dinheiro is in both units: a default in Valinhos takes the flag from it.
    const vale = await create({ description: 'Vale-gás', default: true, resale_ids: [valinhos] });
    expect(vale.default).toBe(true);
    expect(await defaults(valinhos)).toEqual(['Vale-gás']);
    expect(await defaults(centro)).toEqual([]);

    // A default in Centro only leaves Valinhos' default alone.
    const pix = (await call('GET', '/payment_methods?query=pix')).json()[0] as Method;
    expect((await patch(pix.id, { default: true })).json().default).toBe(true);
    expect(await defaults(centro)).toEqual(['PIX']);
    expect(await defaults(valinhos)).toEqual(['PIX']);
    expect((await call('GET', `/payment_methods/${vale.id}`)).json().default).toBe(false);

    // The unset is in the audit trail of the method that lost it.
    const history = await call('GET', `/audit_logs?resource=payment_methods&record_id=${vale.id}`);
    expect(history.json()[0]).toMatchObject({ action: 'update', before: { default: true }, after: { default: false } });
  });

  it('moving a default method into another unit takes the flag there too', async () => {
    const local = await create({ description: 'Crédito loja', default: true, resale_ids: [centro] });
    const other = await create({ description: 'Crédito Valinhos', default: true, resale_ids: [valinhos] });
    expect(await defaults(centro)).toEqual(['Crédito loja']);
    expect(await defaults(valinhos)).toEqual(['Crédito Valinhos']);
    await patch(local.id, { resale_ids: [centro, valinhos] });
    expect(await defaults(valinhos)).toEqual(['Crédito loja']);
    expect((await call('GET', `/payment_methods/${other.id}`)).json().default).toBe(false);
  });
});

describe('DELETE /api/payment_methods/:id', () => {
  it('[204] removes the method and its units, with the audit entry', async () => {
    const m = await create({ description: 'Temporário', resale_ids: [centro, valinhos] });
    expect((await call('DELETE', `/payment_methods/${m.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/payment_methods/${m.id}`)).statusCode).toBe(404);
    const history = await call('GET', `/audit_logs?resource=payment_methods&record_id=${m.id}`);
    expect(history.json()[0]).toMatchObject({ action: 'delete', before: { description: 'Temporário' }, after: null });
  });
});
