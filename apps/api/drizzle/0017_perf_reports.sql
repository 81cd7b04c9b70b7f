-- 0017_perf_reports: the reports' sums of a period's sales read one covering index.
-- sales_report_sums_idx keys the first element and the length of the item and payment arrays
-- (expression columns, stored in the index): a sale with one item and one payment, nearly all of them,
-- is summed from the index alone without unrolling its arrays; the arrays themselves are included so
-- that the planner may read the expressions by an index-only scan. Expressions and INCLUDE are not
-- expressible in the Drizzle schema.
CREATE INDEX IF NOT EXISTS "sales_report_sums_idx" ON "sales" ("resale_id", "sold_on", (cardinality("item_product_ids")), (cardinality("payment_method_ids")), ("item_product_ids"[1]), ("item_quantities"[1]), ("payment_method_ids"[1]), ("payment_values"[1])) INCLUDE ("status", "employee_id", "channel", "customer_id", "change_cents", "total_cents", "item_product_ids", "item_quantities", "payment_method_ids", "payment_values");--> statement-breakpoint
-- The other sales (several or no items or payments), unrolled one by one: a partial covering index.
CREATE INDEX IF NOT EXISTS "sales_report_multi_idx" ON "sales" ("resale_id", "sold_on") INCLUDE ("id", "status", "employee_id", "channel", "customer_id", "change_cents", "item_product_ids", "item_quantities", "payment_method_ids", "payment_values") WHERE cardinality("item_product_ids") <> 1 OR cardinality("payment_method_ids") <> 1;
