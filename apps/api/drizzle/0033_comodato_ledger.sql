-- 0033_comodato_ledger: the comodato ledger (GET /customers/{id}/comodato, GET /reports/comodato) is computed on
-- read from the lending adjustments; a unit's report reads them through this partial index (the unit's lendings
-- only, whatever the number of other adjustments), a customer's through stock_appointments_customer_idx.
CREATE INDEX IF NOT EXISTS "stock_appointments_lending_idx" ON "stock_appointments"
  USING btree ("resale_id", "customer_id", "product_id", "date") WHERE "movement" = 'lending';
