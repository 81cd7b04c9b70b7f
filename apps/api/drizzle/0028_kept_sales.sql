-- The sales list (the home screen every attendant and dispatcher keeps open, which each of them reads again
-- on every sale's live event) is kept in memory per server process too (apps/api/src/lib/kept.ts): these
-- triggers announce, at commit, a change to anything a page of it shows.
CREATE TRIGGER sales_kept AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_sales');
--> statement-breakpoint
CREATE TRIGGER sale_items_kept AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sale_items
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_sales');
--> statement-breakpoint
CREATE TRIGGER sale_payments_kept AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sale_payments
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_sales');
--> statement-breakpoint
-- The names and contacts a sale shows: its customer (name, address, phones), deliverer, seller, unit, the
-- items' products and the payments' methods.
CREATE TRIGGER customers_kept_sales AFTER UPDATE OF name, address_id OR DELETE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_sales');
--> statement-breakpoint
CREATE TRIGGER customer_contacts_kept_sales AFTER INSERT OR UPDATE OR DELETE ON customer_contacts
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_sales');
--> statement-breakpoint
CREATE TRIGGER addresses_kept_sales AFTER UPDATE OR DELETE ON addresses
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_sales');
--> statement-breakpoint
CREATE TRIGGER employees_kept_sales AFTER UPDATE OF name, phone OR DELETE ON employees
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_sales');
--> statement-breakpoint
CREATE TRIGGER users_kept_sales AFTER UPDATE OF email, employee_id OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_sales');
--> statement-breakpoint
CREATE TRIGGER products_kept_sales AFTER UPDATE OF description OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_sales');
--> statement-breakpoint
CREATE TRIGGER payment_methods_kept_sales AFTER UPDATE OF description, delivery_time, "default" OR DELETE ON payment_methods
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_sales');
--> statement-breakpoint
CREATE TRIGGER resales_kept_sales AFTER UPDATE OF name OR DELETE ON resales
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_sales');
