-- Order numbers per unit from a counter taken outside the sale's transaction (see the schema).
-- UNLOGGED (not expressible in the Drizzle schema): taking a number writes no WAL and waits for no
-- disk flush; after a crash the table is empty and each unit starts again above its largest number.
CREATE UNLOGGED TABLE IF NOT EXISTS "sale_doc_counters" (
	"resale_id" integer PRIMARY KEY NOT NULL REFERENCES "resales"("id") ON DELETE cascade,
	"last" integer NOT NULL
);
--> statement-breakpoint
-- The arrays of a sale's items and payments: a sale written with them already right (the sales
-- service inserts a new sale so) is not updated again by its children's triggers. Each such update
-- wrote a new version of the row into every index of sales.
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
    UPDATE sales s SET item_product_ids = x.p, item_quantities = x.q
      FROM (SELECT s2.id,
                   coalesce((SELECT array_agg(i.product_id ORDER BY i.id) FROM sale_items i WHERE i.sale_id = s2.id), '{}') AS p,
                   coalesce((SELECT array_agg(i.quantity ORDER BY i.id) FROM sale_items i WHERE i.sale_id = s2.id), '{}') AS q
              FROM sales s2 WHERE s2.id = ANY(ids)) x
     WHERE s.id = x.id AND (s.item_product_ids IS DISTINCT FROM x.p OR s.item_quantities IS DISTINCT FROM x.q);
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
-- The reports read sales_report_sums_idx / sales_report_multi_idx (0017) now; this one only cost writes.
DROP INDEX IF EXISTS "sales_report_idx";
