-- Reports: covering indexes (INCLUDE is not expressible in the Drizzle schema), so a unit's
-- sales of a period and their items and payments are read from the indexes alone.
CREATE INDEX IF NOT EXISTS "sales_report_idx" ON "sales" ("resale_id", "sold_on") INCLUDE ("id", "status", "employee_id", "channel", "customer_id", "change_cents");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_items_report_idx" ON "sale_items" ("sale_id") INCLUDE ("product_id", "quantity", "price_cents", "discount_cents");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_payments_report_idx" ON "sale_payments" ("sale_id") INCLUDE ("payment_method_id", "value_cents");
