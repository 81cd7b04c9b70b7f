-- 0023_perf_receivables_customers: what the receivables list reads instead of its filtered rows, and the
-- customer list's search by name through the distinct names.
--
-- 1. receivable_day_totals: count, value and received amount of the receivables per (due date, open or
--    settled, shard), kept by statement triggers in the transaction of every insert, update and delete of
--    `receivables`. The unfiltered summary of a due-date range over every unit sums these rows (up to 32 a
--    day) instead of every receivable of the range; overdue and early-due are the open rows before and from
--    today, so the split is still computed when read. The shard is the writer's connection
--    (pg_backend_pid() % 16), as in transaction_totals (0016): concurrent writers of one due date (every term
--    sale of a day is due the same day) do not queue on one row; only the sum of the shards means anything.
CREATE TABLE IF NOT EXISTS "receivable_day_totals" (
  "due_date" date NOT NULL,
  "open" boolean NOT NULL,
  "shard" smallint NOT NULL,
  "n" bigint NOT NULL,
  "value_cents" bigint NOT NULL,
  "received_cents" bigint NOT NULL,
  PRIMARY KEY ("due_date", "open", "shard")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "receivables_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  me smallint := (pg_backend_pid() % 16)::smallint;
BEGIN
  -- Per-statement deltas (old rows out, new rows in), applied in key order so that concurrent statements
  -- lock the totals rows in one order. A transition table exists only for the operations that have it.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.receivable_day_totals AS t (due_date, "open", shard, n, value_cents, received_cents)
      SELECT due_date, received_cents < value_cents, me, count(*), sum(value_cents), sum(received_cents)
      FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (due_date, "open", shard)
      DO UPDATE SET n = t.n + excluded.n, value_cents = t.value_cents + excluded.value_cents,
        received_cents = t.received_cents + excluded.received_cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.receivable_day_totals AS t (due_date, "open", shard, n, value_cents, received_cents)
      SELECT due_date, received_cents < value_cents, me, -count(*), -sum(value_cents), -sum(received_cents)
      FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (due_date, "open", shard)
      DO UPDATE SET n = t.n + excluded.n, value_cents = t.value_cents + excluded.value_cents,
        received_cents = t.received_cents + excluded.received_cents;
  ELSE
    INSERT INTO public.receivable_day_totals AS t (due_date, "open", shard, n, value_cents, received_cents)
      SELECT due_date, "open", me, sum(dn), sum(dv), sum(dr)
      FROM (
        SELECT due_date, received_cents < value_cents AS "open", 1 AS dn, value_cents AS dv, received_cents AS dr
          FROM new_rows
        UNION ALL
        SELECT due_date, received_cents < value_cents, -1, -value_cents, -received_cents FROM old_rows
      ) d
      GROUP BY 1, 2 HAVING sum(dn) <> 0 OR sum(dv) <> 0 OR sum(dr) <> 0 ORDER BY 1, 2
      ON CONFLICT (due_date, "open", shard)
      DO UPDATE SET n = t.n + excluded.n, value_cents = t.value_cents + excluded.value_cents,
        received_cents = t.received_cents + excluded.received_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "receivables" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DROP TRIGGER IF EXISTS "receivables_day_totals_ins" ON "receivables";--> statement-breakpoint
DROP TRIGGER IF EXISTS "receivables_day_totals_upd" ON "receivables";--> statement-breakpoint
DROP TRIGGER IF EXISTS "receivables_day_totals_del" ON "receivables";--> statement-breakpoint
CREATE TRIGGER "receivables_day_totals_ins" AFTER INSERT ON "receivables" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "receivables_day_totals"();--> statement-breakpoint
CREATE TRIGGER "receivables_day_totals_upd" AFTER UPDATE ON "receivables" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "receivables_day_totals"();--> statement-breakpoint
CREATE TRIGGER "receivables_day_totals_del" AFTER DELETE ON "receivables" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "receivables_day_totals"();--> statement-breakpoint
-- Filled from the receivables as they are (re-running the migration rebuilds them).
DELETE FROM "receivable_day_totals";--> statement-breakpoint
INSERT INTO "receivable_day_totals" ("due_date", "open", "shard", "n", "value_cents", "received_cents")
  SELECT "due_date", "received_cents" < "value_cents", 0, count(*), sum("value_cents"), sum("received_cents")
  FROM "receivables" GROUP BY 1, 2;--> statement-breakpoint
-- 2. The open receivables in due-date order: a page of overdue or early-due ones reads its 25 rows instead of
--    skipping the settled ones of the range.
CREATE INDEX IF NOT EXISTS "receivables_open_due_date_idx" ON "receivables" ("due_date", "id") WHERE "received_cents" < "value_cents";
--> statement-breakpoint
-- 3. The customer list's search by name (5 characters or more) finds the distinct names that contain it in
--    customer_names through their 5-character pieces, as customers_name_search_grams_idx does on the customers
--    (0014), then the customers of those names through customers_name_idx (name, id), in the list's order and
--    counted from the index alone. fastupdate off: a pending list would be read whole by every search.
CREATE INDEX IF NOT EXISTS "customer_names_search_grams_idx" ON "customer_names" USING gin ("customers_search_grams"(f_unaccent(lower("name")))) WITH (fastupdate = off);
