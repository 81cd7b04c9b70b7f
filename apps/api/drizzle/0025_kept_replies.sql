-- Server processes keep some large list replies in memory (apps/api/src/lib/kept.ts) and drop them when
-- what they show changes. These triggers announce such changes at commit, on a channel per list; PostgreSQL
-- folds identical notifications of one transaction into one, sent with the sale's own event.
CREATE OR REPLACE FUNCTION kept_replies_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The stock screen: any change to products (stock counts, fields, and the unit's, bottle's and category's
-- names that triggers copy into list_json_head).
CREATE TRIGGER products_kept_stock AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_products');
--> statement-breakpoint
CREATE TRIGGER products_kept_stock_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_products');
--> statement-breakpoint
-- The entries list: entries, their items (and the summary sums they keep), and the names the list shows:
-- product descriptions, suppliers' names, and the units (names and the unit filter's options).
CREATE TRIGGER product_entries_kept AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_entries
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_product_entries');
--> statement-breakpoint
CREATE TRIGGER product_entry_items_kept AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_entry_items
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_product_entries');
--> statement-breakpoint
CREATE TRIGGER products_kept_entries AFTER UPDATE OF description OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_product_entries');
--> statement-breakpoint
CREATE TRIGGER suppliers_kept_entries AFTER UPDATE OF name OR DELETE ON suppliers
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_product_entries');
--> statement-breakpoint
CREATE TRIGGER resales_kept_entries AFTER INSERT OR UPDATE OR DELETE ON resales
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_product_entries');
