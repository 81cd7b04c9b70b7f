-- 0027_sale_commit_moves: the rows every new sale of a busy unit changes — its customer's statistics and
-- its products' stock — move at the sale's COMMIT, in a deferred trigger, instead of in a statement the
-- server sends before it. Those rows stay locked only while PostgreSQL commits, never while the server
-- answers a statement and sends the COMMIT (a round trip that, under load, waits for the server's turn).
--
-- 1. customer_sale_day_move: the statistics after a new counted sale of the customer, from the customer's
--    row alone (customers/service.ts customerSaleDayUpdate). Answers 1 when they are right afterwards, 0
--    when the day is before the customer's last one or they were never stored (the caller then computes
--    them from the history).
CREATE OR REPLACE FUNCTION customer_sale_day_move(cid integer, d date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  c record;
  days integer;
  first_day date;
  last_day date;
  gap integer;
BEGIN
  -- The row's latest version, locked (after waiting for a concurrent sale of the customer, whose day it
  -- then holds): a day is never counted twice.
  SELECT purchase_days, first_sale_on, last_sale_on, purchase_interval_days, next_purchase_on INTO c
    FROM public.customers WHERE id = cid FOR NO KEY UPDATE;
  IF NOT FOUND OR c.purchase_days IS NULL OR d < c.last_sale_on THEN
    RETURN 0;
  END IF;
  days := c.purchase_days + CASE WHEN c.last_sale_on IS NULL OR d > c.last_sale_on THEN 1 ELSE 0 END;
  first_day := least(coalesce(c.first_sale_on, d), d);
  last_day := greatest(coalesce(c.last_sale_on, d), d);
  -- The mean interval and the prediction, as purchaseStatsFromSpan computes them (the sales tests compare).
  gap := CASE WHEN days >= 2 THEN (last_day - first_day) / (days - 1) END;
  -- Another sale of a day already counted changes nothing: no new row version.
  IF (days, first_day, last_day, gap, last_day + gap)
     IS DISTINCT FROM (c.purchase_days, c.first_sale_on, c.last_sale_on, c.purchase_interval_days, c.next_purchase_on) THEN
    UPDATE public.customers
       SET purchase_days = days, first_sale_on = first_day, last_sale_on = last_day,
           purchase_interval_days = gap, next_purchase_on = last_day + gap
     WHERE id = cid;
  END IF;
  RETURN 1;
END
$$;
--> statement-breakpoint
-- 2. sale_commit_moves: a new sale's moves at its COMMIT, when the transaction that wrote it asked for
--    them (sales/service.ts writeNewSale sets ability.sale_moves_tz, the time zone of the customer's sale
--    days, in the sale's own insert). The customer first, then the products in id order, as every sale
--    locks them; the summary rows (sale_list_sums_ins, fired after this trigger by name) come last. A day
--    before the customer's last one fails the commit with 'sale_not_customers_last_day': the server then
--    writes the sale again, the statistics computed from the history.
CREATE OR REPLACE FUNCTION sale_commit_moves() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := nullif(current_setting('ability.sale_moves_tz', true), '');
  item record;
BEGIN
  IF tz IS NULL OR NEW.status IN ('canceled', 'rejected') THEN
    RETURN NULL;
  END IF;
  IF NEW.customer_id IS NOT NULL
     AND public.customer_sale_day_move(NEW.customer_id, (NEW.sold_on AT TIME ZONE tz)::date) = 0 THEN
    RAISE EXCEPTION 'sale_not_customers_last_day';
  END IF;
  -- A sale takes its items from the platform stock (lib/stock.ts stockUpdate, the one other writer).
  FOR item IN
    SELECT i.p AS id, sum(i.q)::integer AS q
      FROM unnest(NEW.item_product_ids, NEW.item_quantities) i(p, q)
     GROUP BY i.p HAVING sum(i.q) <> 0 ORDER BY i.p
  LOOP
    UPDATE public.products SET stock_platform = stock_platform - item.q, updated_at = now() WHERE id = item.id;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sale_commit_moves" ON "sales";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sale_commit_moves" AFTER INSERT ON "sales"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sale_commit_moves"();--> statement-breakpoint
-- The statement the server used to send with the COMMIT (0022) has no caller left.
DROP FUNCTION IF EXISTS sale_customer_day_moved(integer);
