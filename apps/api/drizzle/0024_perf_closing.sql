-- 0024_perf_closing: the daily closing's sales part (orders per status, items per seller and product, money
-- per seller and payment method) from the per-day rows of sale_unit_sums (0021) instead of every sale of the
-- period: a unit's month is a few thousand summary rows instead of tens of thousands of sales, a tenth of
-- them read item by item.
--
-- 1. sales.item_values: each item's value (price × quantity − discount), in id order like item_product_ids,
--    kept by the same statement triggers on sale_items (sales_child_arrays).
-- 2. sale_unit_sums / sale_day_sums now also carry, on the product rows (kind 1), the items' value
--    (total_cents) and, on the payment-method rows (kind 2), the change given back (change_cents), which
--    comes off the sale's last payment (in id order), as the closing has always counted it. The sales list
--    reads these two columns on the sale rows (kind 0) only, so its figures do not change.
-- 3. sales_report_multi_idx also includes item_values (below).
-- The values and the sums are rebuilt here from the sales as they are.
ALTER TABLE "sales" ADD COLUMN IF NOT EXISTS "item_values" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_child_arrays"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  -- Statement-level: one update of the touched sales, whatever the number of rows written.
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT sale_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT sale_id FROM old_rows);
  ELSE
    ids := ARRAY(SELECT sale_id FROM new_rows UNION SELECT sale_id FROM old_rows);
  END IF;
  IF TG_TABLE_NAME = 'sale_items' THEN
    UPDATE sales s SET item_product_ids = x.p, item_quantities = x.q, item_values = x.v
      FROM (SELECT s2.id, coalesce(i.p, '{}') AS p, coalesce(i.q, '{}') AS q, coalesce(i.v, '{}') AS v
              FROM sales s2
              LEFT JOIN LATERAL (
                SELECT array_agg(i.product_id ORDER BY i.id) AS p, array_agg(i.quantity ORDER BY i.id) AS q,
                       array_agg(i.price_cents::bigint * i.quantity - i.discount_cents ORDER BY i.id) AS v
                  FROM sale_items i WHERE i.sale_id = s2.id) i ON true
             WHERE s2.id = ANY(ids)) x
     WHERE s.id = x.id
       AND (s.item_product_ids IS DISTINCT FROM x.p OR s.item_quantities IS DISTINCT FROM x.q
            OR s.item_values IS DISTINCT FROM x.v);
  ELSE
    UPDATE sales s SET payment_method_ids = x.p, payment_values = x.v
      FROM (SELECT s2.id,
                   coalesce((SELECT array_agg(p.payment_method_id ORDER BY p.id) FROM sale_payments p WHERE p.sale_id = s2.id), '{}') AS p,
                   coalesce((SELECT array_agg(p.value_cents ORDER BY p.id) FROM sale_payments p WHERE p.sale_id = s2.id), '{}') AS v
              FROM sales s2 WHERE s2.id = ANY(ids)) x
     WHERE s.id = x.id AND (s.payment_method_ids IS DISTINCT FROM x.p OR s.payment_values IS DISTINCT FROM x.v);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What one version of a sale adds (sg = 1) or takes away (sg = -1): its row; its products with their
-- quantity and value; its methods with their value and, on the last payment, the change.
CREATE OR REPLACE FUNCTION "sale_list_rows"(s "sales", sg integer)
RETURNS TABLE (resale_id integer, employee_id integer, day date, status "sale_status", channel "sale_channel",
               kind smallint, ref integer, n bigint, total_cents bigint, change_cents bigint)
