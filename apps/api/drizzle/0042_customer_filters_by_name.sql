DROP INDEX "customers_group_idx";--> statement-breakpoint
DROP INDEX "customers_sector_idx";--> statement-breakpoint
CREATE INDEX "customers_group_idx" ON "customers" USING btree ("group_id","name","id");--> statement-breakpoint
CREATE INDEX "customers_sector_idx" ON "customers" USING btree ("sector_id","name","id");