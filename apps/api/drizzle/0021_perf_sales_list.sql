-- 0021_perf_sales_list: the sales list's count and summaries (Items-Summary, Payments-Summary,
-- Sales-Summary) from rows summed per business day instead of every sale of the filtered range.
--
-- sale_unit_sums: per unit, deliverer (0 = none), day, status and channel, one row for the sales (kind 0:
--   n = how many, their total and change), one per product (kind 1: n = quantity) and one per payment
--   method (kind 2: n = value). Serves lists narrowed to units (with or without deliverer, status, channel).
-- sale_day_sums: the same per day and status for all units together, in 8 shards (resale_id % 8) so the
--   sales of different units do not all queue on one row; serves the unfiltered list of all units.
--
-- Kept by deferred row triggers: each sale's change adds its delta at commit, after the rows the sale's
-- transaction locks itself (stock, customer), so a hot summary row is locked only for the commit and
-- always last (no lock-order cycle with them). Bulk loads run as replica: statement triggers (below).
-- Days are the business days of America/Sao_Paulo (the list reads these rows only when APP_TIMEZONE is it).
CREATE TABLE IF NOT EXISTS "sale_unit_sums" (
  "resale_id" integer NOT NULL,
  "employee_id" integer NOT NULL,
  "day" date NOT NULL,
  "status" "sale_status" NOT NULL,
  "channel" "sale_channel" NOT NULL,
  "kind" smallint NOT NULL,
  "ref" integer NOT NULL,
  "n" bigint NOT NULL,
  "total_cents" bigint NOT NULL,
  "change_cents" bigint NOT NULL,
  PRIMARY KEY ("resale_id", "day", "employee_id", "status", "channel", "kind", "ref")
);--> statement-breakpoint
-- A deliverer's rows of a unit by day (index-only: the list reads every column).
CREATE INDEX IF NOT EXISTS "sale_unit_sums_employee_idx" ON "sale_unit_sums" ("resale_id", "employee_id", "day") INCLUDE ("status", "channel", "kind", "ref", "n", "total_cents", "change_cents");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sale_day_sums" (
  "day" date NOT NULL,
  "status" "sale_status" NOT NULL,
  "kind" smallint NOT NULL,
  "ref" integer NOT NULL,
  "shard" smallint NOT NULL,
  "n" bigint NOT NULL,
  "total_cents" bigint NOT NULL,
  "change_cents" bigint NOT NULL,
  PRIMARY KEY ("day", "status", "kind", "ref", "shard")
);--> statement-breakpoint
-- The business day whose [start, next start) holds ts, drawn as the list's date filter draws them
-- (local midnight `at time zone`), so an hour repeated by a daylight-saving change falls on the same day.
CREATE OR REPLACE FUNCTION "sale_list_day"(ts timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN ts >= ((d + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo') THEN d + 1
              WHEN ts < (d::timestamp AT TIME ZONE 'America/Sao_Paulo') THEN d - 1
              ELSE d END
    FROM (SELECT (ts AT TIME ZONE 'America/Sao_Paulo')::date AS d) x
$$;
--> statement-breakpoint
-- What one version of a sale adds (sg = 1) or takes away (sg = -1): its row, its products, its methods.
CREATE OR REPLACE FUNCTION "sale_list_rows"(s "sales", sg integer)
RETURNS TABLE (resale_id integer, employee_id integer, day date, status "sale_status", channel "sale_channel",
               kind smallint, ref integer, n bigint, total_cents bigint, change_cents bigint)
LANGUAGE sql STABLE AS $$
  SELECT s.resale_id, coalesce(s.employee_id, 0), sale_list_day(s.sold_on), s.status, s.channel, e.kind, e.ref, e.n, e.t, e.c
    FROM (SELECT 0::smallint AS kind, 0 AS ref, sg::bigint AS n, sg * s.total_cents AS t, sg * s.change_cents AS c
          UNION ALL
          SELECT 1::smallint, i.p, sg * i.q::bigint, 0, 0 FROM unnest(s.item_product_ids, s.item_quantities) i(p, q)
          UNION ALL
          SELECT 2::smallint, m.p, sg * m.v::bigint, 0, 0 FROM unnest(s.payment_method_ids, s.payment_values) m(p, v)) e
   WHERE s.id IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sale_list_sums_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied bigint;
BEGIN
  -- One statement: the delta grouped per row key, applied in key order (concurrent commits lock the
  -- summary rows in one order). OLD / NEW are null where the operation has none.
  WITH d AS (
    SELECT * FROM sale_list_rows(OLD, -1) UNION ALL SELECT * FROM sale_list_rows(NEW, 1)
  ), u AS (
    INSERT INTO public.sale_unit_sums AS t (resale_id, employee_id, day, status, channel, kind, ref, n, total_cents, change_cents)
    SELECT d.resale_id, d.employee_id, d.day, d.status, d.channel, d.kind, d.ref, sum(d.n), sum(d.total_cents), sum(d.change_cents)
      FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7
     HAVING sum(d.n) <> 0 OR sum(d.total_cents) <> 0 OR sum(d.change_cents) <> 0
     ORDER BY 1, 3, 2, 4, 5, 6, 7
    ON CONFLICT (resale_id, day, employee_id, status, channel, kind, ref) DO UPDATE
      SET n = t.n + excluded.n, total_cents = t.total_cents + excluded.total_cents,
          change_cents = t.change_cents + excluded.change_cents
    RETURNING t.n
  ), g AS (
    INSERT INTO public.sale_day_sums AS t (day, status, kind, ref, shard, n, total_cents, change_cents)
    SELECT d.day, d.status, d.kind, d.ref, (d.resale_id % 8)::smallint, sum(d.n), sum(d.total_cents), sum(d.change_cents)
      FROM d GROUP BY 1, 2, 3, 4, 5
     HAVING sum(d.n) <> 0 OR sum(d.total_cents) <> 0 OR sum(d.change_cents) <> 0
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, status, kind, ref, shard) DO UPDATE
      SET n = t.n + excluded.n, total_cents = t.total_cents + excluded.total_cents,
          change_cents = t.change_cents + excluded.change_cents
    RETURNING t.n
  )
  SELECT count(*) FILTER (WHERE x.n = 0) FROM (SELECT n FROM u UNION ALL SELECT n FROM g) x INTO emptied;
  -- Rows a sale left (a status change, an edit, a deletion) may now hold nothing: n = 0 means no sale,
  -- no item (quantity >= 1) or no payment (value > 0) there. Removed so past days stay few rows.
  IF emptied > 0 THEN
    DELETE FROM public.sale_unit_sums t
     WHERE t.resale_id = OLD.resale_id AND t.day = sale_list_day(OLD.sold_on)
       AND t.employee_id = coalesce(OLD.employee_id, 0) AND t.status = OLD.status AND t.channel = OLD.channel
       AND t.n = 0;
    DELETE FROM public.sale_day_sums t
     WHERE t.day = sale_list_day(OLD.sold_on) AND t.status = OLD.status AND t.shard = OLD.resale_id % 8 AND t.n = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Bulk loads run as replica (demo and bench data: no row-by-row triggers) and then rebuild the sales'
-- arrays: there, statement triggers apply each statement's rows at once, and the arrays' triggers run
-- too (ALWAYS), so the rebuild changes no array and fires no row trigger.
CREATE OR REPLACE FUNCTION "sale_list_sums_bulk"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT r.* FROM new_rows s, sale_list_rows(s, 1) r'
    WHEN 'DELETE' THEN 'SELECT r.* FROM old_rows s, sale_list_rows(s, -1) r'
    ELSE 'SELECT r.* FROM old_rows s, sale_list_rows(s, -1) r UNION ALL SELECT r.* FROM new_rows s, sale_list_rows(s, 1) r'
  END;
  emptied bigint;
BEGIN
  EXECUTE 'WITH d AS (' || src || '), u AS (
    INSERT INTO public.sale_unit_sums AS t (resale_id, employee_id, day, status, channel, kind, ref, n, total_cents, change_cents)
    SELECT d.resale_id, d.employee_id, d.day, d.status, d.channel, d.kind, d.ref, sum(d.n), sum(d.total_cents), sum(d.change_cents)
      FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7
     HAVING sum(d.n) <> 0 OR sum(d.total_cents) <> 0 OR sum(d.change_cents) <> 0
     ORDER BY 1, 3, 2, 4, 5, 6, 7
    ON CONFLICT (resale_id, day, employee_id, status, channel, kind, ref) DO UPDATE
      SET n = t.n + excluded.n, total_cents = t.total_cents + excluded.total_cents,
          change_cents = t.change_cents + excluded.change_cents
    RETURNING t.n
  ), g AS (
    INSERT INTO public.sale_day_sums AS t (day, status, kind, ref, shard, n, total_cents, change_cents)
    SELECT d.day, d.status, d.kind, d.ref, (d.resale_id % 8)::smallint, sum(d.n), sum(d.total_cents), sum(d.change_cents)
      FROM d GROUP BY 1, 2, 3, 4, 5
     HAVING sum(d.n) <> 0 OR sum(d.total_cents) <> 0 OR sum(d.change_cents) <> 0
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, status, kind, ref, shard) DO UPDATE
      SET n = t.n + excluded.n, total_cents = t.total_cents + excluded.total_cents,
          change_cents = t.change_cents + excluded.change_cents
    RETURNING t.n
  )
  SELECT count(*) FILTER (WHERE x.n = 0) FROM (SELECT n FROM u UNION ALL SELECT n FROM g) x' INTO emptied;
  IF emptied > 0 THEN
    DELETE FROM public.sale_unit_sums WHERE n = 0;
    DELETE FROM public.sale_day_sums WHERE n = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "sales" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DROP TRIGGER IF EXISTS "sale_list_sums_ins" ON "sales";--> statement-breakpoint
