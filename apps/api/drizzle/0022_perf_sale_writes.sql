-- The last statement of a new sale (sales/service.ts writeNewSale) moves its customer's statistics by
-- the sale's day and is sent together with the COMMIT. When the day isn't the customer's latest (a
-- backdated sale), this makes it fail: the sale is rolled back and written again, the statistics
-- computed from the history.
CREATE OR REPLACE FUNCTION sale_customer_day_moved(n integer) RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  IF n = 0 THEN
    RAISE EXCEPTION 'sale_not_customers_last_day';
  END IF;
  RETURN n;
END
$$;
