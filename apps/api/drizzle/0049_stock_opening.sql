ALTER TABLE "products" ADD COLUMN "stock_opening" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written tail (stock_opening): an existing database's opening is what its platform count holds beyond
-- its sources (entries in, bottles exchanged out, adjustments, counted sales out), so the recompute
-- (read-models/stock.ts, products.stock_platform) equals the stored count from this migration on.
UPDATE "products" p SET "stock_opening" = p."stock_platform"
  - coalesce((SELECT sum(i.quantity) FROM "product_entry_items" i WHERE i.product_id = p.id), 0)
  + coalesce((SELECT sum(i.bottle_quantity) FROM "product_entry_items" i WHERE i.bottle_id = p.id), 0)
  - coalesce((SELECT sum(CASE a.movement WHEN 'inflow' THEN a.quantity WHEN 'receivable' THEN a.quantity
                                         ELSE -a.quantity END)
                FROM "stock_appointments" a WHERE a.product_id = p.id), 0)
  + coalesce((SELECT sum(i.quantity) FROM "sale_items" i JOIN "sales" s ON s.id = i.sale_id
               WHERE i.product_id = p.id AND s.status NOT IN ('canceled', 'rejected')), 0);
