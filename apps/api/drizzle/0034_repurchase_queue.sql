ALTER TABLE "customers" ADD COLUMN "callback_on" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "repurchase_on" date GENERATED ALWAYS AS (greatest(next_purchase_on, callback_on)) STORED;--> statement-breakpoint
CREATE INDEX "customers_repurchase_idx" ON "customers" USING btree ("resale_id","repurchase_on","id") WHERE "customers"."contacted" is distinct from 'dont_want';