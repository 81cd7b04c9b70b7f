-- The re-purchase queue's size (the queue's page total, the Painel's figure) counts every due customer of a
-- unit: 66,700 of a unit's 100,000 in the bench's large set, read from the table (36 ms, two parallel
-- workers). With contacted_at in the index the count is an index-only scan (7 ms). Same name, order and
-- condition as 0034's index, so the schema (db/schema/customers.ts) still declares it; drizzle cannot write
-- INCLUDE.
DROP INDEX IF EXISTS "customers_repurchase_idx";--> statement-breakpoint
CREATE INDEX "customers_repurchase_idx" ON "customers" USING btree ("resale_id","repurchase_on","id") INCLUDE ("contacted_at") WHERE "customers"."contacted" is distinct from 'dont_want';
