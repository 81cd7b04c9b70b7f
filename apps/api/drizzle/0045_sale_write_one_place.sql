-- 0045_sale_write_one_place: a sale's stock and its customer's statistics move in one place, the sale's
-- write plan (packages/domain salePlan, written by sales/write.ts writeSale). The copies of those rules
-- in PL/pgSQL (0027) go: the deferred trigger sale_commit_moves and customer_sale_day_move.
-- sale_write_retry only raises: a new sale written in one statement calls it when its customer's
-- statistics changed since the plan read them, and the server plans the sale again in a transaction.
DROP TRIGGER IF EXISTS "sale_commit_moves" ON "sales";--> statement-breakpoint
DROP FUNCTION IF EXISTS sale_commit_moves();--> statement-breakpoint
DROP FUNCTION IF EXISTS customer_sale_day_move(integer, date);--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_write_retry() RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'sale_write_retry';
END
$$;
