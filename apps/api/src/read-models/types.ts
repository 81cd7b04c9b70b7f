import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** One stored figure that differs from its recompute: its key, what is stored and what the sources give. */
export interface FigureRow {
  key: string;
  stored: string | null;
  expected: string | null;
}

/**
 * A derived figure or structure stored for speed, declared once (docs/data.md): what it
 * is, where it comes from, who keeps it, how to find where it went wrong and how to make it again.
 */
export interface ReadModel {
  /** The table, or table.column(s), that holds it. */
  name: string;
  /** One line: what it holds and who reads it. */
  description: string;
  /** The tables it is computed from. */
  sources: string[];
  /** What keeps it exact on every write: triggers (with their migration) or a TypeScript function. */
  keptBy: string;
  /** What cannot be checked, or anything else a reader should know. */
  note?: string;
  /**
   * The rows where the stored figure differs from a recompute from its sources, as (key, stored, expected)
   * text columns; none when exact. Or a function answering the same rows (where the rule lives in TypeScript).
   */
  check: SQL | ((db: Executor) => Promise<FigureRow[]>);
  /**
   * Statements that recompute it from its sources (in the caller's transaction, deferred triggers made
   * immediate), or a function doing so. Run only after the figures it is computed from (READ_MODELS' order).
   */
  rebuild: SQL[] | ((db: Executor) => Promise<void>);
}

/** Every figure of one structure that differs. */
export interface FigureDifference {
  name: string;
  /** How many rows differ (all of them, even past `rows`' limit). */
  count: number;
  /** The first ones. */
  rows: FigureRow[];
}
