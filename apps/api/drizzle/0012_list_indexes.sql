-- Lists: customers sort by (name, id); with the id in the index a page of many same-named customers is
-- read in order, without sorting every namesake.
DROP INDEX IF EXISTS "customers_resale_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "customers_name_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_resale_name_idx" ON "customers" USING btree ("resale_id","name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_name_idx" ON "customers" USING btree ("name","id");--> statement-breakpoint
-- The product entries' summary (quantities and values per product over the filtered entries) reads the
-- items from this covering index alone (INCLUDE is not expressible in the Drizzle schema).
CREATE INDEX IF NOT EXISTS "product_entry_items_summary_idx" ON "product_entry_items" ("entry_id") INCLUDE ("product_id", "quantity", "price_cents", "discount_cents");