DROP TRIGGER IF EXISTS "sale_list_sums_upd" ON "sales";--> statement-breakpoint
DROP TRIGGER IF EXISTS "sale_list_sums_del" ON "sales";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sale_list_sums_ins" AFTER INSERT ON "sales" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "sale_list_sums_keep"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sale_list_sums_upd" AFTER UPDATE ON "sales" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."channel" IS DISTINCT FROM NEW."channel"
    OR OLD."sold_on" IS DISTINCT FROM NEW."sold_on" OR OLD."resale_id" IS DISTINCT FROM NEW."resale_id"
    OR OLD."employee_id" IS DISTINCT FROM NEW."employee_id" OR OLD."total_cents" IS DISTINCT FROM NEW."total_cents"
    OR OLD."change_cents" IS DISTINCT FROM NEW."change_cents"
    OR OLD."item_product_ids" IS DISTINCT FROM NEW."item_product_ids"
    OR OLD."item_quantities" IS DISTINCT FROM NEW."item_quantities"
    OR OLD."payment_method_ids" IS DISTINCT FROM NEW."payment_method_ids"
    OR OLD."payment_values" IS DISTINCT FROM NEW."payment_values")
  EXECUTE FUNCTION "sale_list_sums_keep"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sale_list_sums_del" AFTER DELETE ON "sales" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "sale_list_sums_keep"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "sale_list_sums_bulk_ins" ON "sales";--> statement-breakpoint
