-- 0016_perf_finance: what the finance lists read instead of scanning their filtered rows.
--
-- 1. transaction_totals: count and value of the cash ledger per (date, movement, shard), kept by statement
--    triggers in the transaction of every insert, update and delete of `transactions`. An unfiltered
--    Transaction-Meta (all units, no text/seller/bank filter) sums these rows (up to 48 a day) instead of
--    every entry of the range. The shard is the writer's connection (pg_backend_pid() % 16), so concurrent
--    writers of one day do not queue on one row; a shard's figures alone mean nothing, their sum is exact.
CREATE TABLE IF NOT EXISTS "transaction_totals" (
  "date" date NOT NULL,
  "movement" "transaction_movement" NOT NULL,
  "shard" smallint NOT NULL,
  "n" bigint NOT NULL,
  "value_cents" bigint NOT NULL,
  PRIMARY KEY ("date", "movement", "shard")
);--> statement-breakpoint
-- 2. transaction_descriptions: every description the ledger holds (a ledger repeats a few hundred: "Aluguel",
--    "Combustível"…), with a trigram index. A text search collects the matching descriptions here first and
--    reads their entries through transactions_description_date_idx, instead of intersecting the trigram
--    postings of a million entries. Rows are never removed: a description no entry holds matches nothing.
CREATE TABLE IF NOT EXISTS "transaction_descriptions" (
  "description" text PRIMARY KEY
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transactions_derived"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The writer's own shard (its server connection): concurrent writers of the same day — every sale of a
  -- busy unit books a cash entry of today — add to different rows instead of queueing on one until
  -- commit, and one transaction always adds to the same rows. The readers sum the shards.
  me smallint := (pg_backend_pid() % 16)::smallint;
BEGIN
  -- Per-statement deltas, applied in key order (concurrent statements lock the totals rows in one order).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.transaction_totals AS t ("date", movement, shard, n, value_cents)
      SELECT "date", movement, me, count(*), sum(value_cents)
      FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("date", movement, shard)
      DO UPDATE SET n = t.n + excluded.n, value_cents = t.value_cents + excluded.value_cents;
    INSERT INTO public.transaction_descriptions (description)
      SELECT DISTINCT description FROM new_rows ORDER BY 1 ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.transaction_totals AS t ("date", movement, shard, n, value_cents)
      SELECT "date", movement, me, -count(*), -sum(value_cents)
      FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("date", movement, shard)
      DO UPDATE SET n = t.n + excluded.n, value_cents = t.value_cents + excluded.value_cents;
  ELSE
    INSERT INTO public.transaction_totals AS t ("date", movement, shard, n, value_cents)
      SELECT "date", movement, me, sum(dn), sum(dv)
      FROM (
        SELECT "date", movement, 1 AS dn, value_cents AS dv FROM new_rows
        UNION ALL
        SELECT "date", movement, -1, -value_cents FROM old_rows
      ) d
      GROUP BY 1, 2 HAVING sum(dn) <> 0 OR sum(dv) <> 0 ORDER BY 1, 2
      ON CONFLICT ("date", movement, shard)
      DO UPDATE SET n = t.n + excluded.n, value_cents = t.value_cents + excluded.value_cents;
    INSERT INTO public.transaction_descriptions (description)
      SELECT DISTINCT n.description FROM new_rows n ORDER BY 1 ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "transactions" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DROP TRIGGER IF EXISTS "transactions_derived_ins" ON "transactions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "transactions_derived_upd" ON "transactions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "transactions_derived_del" ON "transactions";--> statement-breakpoint
CREATE TRIGGER "transactions_derived_ins" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "transactions_derived"();--> statement-breakpoint
CREATE TRIGGER "transactions_derived_upd" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "transactions_derived"();--> statement-breakpoint
CREATE TRIGGER "transactions_derived_del" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "transactions_derived"();--> statement-breakpoint
-- Filled from the ledger as it is (re-running the migration rebuilds them).
DELETE FROM "transaction_totals";--> statement-breakpoint
INSERT INTO "transaction_totals" ("date", "movement", "shard", "n", "value_cents")
  SELECT "date", "movement", ("resale_id" % 16)::smallint, count(*), sum("value_cents") FROM "transactions" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "transaction_descriptions" ("description")
  SELECT DISTINCT "description" FROM "transactions" ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Built after the fill; fastupdate off: a pending list (filled by every sale's new description) would be
-- read whole by each search.
CREATE INDEX IF NOT EXISTS "transaction_descriptions_trgm_idx" ON "transaction_descriptions" USING gin (f_unaccent(lower("description")) gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- The entries of one description in date order, with what the summary sums (INCLUDE: SQL only).
CREATE INDEX IF NOT EXISTS "transactions_description_date_idx" ON "transactions" ("description", "date", "id") INCLUDE ("movement", "value_cents");--> statement-breakpoint
-- 3. customer_names: every name a customer has (328 distinct among 200,000 customers in the bench data), with a
--    trigram index; the receivables' search by customer name finds the names here, then the customers through
--    customers_name_idx (name, id). Kept by row triggers on insert and on a change of name.
CREATE TABLE IF NOT EXISTS "customer_names" (
  "name" text PRIMARY KEY
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "customer_names_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.customer_names (name) VALUES (NEW.name) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "customers" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DROP TRIGGER IF EXISTS "customer_names_ins" ON "customers";--> statement-breakpoint
DROP TRIGGER IF EXISTS "customer_names_upd" ON "customers";--> statement-breakpoint
CREATE TRIGGER "customer_names_ins" AFTER INSERT ON "customers" FOR EACH ROW EXECUTE FUNCTION "customer_names_keep"();--> statement-breakpoint
CREATE TRIGGER "customer_names_upd" AFTER UPDATE OF "name" ON "customers" FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "customer_names_keep"();--> statement-breakpoint
INSERT INTO "customer_names" ("name") SELECT DISTINCT "name" FROM "customers" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_names_trgm_idx" ON "customer_names" USING gin (f_unaccent(lower("name")) gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- 4. Bills: the summaries read value and settled amount from the date and customer indexes alone (INCLUDE: SQL only).
DROP INDEX IF EXISTS "receivables_due_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receivables_due_cover_idx" ON "receivables" ("due_date", "id") INCLUDE ("value_cents", "received_cents", "resale_id");--> statement-breakpoint
DROP INDEX IF EXISTS "receivables_customer_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receivables_customer_cover_idx" ON "receivables" ("customer_id", "due_date", "id") INCLUDE ("value_cents", "received_cents", "resale_id");--> statement-breakpoint
DROP INDEX IF EXISTS "payables_due_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payables_due_cover_idx" ON "payables" ("due_date", "id") INCLUDE ("value_cents", "amount_cents", "resale_id");
