DROP INDEX "sale_items_sale_idx";--> statement-breakpoint
DROP INDEX "sale_payments_sale_idx";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "item_product_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "item_quantities" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "payment_method_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "payment_values" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "sale_items_sale_idx" ON "sale_items" USING btree ("sale_id","product_id","quantity");--> statement-breakpoint
CREATE INDEX "sale_payments_sale_idx" ON "sale_payments" USING btree ("sale_id","payment_method_id","value_cents");--> statement-breakpoint
CREATE FUNCTION "sales_child_arrays"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  -- Statement-level: one update of the touched sales, whatever the number of rows written.
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT sale_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT sale_id FROM old_rows);
  ELSE
    ids := ARRAY(SELECT sale_id FROM new_rows UNION SELECT sale_id FROM old_rows);
  END IF;
  IF TG_TABLE_NAME = 'sale_items' THEN
    UPDATE sales s SET
      item_product_ids = coalesce((SELECT array_agg(i.product_id ORDER BY i.id) FROM sale_items i WHERE i.sale_id = s.id), '{}'),
      item_quantities = coalesce((SELECT array_agg(i.quantity ORDER BY i.id) FROM sale_items i WHERE i.sale_id = s.id), '{}')
    WHERE s.id = ANY(ids);
  ELSE
    UPDATE sales s SET
      payment_method_ids = coalesce((SELECT array_agg(p.payment_method_id ORDER BY p.id) FROM sale_payments p WHERE p.sale_id = s.id), '{}'),
      payment_values = coalesce((SELECT array_agg(p.value_cents ORDER BY p.id) FROM sale_payments p WHERE p.sale_id = s.id), '{}')
    WHERE s.id = ANY(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sale_items_arrays_ins" AFTER INSERT ON "sale_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_child_arrays"();
--> statement-breakpoint
CREATE TRIGGER "sale_items_arrays_upd" AFTER UPDATE ON "sale_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_child_arrays"();
--> statement-breakpoint
CREATE TRIGGER "sale_items_arrays_del" AFTER DELETE ON "sale_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_child_arrays"();
--> statement-breakpoint
CREATE TRIGGER "sale_payments_arrays_ins" AFTER INSERT ON "sale_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_child_arrays"();
--> statement-breakpoint
CREATE TRIGGER "sale_payments_arrays_upd" AFTER UPDATE ON "sale_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_child_arrays"();
--> statement-breakpoint
CREATE TRIGGER "sale_payments_arrays_del" AFTER DELETE ON "sale_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_child_arrays"();
--> statement-breakpoint
UPDATE "sales" s SET
  item_product_ids = coalesce((SELECT array_agg(i.product_id ORDER BY i.id) FROM sale_items i WHERE i.sale_id = s.id), '{}'),
  item_quantities = coalesce((SELECT array_agg(i.quantity ORDER BY i.id) FROM sale_items i WHERE i.sale_id = s.id), '{}'),
  payment_method_ids = coalesce((SELECT array_agg(p.payment_method_id ORDER BY p.id) FROM sale_payments p WHERE p.sale_id = s.id), '{}'),
  payment_values = coalesce((SELECT array_agg(p.value_cents ORDER BY p.id) FROM sale_payments p WHERE p.sale_id = s.id), '{}');
