-- 0015_perf_stock: the products, stock screen and product entries lists.
-- Products sort by (description, id): with the id in the index, the first page of every product and the
-- stock screen of one unit (per_page=all) are read in order instead of sorting every product.
CREATE INDEX IF NOT EXISTS "products_description_id_idx" ON "products" USING btree ("description","id");--> statement-breakpoint
DROP INDEX IF EXISTS "products_resale_description_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_resale_description_idx" ON "products" USING btree ("resale_id","description","id");--> statement-breakpoint
-- Entry items keep their entry's issue date and unit (copied by a trigger when the item is written, and
-- again if the entry's date or unit ever changes, in the same statement), so the entries' summary over an
-- issue-date range reads the range of items from one covering index (INCLUDE: SQL only) instead of looking
-- up the items of every entry in the range.
ALTER TABLE "product_entry_items" ADD COLUMN IF NOT EXISTS "issue_date" date;--> statement-breakpoint
ALTER TABLE "product_entry_items" ADD COLUMN IF NOT EXISTS "resale_id" integer;--> statement-breakpoint
UPDATE "product_entry_items" i SET "issue_date" = e."issue_date", "resale_id" = e."resale_id"
  FROM "product_entries" e
 WHERE e."id" = i."entry_id"
   AND (i."issue_date" IS DISTINCT FROM e."issue_date" OR i."resale_id" IS DISTINCT FROM e."resale_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_entry_items_entry_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e."issue_date", e."resale_id" INTO NEW."issue_date", NEW."resale_id"
    FROM "product_entries" e WHERE e."id" = NEW."entry_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "product_entry_items_entry_fields" BEFORE INSERT OR UPDATE ON "product_entry_items"
  FOR EACH ROW EXECUTE FUNCTION "product_entry_items_entry_fields"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_entries_item_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_entry_items" SET "issue_date" = NEW."issue_date", "resale_id" = NEW."resale_id"
   WHERE "entry_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "product_entries_item_fields" AFTER UPDATE OF "issue_date", "resale_id" ON "product_entries"
  FOR EACH ROW WHEN (OLD."issue_date" IS DISTINCT FROM NEW."issue_date" OR OLD."resale_id" IS DISTINCT FROM NEW."resale_id")
  EXECUTE FUNCTION "product_entries_item_fields"();--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_entry_items_issue_summary_idx" ON "product_entry_items" ("issue_date") INCLUDE ("resale_id", "product_id", "quantity", "price_cents", "discount_cents");--> statement-breakpoint
-- The entries' count and total over an issue-date range, from the index alone.
CREATE INDEX IF NOT EXISTS "product_entries_issue_totals_idx" ON "product_entries" ("issue_date") INCLUDE ("resale_id", "total_cents");
--> statement-breakpoint
-- Adjustments' search: the justification is stored lower-case and accent-free in a generated column (kept by
-- PostgreSQL in the statement that writes the row), so checking the rows the trigram index returns no longer
-- unaccents each one; its trigram index replaces the expression's.
ALTER TABLE "stock_appointments" ADD COLUMN IF NOT EXISTS "justification_search" text GENERATED ALWAYS AS (f_unaccent(lower("justification"))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "stock_appointments_justification_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stock_appointments_justification_search_trgm_idx" ON "stock_appointments" USING gin ("justification_search" gin_trgm_ops);
