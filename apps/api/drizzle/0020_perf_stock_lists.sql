-- 0020_perf_stock_lists: the stock screen, the product entries list and the adjustments list.
--
-- 1. Adjustments' search: the 5-character pieces of the stored justification (customers_search_grams of
--    0014_perf_customers.sql). A search of 5 characters or more without a number finds its candidates among a
--    few postings instead of reading the trigram postings of "inventario numero" (most adjustments). fastupdate
--    off: a pending list would be read whole by each search.
CREATE INDEX IF NOT EXISTS "stock_appointments_justification_grams_idx" ON "stock_appointments" USING gin ("customers_search_grams"("justification_search")) WITH (fastupdate = off);
--> statement-breakpoint
-- 2. The stock screen (per_page=all, ~2,000 products of a unit) sends each product as the JSON text the list
--    always wrote. Its head — every field up to the stock counts, with the unit's name and the bottle's and
--    category's — is stored on the product (list_json_head) by a BEFORE trigger whenever one of those fields
--    changes, and recomputed when the unit's or category's name or the bottle's description changes (their
--    triggers clear it, which makes the product's trigger write it again). The list appends the counts and
--    the instants (they change with every sale), so a stock change costs nothing more.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "list_json_head" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_list_json_head"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT concat(
    '{"id":', NEW.id, ',"description":', to_json(NEW.description),
    ',"price_cents":', NEW.price_cents, ',"resale_id":', NEW.resale_id,
    ',"resale":{"id" : ', r.id, ', "name" : ', to_json(r.name),
    '},"bottle_id":', coalesce(NEW.bottle_id::text, 'null'),
    ',"bottle":', CASE WHEN b.id IS NULL THEN 'null'
      ELSE concat('{"id" : ', b.id, ', "description" : ', to_json(b.description), '}') END,
    ',"category_id":', coalesce(NEW.category_id::text, 'null'),
    ',"category":', CASE WHEN c.id IS NULL THEN 'null'
      ELSE concat('{"id" : ', c.id, ', "name" : ', to_json(c.name), '}') END,
    ',"default":', CASE WHEN NEW."default" THEN 'true' ELSE 'false' END,
    ',"stock":{"platform" : ')
    INTO NEW.list_json_head
    FROM (SELECT 1) one
    LEFT JOIN public.resales r ON r.id = NEW.resale_id
    LEFT JOIN public.products b ON b.id = NEW.bottle_id
    LEFT JOIN public.categories c ON c.id = NEW.category_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- The products whose head shows a renamed unit, category or bottle: cleared, so their own trigger rewrites it.