LANGUAGE sql STABLE AS $$
  SELECT s.resale_id, coalesce(s.employee_id, 0), sale_list_day(s.sold_on), s.status, s.channel, e.kind, e.ref, e.n, e.t, e.c
    FROM (SELECT 0::smallint AS kind, 0 AS ref, sg::bigint AS n, sg * s.total_cents AS t, sg * s.change_cents AS c
          UNION ALL
          SELECT 1::smallint, i.p, sg * i.q::bigint, sg * coalesce(i.v, 0), 0
            FROM unnest(s.item_product_ids, s.item_quantities, s.item_values) i(p, q, v)
           WHERE i.p IS NOT NULL
          UNION ALL
          SELECT 2::smallint, m.p, sg * m.v::bigint, 0,
                 CASE WHEN m.o = cardinality(s.payment_method_ids) THEN sg * s.change_cents ELSE 0 END
            FROM unnest(s.payment_method_ids, s.payment_values) WITH ORDINALITY m(p, v, o)) e
   WHERE s.id IS NOT NULL
$$;
--> statement-breakpoint
LOCK TABLE "sales" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- The backfill below changes item_values alone: the row trigger is recreated after it (the sums are
-- rebuilt whole below), now also firing when item_values changes.
DROP TRIGGER IF EXISTS "sale_list_sums_upd" ON "sales";--> statement-breakpoint
UPDATE "sales" s SET "item_values" = x.v
  FROM (SELECT i.sale_id, array_agg(i.price_cents::bigint * i.quantity - i.discount_cents ORDER BY i.id) AS v
          FROM "sale_items" i GROUP BY i.sale_id) x
 WHERE s.id = x.sale_id AND s.item_values IS DISTINCT FROM x.v;--> statement-breakpoint
-- The sales with several (or no) items or payments now carry their items' values in their partial covering
-- index (0017): the reports unroll their arrays from the index alone instead of reading sale_items.
DROP INDEX IF EXISTS "sales_report_multi_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_report_multi_idx" ON "sales" ("resale_id", "sold_on") INCLUDE ("id", "status", "employee_id", "channel", "customer_id", "change_cents", "item_product_ids", "item_quantities", "item_values", "payment_method_ids", "payment_values") WHERE cardinality("item_product_ids") <> 1 OR cardinality("payment_method_ids") <> 1;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sale_list_sums_upd" AFTER UPDATE ON "sales" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."channel" IS DISTINCT FROM NEW."channel"
    OR OLD."sold_on" IS DISTINCT FROM NEW."sold_on" OR OLD."resale_id" IS DISTINCT FROM NEW."resale_id"
    OR OLD."employee_id" IS DISTINCT FROM NEW."employee_id" OR OLD."total_cents" IS DISTINCT FROM NEW."total_cents"
    OR OLD."change_cents" IS DISTINCT FROM NEW."change_cents"
    OR OLD."item_product_ids" IS DISTINCT FROM NEW."item_product_ids"
    OR OLD."item_quantities" IS DISTINCT FROM NEW."item_quantities"
    OR OLD."item_values" IS DISTINCT FROM NEW."item_values"
    OR OLD."payment_method_ids" IS DISTINCT FROM NEW."payment_method_ids"
    OR OLD."payment_values" IS DISTINCT FROM NEW."payment_values")
  EXECUTE FUNCTION "sale_list_sums_keep"();--> statement-breakpoint
DELETE FROM "sale_unit_sums";--> statement-breakpoint
INSERT INTO "sale_unit_sums" ("resale_id", "employee_id", "day", "status", "channel", "kind", "ref", "n", "total_cents", "change_cents")
  SELECT r.resale_id, r.employee_id, r.day, r.status, r.channel, r.kind, r.ref, sum(r.n), sum(r.total_cents), sum(r.change_cents)
    FROM "sales" s, sale_list_rows(s, 1) r
   GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 3, 2, 4, 5, 6, 7;--> statement-breakpoint
DELETE FROM "sale_day_sums";--> statement-breakpoint
INSERT INTO "sale_day_sums" ("day", "status", "kind", "ref", "shard", "n", "total_cents", "change_cents")
  SELECT "day", "status", "kind", "ref", ("resale_id" % 8)::smallint, sum("n"), sum("total_cents"), sum("change_cents")
    FROM "sale_unit_sums" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5;
