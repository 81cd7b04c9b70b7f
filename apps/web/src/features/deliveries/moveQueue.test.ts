import { ERRORS } from '@ability/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { type MoveStore, type QueuedMove, type SendOutcome, flushMoves, outcomeOf } from './moveQueue';

function memoryStore(moves: Omit<QueuedMove, 'seq' | 'queued_at' | 'key'>[]): MoveStore & { rows: QueuedMove[] } {
  const rows: QueuedMove[] = moves.map((m, i) => ({ ...m, seq: i + 1, key: `k${i + 1}`, queued_at: '' }));
  return {
    rows,
    all: async () => [...rows],
    add: async (m) => {
      rows.push({ ...m, seq: rows.length + 100 });
    },
    remove: async (seq) => {
      const i = rows.findIndex((r) => r.seq === seq);
      if (i >= 0) rows.splice(i, 1);
    },
  };
}

const move = (sale_id: number, to: QueuedMove['to'], user_id = 1) => ({ sale_id, doc_number: sale_id, to, user_id });

describe('flushMoves', () => {
  it('sends the moves oldest first, each once, and empties the queue', async () => {
    const store = memoryStore([move(1, 'in_transit'), move(1, 'delivered'), move(2, 'in_transit')]);
    const sent: string[] = [];
    const r = await flushMoves(store, 1, async (m) => {
      sent.push(m.key);
      return { kind: 'done' };
    });
    expect(sent).toEqual(['k1', 'k2', 'k3']);
    expect(r.sent.map((m) => m.key)).toEqual(['k1', 'k2', 'k3']);
    expect(r.waiting).toBe(0);
    expect(store.rows).toEqual([]);
  });

  it('stops at the first move that cannot go now; it and the later ones wait, in order', async () => {
    const store = memoryStore([move(1, 'in_transit'), move(2, 'in_transit'), move(1, 'delivered')]);
    const outcomes: SendOutcome[] = [{ kind: 'done' }, { kind: 'retry' }];
    const r = await flushMoves(store, 1, async () => outcomes.shift() ?? { kind: 'done' });
    expect(r.sent.map((m) => m.key)).toEqual(['k1']);
    expect(r.waiting).toBe(2);
    expect(store.rows.map((m) => m.key)).toEqual(['k2', 'k3']);
    // The next round sends them with the same keys.
    const again: string[] = [];
    await flushMoves(store, 1, async (m) => {
      again.push(m.key);
      return { kind: 'done' };
    });
    expect(again).toEqual(['k2', 'k3']);
  });

  it("a refused move leaves with the same sale's later moves; other sales go on", async () => {
    const store = memoryStore([move(1, 'in_transit'), move(1, 'delivered'), move(2, 'in_transit')]);
    const sent: string[] = [];
    const r = await flushMoves(store, 1, async (m) => {
      sent.push(m.key);
      return m.sale_id === 1 ? { kind: 'refused', reason: 'Venda cancelada' } : { kind: 'done' };
    });
    expect(sent).toEqual(['k1', 'k3']);
    expect(r.refused).toEqual([{ move: expect.objectContaining({ key: 'k1' }), reason: 'Venda cancelada' }]);
    expect(store.rows).toEqual([]);
  });

  it("only the signed-in user's moves are sent", async () => {
    const store = memoryStore([move(1, 'in_transit', 2), move(3, 'in_transit', 1)]);
    const sent: string[] = [];
    await flushMoves(store, 1, async (m) => {
      sent.push(m.key);
      return { kind: 'done' };
    });
    expect(sent).toEqual(['k2']);
    expect(store.rows.map((m) => m.key)).toEqual(['k1']);
  });
});

describe('outcomeOf', () => {
  const reasons = (e: unknown) => (e instanceof ApiError ? `motivo ${e.status}` : '');
  it('no network, a busy or failing server, a lost session: try again later', () => {
    expect(outcomeOf(new TypeError('Failed to fetch'), reasons)).toEqual({ kind: 'retry' });
    for (const status of [401, 408, 429, 500, 502, 503])
      expect(outcomeOf(new ApiError(status, null), reasons)).toEqual({ kind: 'retry' });
    expect(outcomeOf(new ApiError(409, { error: ERRORS.idempotencyInProgress }), reasons)).toEqual({ kind: 'retry' });
  });
  it('made but its reply lost: done', () => {
    expect(outcomeOf(new ApiError(409, { error: ERRORS.idempotencyReplyLost }), reasons)).toEqual({ kind: 'done' });
  });
  it("the server's refusal, with its reason", () => {
    expect(outcomeOf(new ApiError(422, [{ id: 1, status: ['cancelada'] }]), reasons)).toEqual({
      kind: 'refused',
      reason: 'motivo 422',
    });
    expect(outcomeOf(new ApiError(404, null), reasons)).toMatchObject({ kind: 'refused' });
  });
});

describe('a move with the Gás do Povo receipt taken at the door', () => {
  it('waits with its receipt and is sent with it, once; a refusal drops the later moves of the sale', async () => {
    const receipt = { validation: 'cpf_sms' as const, nsu: '123456', cpf_last4: '2468', empty_received: false };
    const store = memoryStore([
      { ...move(7, 'delivered'), gas_do_povo: receipt, gas_do_povo_switch: true },
      move(7, 'finished'),
      move(8, 'delivered'),
    ]);
    const sent: QueuedMove[] = [];
    const r = await flushMoves(store, 1, async (m) => {
      sent.push(m);
      return m.sale_id === 7 ? { kind: 'refused', reason: 'O NSU 123456 já foi usado' } : { kind: 'done' };
    });
    expect(sent.map((m) => [m.sale_id, m.gas_do_povo, m.gas_do_povo_switch])).toEqual([
      [7, receipt, true],
      [8, undefined, undefined],
    ]);
    expect(r.refused).toEqual([
      { move: expect.objectContaining({ sale_id: 7, gas_do_povo: receipt }), reason: 'O NSU 123456 já foi usado' },
    ]);
    expect(store.rows).toEqual([]);
  });
});