DROP TRIGGER IF EXISTS "sale_list_sums_bulk_upd" ON "sales";--> statement-breakpoint
DROP TRIGGER IF EXISTS "sale_list_sums_bulk_del" ON "sales";--> statement-breakpoint
CREATE TRIGGER "sale_list_sums_bulk_ins" AFTER INSERT ON "sales" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sale_list_sums_bulk"();--> statement-breakpoint
CREATE TRIGGER "sale_list_sums_bulk_upd" AFTER UPDATE ON "sales" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sale_list_sums_bulk"();--> statement-breakpoint
CREATE TRIGGER "sale_list_sums_bulk_del" AFTER DELETE ON "sales" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sale_list_sums_bulk"();--> statement-breakpoint
ALTER TABLE "sales" ENABLE REPLICA TRIGGER "sale_list_sums_bulk_ins";--> statement-breakpoint
ALTER TABLE "sales" ENABLE REPLICA TRIGGER "sale_list_sums_bulk_upd";--> statement-breakpoint
ALTER TABLE "sales" ENABLE REPLICA TRIGGER "sale_list_sums_bulk_del";--> statement-breakpoint
ALTER TABLE "sale_items" ENABLE ALWAYS TRIGGER "sale_items_arrays_ins";--> statement-breakpoint
ALTER TABLE "sale_items" ENABLE ALWAYS TRIGGER "sale_items_arrays_upd";--> statement-breakpoint
ALTER TABLE "sale_items" ENABLE ALWAYS TRIGGER "sale_items_arrays_del";--> statement-breakpoint
ALTER TABLE "sale_payments" ENABLE ALWAYS TRIGGER "sale_payments_arrays_ins";--> statement-breakpoint
ALTER TABLE "sale_payments" ENABLE ALWAYS TRIGGER "sale_payments_arrays_upd";--> statement-breakpoint
ALTER TABLE "sale_payments" ENABLE ALWAYS TRIGGER "sale_payments_arrays_del";--> statement-breakpoint
-- Filled from the sales as they are (re-running the migration rebuilds them), in key order: a day's rows
-- share pages, as the rows written day by day do.
DELETE FROM "sale_unit_sums";--> statement-breakpoint
INSERT INTO "sale_unit_sums" ("resale_id", "employee_id", "day", "status", "channel", "kind", "ref", "n", "total_cents", "change_cents")
  SELECT r.resale_id, r.employee_id, r.day, r.status, r.channel, r.kind, r.ref, sum(r.n), sum(r.total_cents), sum(r.change_cents)
    FROM "sales" s, sale_list_rows(s, 1) r
   GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 3, 2, 4, 5, 6, 7;--> statement-breakpoint
DELETE FROM "sale_day_sums";--> statement-breakpoint
INSERT INTO "sale_day_sums" ("day", "status", "kind", "ref", "shard", "n", "total_cents", "change_cents")
  SELECT "day", "status", "kind", "ref", ("resale_id" % 8)::smallint, sum("n"), sum("total_cents"), sum("change_cents")
    FROM "sale_unit_sums" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5;
