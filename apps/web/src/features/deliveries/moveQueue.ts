import { ERRORS, type SaleTargetStatus } from '@ability/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { ApiError } from '../../api/client';
import type { SaleDoorEmpty, SaleGasDoPovoReceipt } from '../../api/sales';

/**
 * The deliverer's status moves made without a connection: kept in IndexedDB, in the order they
 * were made, and sent in that order when the connection returns. Each carries the Idempotency-Key it was
 * made with, so a move sent twice (its reply lost on a weak signal, two tabs) is applied once by the server.
 */
export interface QueuedMove {
  /** Order of the moves (IndexedDB's key generator). */
  seq?: number;
  key: string;
  sale_id: number;
  doc_number: number;
  to: SaleTargetStatus;
  /** The user who made it: only their session sends it. */
  user_id: number;
  queued_at: string;
  /** The Gás do Povo receipt taken at the door, sent with the move (GasDoPovoAtDoor). */
  gas_do_povo?: SaleGasDoPovoReceipt;
  /** The family paid with the voucher an order taken with another method. */
  gas_do_povo_switch?: boolean;
  /** The brand of each refill's empty collected at the door (DoorEmpties), sent with the move. */
  empties?: SaleDoorEmpty[];
}

/** A move the server refused when it was sent (e.g. the office canceled the sale meanwhile). */
export interface RefusedMove {
  move: QueuedMove;
  reason: string;
}

/** What sending one move came to. */
export type SendOutcome = { kind: 'done' } | { kind: 'refused'; reason: string } | { kind: 'retry' };

/** Where the moves wait: IndexedDB in the browser, an array in the unit tests. */
export interface MoveStore {
  all(): Promise<QueuedMove[]>;
  add(move: QueuedMove): Promise<void>;
  remove(seq: number): Promise<void>;
}

/**
 * Sends the user's waiting moves oldest first. A sent move leaves the queue; a refused one leaves it with
 * the moves of the same sale made after it (they followed from it); the first that cannot be sent now
 * (no network, server busy, signed out) stops the round, and it and the later ones wait for the next.
 */
export async function flushMoves(
  store: MoveStore,
  userId: number,
  send: (move: QueuedMove) => Promise<SendOutcome>,
): Promise<{ sent: QueuedMove[]; refused: RefusedMove[]; waiting: number }> {
  const queue = (await store.all()).filter((m) => m.user_id === userId);
  const sent: QueuedMove[] = [];
  const refused: RefusedMove[] = [];
  const dropped = new Set<number>();
  for (let i = 0; i < queue.length; i++) {
    const move = queue[i]!;
    if (dropped.has(move.sale_id)) {
      await store.remove(move.seq!);
      continue;
    }
    const outcome = await send(move);
    if (outcome.kind === 'retry') return { sent, refused, waiting: queue.length - i };
    await store.remove(move.seq!);
    if (outcome.kind === 'done') sent.push(move);
    else {
      refused.push({ move, reason: outcome.reason });
      dropped.add(move.sale_id);
    }
  }
  return { sent, refused, waiting: 0 };
}

/** How a failed send is read: the server's refusal with its reasons, or a wait for a better moment. */
export function outcomeOf(err: unknown, reasons: (err: unknown) => string): SendOutcome {
  if (!(err instanceof ApiError)) return { kind: 'retry' }; // no network: fetch itself failed
  const body = err.body as { error?: unknown } | null;
  // The move was made but its reply was lost with the server's process: it is done.
  if (err.status === 409 && body?.error === ERRORS.idempotencyReplyLost) return { kind: 'done' };
  // Still running elsewhere (another tab), signed out, the server or the network in trouble: later.
  if (err.status === 409 || err.status === 401 || err.status === 408 || err.status === 429 || err.status >= 500)
    return { kind: 'retry' };
  return { kind: 'refused', reason: reasons(err) };
}

interface QueueSchema extends DBSchema {
  moves: { key: number; value: QueuedMove };
}

let opened: Promise<IDBPDatabase<QueueSchema>> | null = null;
const database = () => {
  opened ??= openDB<QueueSchema>('ability-deliveries', 1, {
    upgrade(db) {
      db.createObjectStore('moves', { keyPath: 'seq', autoIncrement: true });
    },
  });
  return opened;
};

/** The browser's queue (IndexedDB 'ability-deliveries', store 'moves'). */
export const browserMoveStore: MoveStore = {
  all: async () => (await database()).getAll('moves'),
  add: async (move) => {
    await (await database()).add('moves', move);
  },
  remove: async (seq) => (await database()).delete('moves', seq),
};
