-- Any change to products (stock counts, names, a unit's or category's rename copied into list_json_head,
-- inserts, deletes) announces itself on 'ability_products' at commit: server processes keep the stock
-- screen's whole-unit list in memory and drop it when they hear this. One notification per transaction
-- (PostgreSQL folds identical ones), sent with the sale's own event.
CREATE OR REPLACE FUNCTION products_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ability_products', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_changed_notify();
--> statement-breakpoint
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_changed_notify();
