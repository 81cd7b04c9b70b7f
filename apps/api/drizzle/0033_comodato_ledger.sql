-- 0033_comodato_ledger: indexes of two reads computed on the fly (owner tools). The comodato ledger
-- (GET /customers/{id}/comodato, GET /reports/comodato) reads the lending adjustments: a unit's through this partial
-- index (its lendings only, whatever the number of other adjustments), a customer's through stock_appointments_customer_idx.
CREATE INDEX IF NOT EXISTS "stock_appointments_lending_idx" ON "stock_appointments"
  USING btree ("resale_id", "customer_id", "product_id", "date") WHERE "movement" = 'lending';
--> statement-breakpoint
-- The customer segments' VIP cut (customers/segments.ts) sums a unit's sales of 12 months by customer: read from
-- this index alone (no visit to the sales rows), instead of sales_resale_sold_on_idx and the table.
CREATE INDEX IF NOT EXISTS "sales_value_window_idx" ON "sales"
  USING btree ("resale_id", "sold_on") INCLUDE ("customer_id", "total_cents", "status");
--> statement-breakpoint
-- The segment filter's novo (first sale in the last 30 days) as a bound on the first sale day.
CREATE INDEX IF NOT EXISTS "customers_first_sale_idx" ON "customers"
  USING btree ((coalesce("first_sale_on", "last_sale_on")));
