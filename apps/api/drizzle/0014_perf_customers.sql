-- 0014_perf_customers: the customer list's searches (name, address, phone) read few index entries.
-- 1. The name as searched (accents and case ignored), kept by PostgreSQL in the statement that writes the
--    row: checking a candidate row no longer runs unaccent on it.
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "name_search" text GENERATED ALWAYS AS (f_unaccent(lower("name"))) STORED;--> statement-breakpoint
-- 2. The distinct 5-character pieces of a text. A text contains a search of 5 characters or more only if it
--    holds every piece of it, so a GIN index of the pieces finds the candidates of `LIKE '%…%'` among a few
--    entries: the pieces of 'maria silva' ('ria s', 'ia si', …) are far rarer than its trigrams ('mar',
--    ' s', …), which a common name shares with a fifth of the customers. The LIKE still decides.
CREATE OR REPLACE FUNCTION "customers_search_grams"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT substr(t, i, 5)), '{}') FROM generate_series(1, length(t) - 4) AS i
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_name_search_grams_idx" ON "customers" USING gin ("customers_search_grams"("name_search"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_address_search_grams_idx" ON "customers" USING gin ("customers_search_grams"("address_search"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customer_contacts_phone_grams_idx" ON "customer_contacts" USING gin ("customers_search_grams"("phone"));--> statement-breakpoint
-- 3. A whole number (caller ID, the sale form's type-ahead) without the unit: a btree lookup, not a trigram scan.
CREATE INDEX IF NOT EXISTS "customer_contacts_phone_idx" ON "customer_contacts" ("phone");--> statement-breakpoint
-- Customer statistics from a stored span (first purchase day, distinct purchase days): a new sale
-- updates them in O(1) instead of reading every sale of the customer. Null = not computed yet (the
-- next sale of that customer computes them from the history once).
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "first_sale_on" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "purchase_days" integer;