CREATE OR REPLACE FUNCTION "products_list_json_head_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'resales' THEN
    UPDATE public.products SET list_json_head = NULL WHERE resale_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'categories' THEN
    UPDATE public.products SET list_json_head = NULL WHERE category_id = NEW.id;
  ELSE
    UPDATE public.products SET list_json_head = NULL WHERE bottle_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_list_json_head_ins" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_list_json_head_ins" BEFORE INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_list_json_head"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_list_json_head_upd" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_list_json_head_upd" BEFORE UPDATE ON "products"
  FOR EACH ROW WHEN (NEW.list_json_head IS NULL OR OLD.id IS DISTINCT FROM NEW.id
    OR OLD.description IS DISTINCT FROM NEW.description OR OLD.price_cents IS DISTINCT FROM NEW.price_cents
    OR OLD.resale_id IS DISTINCT FROM NEW.resale_id OR OLD.bottle_id IS DISTINCT FROM NEW.bottle_id
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD."default" IS DISTINCT FROM NEW."default")
  EXECUTE FUNCTION "products_list_json_head"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_list_json_head_bottle" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_list_json_head_bottle" AFTER UPDATE OF "description" ON "products"
  FOR EACH ROW WHEN (OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION "products_list_json_head_refresh"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_list_json_head_resale" ON "resales";--> statement-breakpoint
CREATE TRIGGER "products_list_json_head_resale" AFTER UPDATE OF "name" ON "resales"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION "products_list_json_head_refresh"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_list_json_head_category" ON "categories";--> statement-breakpoint
CREATE TRIGGER "products_list_json_head_category" AFTER UPDATE OF "name" ON "categories"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION "products_list_json_head_refresh"();--> statement-breakpoint
-- Written for every product (re-running the migration rewrites them).
UPDATE "products" SET "list_json_head" = NULL;
--> statement-breakpoint
-- 3. The product entries' summary bar over issue dates of all units: the entries' count and total, and per
--    product name the items' count, quantity and value, summed per day and per month. A range reads whole
--    months and adds or takes away the days at its edges (the fewer: this month so far is the month less its
--    days to come, usually none), so a month reads one row per product name entered in it instead of every
--    item and its product. Per name, the bar's grouping: a unit's "Gás P13" and another's add to one row, and
--    renaming a product moves its items' figures to the new name.
--    Kept by statement triggers in the transaction of every write, which first take one transaction lock
--    (product_entry_sums_lock) held to the commit: writers of these rows take turns (entries are written a few
--    times a minute), so a rename moves every item its product has (no writer of another is half-way), an
--    item is counted under the name its product has when it is written, and no two writers lock these rows in
--    opposite orders. An entry's writer locks its products' stock rows before it (product-entries/service.ts),
--    as a rename locks its product before it.
CREATE TABLE IF NOT EXISTS "product_entry_sums" (
  "monthly" boolean NOT NULL,
  "period" date NOT NULL,
  "entries" bigint NOT NULL,
  "total_cents" bigint NOT NULL,
  PRIMARY KEY ("monthly", "period") INCLUDE ("entries", "total_cents")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "product_entry_item_sums" (
  "monthly" boolean NOT NULL,
  "period" date NOT NULL,
  "description" text NOT NULL,
  "items" bigint NOT NULL,
  "quantity" bigint NOT NULL,
  "value_cents" bigint NOT NULL,
  PRIMARY KEY ("monthly", "period", "description") INCLUDE ("items", "quantity", "value_cents")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_entry_sums_lock"() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('product_entry_sums'))
$$;--> statement-breakpoint
-- Adds entries (n = 1 each, -1 to take one away) to their days and months, in key order (concurrent writers
-- lock rows in one order); rows left at zero are removed.
CREATE OR REPLACE FUNCTION "product_entry_sums_add"(dates date[], n integer[], v bigint[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO public.product_entry_sums AS s (monthly, period, entries, total_cents)
    SELECT p.monthly, p.period, sum(d.n), sum(d.v)
      FROM unnest(dates, n, v) AS d(issue_date, n, v)
     CROSS JOIN LATERAL (VALUES (false, d.issue_date), (true, date_trunc('month', d.issue_date)::date)) p(monthly, period)
     GROUP BY 1, 2 HAVING sum(d.n) <> 0 OR sum(d.v) <> 0
     ORDER BY 1, 2
    ON CONFLICT (monthly, period)
    DO UPDATE SET entries = s.entries + excluded.entries, total_cents = s.total_cents + excluded.total_cents;
  DELETE FROM public.product_entry_sums s
   USING unnest(dates) AS d(issue_date)
   CROSS JOIN LATERAL (VALUES (false, d.issue_date), (true, date_trunc('month', d.issue_date)::date)) p(monthly, period)
   WHERE s.monthly = p.monthly AND s.period = p.period AND s.entries = 0 AND s.total_cents = 0;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_entry_sums_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_entry_sums_lock();
  IF TG_OP = 'INSERT' THEN
    PERFORM product_entry_sums_add(array_agg(e.issue_date), array_agg(1), array_agg(e.total_cents::bigint))
       FROM new_rows e;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_entry_sums_add(array_agg(e.issue_date), array_agg(-1), array_agg(-e.total_cents::bigint))
       FROM old_rows e;
  ELSE
    PERFORM product_entry_sums_add(array_agg(e.issue_date), array_agg(e.n), array_agg(e.v))
       FROM (SELECT issue_date, 1 AS n, total_cents::bigint AS v FROM new_rows
             UNION ALL SELECT issue_date, -1, -total_cents::bigint FROM old_rows) e;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same for items, under their product's name.
CREATE OR REPLACE FUNCTION "product_entry_item_sums_add"(dates date[], names text[], n integer[], q bigint[], v bigint[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO public.product_entry_item_sums AS s (monthly, period, description, items, quantity, value_cents)
    SELECT p.monthly, p.period, d.description, sum(d.n), sum(d.q), sum(d.v)
      FROM unnest(dates, names, n, q, v) AS d(issue_date, description, n, q, v)
     CROSS JOIN LATERAL (VALUES (false, d.issue_date), (true, date_trunc('month', d.issue_date)::date)) p(monthly, period)
     WHERE d.issue_date IS NOT NULL
     GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0 OR sum(d.q) <> 0 OR sum(d.v) <> 0
     ORDER BY 1, 2, 3
    ON CONFLICT (monthly, period, description)
    DO UPDATE SET items = s.items + excluded.items, quantity = s.quantity + excluded.quantity,
                  value_cents = s.value_cents + excluded.value_cents;
  DELETE FROM public.product_entry_item_sums s
   USING unnest(dates, names) AS d(issue_date, description)
   CROSS JOIN LATERAL (VALUES (false, d.issue_date), (true, date_trunc('month', d.issue_date)::date)) p(monthly, period)
   WHERE s.monthly = p.monthly AND s.period = p.period AND s.description = d.description
     AND s.items = 0 AND s.quantity = 0 AND s.value_cents = 0;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_entry_item_sums_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_entry_sums_lock();
  IF TG_OP = 'INSERT' THEN
    PERFORM product_entry_item_sums_add(array_agg(i.issue_date), array_agg(p.description), array_agg(1),
              array_agg(i.quantity::bigint), array_agg(i.price_cents::bigint * i.quantity - i.discount_cents))
       FROM new_rows i JOIN public.products p ON p.id = i.product_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_entry_item_sums_add(array_agg(i.issue_date), array_agg(p.description), array_agg(-1),
              array_agg(-i.quantity::bigint), array_agg(-(i.price_cents::bigint * i.quantity - i.discount_cents)))
       FROM old_rows i JOIN public.products p ON p.id = i.product_id;
  ELSE
    PERFORM product_entry_item_sums_add(array_agg(i.issue_date), array_agg(p.description), array_agg(i.n),
              array_agg(i.q), array_agg(i.v))
       FROM (SELECT issue_date, product_id, 1 AS n, quantity::bigint AS q,
                    price_cents::bigint * quantity - discount_cents AS v FROM new_rows
             UNION ALL
             SELECT issue_date, product_id, -1, -quantity::bigint,
                    -(price_cents::bigint * quantity - discount_cents) FROM old_rows) i
       JOIN public.products p ON p.id = i.product_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A renamed product's items move from the old name to the new one.
CREATE OR REPLACE FUNCTION "product_entry_item_sums_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_entry_sums_lock();
  PERFORM product_entry_item_sums_add(array_agg(m.issue_date), array_agg(m.description), array_agg(m.n),
            array_agg(m.q), array_agg(m.v))
     FROM (SELECT i.issue_date, d.description, d.sg * 1 AS n, d.sg * i.quantity::bigint AS q,
                  d.sg * (i.price_cents::bigint * i.quantity - i.discount_cents) AS v
             FROM public.product_entry_items i
            CROSS JOIN (VALUES (OLD.description, -1), (NEW.description, 1)) d(description, sg)
            WHERE i.product_id = NEW.id) m;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Emptied tables empty their sums.
CREATE OR REPLACE FUNCTION "product_entry_sums_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_entry_sums_lock();
  IF TG_TABLE_NAME = 'product_entries' THEN
    DELETE FROM public.product_entry_sums;
  END IF;
  DELETE FROM public.product_entry_item_sums;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "product_entries", "product_entry_items", "products" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_entry_sums_ins" ON "product_entries";--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_entry_sums_upd" ON "product_entries";--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_entry_sums_del" ON "product_entries";--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_entry_sums_truncate" ON "product_entries";--> statement-breakpoint
CREATE TRIGGER "product_entry_sums_ins" AFTER INSERT ON "product_entries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_entry_sums_keep"();--> statement-breakpoint
CREATE TRIGGER "product_entry_sums_upd" AFTER UPDATE ON "product_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_entry_sums_keep"();--> statement-breakpoint
CREATE TRIGGER "product_entry_sums_del" AFTER DELETE ON "product_entries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_entry_sums_keep"();--> statement-breakpoint
CREATE TRIGGER "product_entry_sums_truncate" AFTER TRUNCATE ON "product_entries" FOR EACH STATEMENT EXECUTE FUNCTION "product_entry_sums_truncate"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_entry_item_sums_ins" ON "product_entry_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_entry_item_sums_upd" ON "product_entry_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_entry_item_sums_del" ON "product_entry_items";--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_entry_item_sums_truncate" ON "product_entry_items";--> statement-breakpoint
CREATE TRIGGER "product_entry_item_sums_ins" AFTER INSERT ON "product_entry_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_entry_item_sums_keep"();--> statement-breakpoint
CREATE TRIGGER "product_entry_item_sums_upd" AFTER UPDATE ON "product_entry_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_entry_item_sums_keep"();--> statement-breakpoint
CREATE TRIGGER "product_entry_item_sums_del" AFTER DELETE ON "product_entry_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_entry_item_sums_keep"();--> statement-breakpoint
CREATE TRIGGER "product_entry_item_sums_truncate" AFTER TRUNCATE ON "product_entry_items" FOR EACH STATEMENT EXECUTE FUNCTION "product_entry_sums_truncate"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_entry_item_sums_rename" ON "products";--> statement-breakpoint
CREATE TRIGGER "product_entry_item_sums_rename" AFTER UPDATE OF "description" ON "products"
  FOR EACH ROW WHEN (OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION "product_entry_item_sums_rename"();--> statement-breakpoint
-- Filled from the entries as they are (re-running the migration rebuilds them).
DELETE FROM "product_entry_sums";--> statement-breakpoint
INSERT INTO "product_entry_sums" ("monthly", "period", "entries", "total_cents")
  SELECT k.monthly, k.period, count(*), sum(e.total_cents)
    FROM "product_entries" e
   CROSS JOIN LATERAL (VALUES (false, e.issue_date), (true, date_trunc('month', e.issue_date)::date)) k(monthly, period)
   GROUP BY 1, 2;--> statement-breakpoint
DELETE FROM "product_entry_item_sums";--> statement-breakpoint
INSERT INTO "product_entry_item_sums" ("monthly", "period", "description", "items", "quantity", "value_cents")
  SELECT k.monthly, k.period, p.description, count(*), sum(i.quantity),
         sum(i.price_cents::bigint * i.quantity - i.discount_cents)
    FROM "product_entry_items" i JOIN "products" p ON p.id = i.product_id
   CROSS JOIN LATERAL (VALUES (false, i.issue_date), (true, date_trunc('month', i.issue_date)::date)) k(monthly, period)
   WHERE i.issue_date IS NOT NULL
   GROUP BY 1, 2, 3;--> statement-breakpoint
-- A list narrowed to units (an attendant's) sums its units' items of the range from one covering index
-- (INCLUDE: SQL only) instead of every unit's.
CREATE INDEX IF NOT EXISTS "product_entry_items_resale_issue_idx" ON "product_entry_items" ("resale_id", "issue_date") INCLUDE ("product_id", "quantity", "price_cents", "discount_cents");
