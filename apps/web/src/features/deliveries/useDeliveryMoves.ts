import { DELIVERY_TEXTS as D, SALE_TEXTS as T, type SaleTargetStatus } from '@ability/domain';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { newIdempotencyKey } from '../../api/client';
import { type Sale, sendSaleStatus, useInvalidateSales } from '../../api/sales';
import { useSession } from '../../app/session';
import { useNotify } from '../../shared/notify';
import { reasons, useSaleActions } from '../sales/saleActions';
import { useOnline } from './links';
import type { QueuedMove, RefusedMove, SendOutcome, flushMoves } from './moveQueue';

/**
 * The queue's code (IndexedDB through idb, the sending rounds): loaded after the cards are drawn, when the
 * waiting moves are first read, not before the list.
 */
const queue = () => import('./moveQueue');

/** While moves wait, another try every so often (a server that was busy, a signal that came back quietly). */
const RETRY_MS = 15_000;

// The queue as the screens show it, shared by every card (one IndexedDB, one sender per browser).
let state: { pending: QueuedMove[]; refused: RefusedMove[] } = { pending: [], refused: [] };
const listeners = new Set<() => void>();
const subscribe = (cb: () => void) => {
  listeners.add(cb);
  return () => listeners.delete(cb);
};
const snapshot = () => state;
const update = (next: Partial<typeof state>) => {
  state = { ...state, ...next };
  for (const l of listeners) l();
};
const reload = async () => update({ pending: await (await queue()).browserMoveStore.all() });

async function send(move: QueuedMove): Promise<SendOutcome> {
  try {
    await sendSaleStatus({
      id: move.sale_id,
      status: move.to,
      idempotencyKey: move.key,
      gas_do_povo: move.gas_do_povo,
      gas_do_povo_switch: move.gas_do_povo_switch,
      empties: move.empties,
    });
    return { kind: 'done' };
  } catch (err) {
    return (await queue()).outcomeOf(err, reasons);
  }
}

let running: Promise<Awaited<ReturnType<typeof flushMoves>>> | null = null;
/** One round of sending at a time in this tab, and across tabs (Web Locks) where the browser has them. */
function flush(userId: number) {
  const round = async () => {
    const { browserMoveStore, flushMoves } = await queue();
    return flushMoves(browserMoveStore, userId, send);
  };
  running ??= (navigator.locks ? navigator.locks.request('ability-deliveries-moves', round) : round()).finally(() => {
    running = null;
    void reload();
  });
  return running;
}

/**
 * The deliverer's status moves: sent at once when there is a connection; without one (or when
 * the send fails for the network), kept in order on the phone, shown as pending, and sent when the
 * connection returns — each with its own Idempotency-Key, so each is applied once. A move the server
 * refuses then is said on the screen with the server's reason.
 */
export function useDeliveryMoves() {
  const userId = useSession().id;
  const notify = useNotify();
  const invalidate = useInvalidateSales();
  const { confirm } = useSaleActions();
  const online = useOnline();
  const { pending, refused } = useSyncExternalStore(subscribe, snapshot);
  const [sending, setSending] = useState<number | null>(null);

  const sync = useCallback(async () => {
    // A move queued while a round was running waits for the next round: run it at once.
    for (let round = 0; round < 5; round++) {
      const r = await flush(userId);
      await reload();
      if (r.sent.length || r.refused.length) invalidate();
      if (r.sent.length) notify.success(D.queueSent(r.sent.length));
      if (r.refused.length) {
        update({ refused: [...state.refused, ...r.refused] });
        notify.error(D.queueRefused(r.refused.length));
      }
      if (r.waiting > 0 || !state.pending.some((m) => m.user_id === userId)) return;
    }
  }, [userId, invalidate, notify]);

  useEffect(() => {
    void reload().then(() => {
      if (navigator.onLine && state.pending.length > 0) void sync();
    });
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [sync]);

  const mine = pending.filter((m) => m.user_id === userId);
  useEffect(() => {
    if (!online || mine.length === 0) return;
    const t = setInterval(sync, RETRY_MS);
    return () => clearInterval(t);
  }, [online, mine.length, sync]);

  /**
   * `with`: what goes with the move (the Gás do Povo receipt taken at the door, the empties' brands); queued
   * with it.
   */
  const move = (
    sale: Sale,
    to: SaleTargetStatus,
    with_?: Pick<QueuedMove, 'gas_do_povo' | 'gas_do_povo_switch' | 'empties'>,
  ) => {
    const run = async () => {
      const m: QueuedMove = {
        key: newIdempotencyKey(),
        sale_id: sale.id,
        doc_number: sale.doc_number,
        to,
        user_id: userId,
        queued_at: new Date().toISOString(),
        ...with_,
      };
      // Behind a move of the same sale still waiting, a new one waits too (they go in order).
      if (navigator.onLine && !state.pending.some((p) => p.sale_id === sale.id)) {
        setSending(sale.id);
        const outcome = await send(m).finally(() => setSending(null));
        if (outcome.kind === 'done') {
          invalidate();
          notify.success(to === 'canceled' ? T.canceled : T.updated);
          return;
        }
        if (outcome.kind === 'refused') {
          notify.error(outcome.reason || T.editError);
          return;
        }
      }
      await (await queue()).browserMoveStore.add(m);
      await reload();
      notify.warning(D.queued, 'delivery-queued');
      if (navigator.onLine) void sync();
    };
    return to === 'canceled' ? confirm(run) : run();
  };

  const dismiss = (r: RefusedMove) => update({ refused: state.refused.filter((x) => x !== r) });

  return { move, pending: mine, refused, dismiss, sending };
}
