ALTER TABLE "customers" ADD COLUMN "address_search" text;--> statement-breakpoint
CREATE INDEX "customers_address_search_trgm_idx" ON "customers" USING gin ("address_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_contacted_idx" ON "customers" USING btree ("contacted","resale_id");--> statement-breakpoint
CREATE INDEX "customers_contacted_at_idx" ON "customers" USING btree ("resale_id") WHERE "customers"."contacted_at" is not null;--> statement-breakpoint
CREATE INDEX "customers_next_purchase_idx" ON "customers" USING btree ("next_purchase_on");