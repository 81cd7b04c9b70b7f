-- 0013_perf_registers: register searches (resales, employees, payment methods, vehicles, suppliers).
-- Lowering and unaccenting a name costs microseconds per row, and a search evaluated it on every row it
-- read (the trigram index's recheck, or a walk of the name order): the searched text is now stored lower-case
-- and accent-free in generated columns, kept by PostgreSQL in the statement that writes the row.
-- `col ilike p` is `lower(col) like lower(p)` in a UTF-8 database, so e-mails are stored lowered the same way.
ALTER TABLE "resales" ADD COLUMN IF NOT EXISTS "name_search" text GENERATED ALWAYS AS (f_unaccent(lower("name"))) STORED;--> statement-breakpoint
ALTER TABLE "resales" ADD COLUMN IF NOT EXISTS "email_search" text GENERATED ALWAYS AS (lower("email")) STORED;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN IF NOT EXISTS "name_search" text GENERATED ALWAYS AS (f_unaccent(lower("name"))) STORED;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN IF NOT EXISTS "email_search" text GENERATED ALWAYS AS (lower("email")) STORED;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN IF NOT EXISTS "description_search" text GENERATED ALWAYS AS (f_unaccent(lower("description"))) STORED;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN IF NOT EXISTS "model_search" text GENERATED ALWAYS AS (f_unaccent(lower("model"))) STORED;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN IF NOT EXISTS "brand_search" text GENERATED ALWAYS AS (f_unaccent(lower("brand"))) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN IF NOT EXISTS "name_search" text GENERATED ALWAYS AS (f_unaccent(lower("name"))) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN IF NOT EXISTS "trade_name_search" text GENERATED ALWAYS AS (f_unaccent(lower("trade_name"))) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN IF NOT EXISTS "email_search" text GENERATED ALWAYS AS (lower("email")) STORED;--> statement-breakpoint
-- Trigram indexes of the stored columns replace those of the expressions (the suppliers' name and trade
-- name expressions stay: payables and product entries search them).
DROP INDEX IF EXISTS "resales_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "resales_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "employees_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "employees_email_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "payment_methods_description_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "vehicles_model_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "vehicles_brand_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "suppliers_email_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resales_name_search_trgm_idx" ON "resales" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resales_email_search_trgm_idx" ON "resales" USING gin ("email_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_name_search_trgm_idx" ON "employees" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_email_search_trgm_idx" ON "employees" USING gin ("email_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_methods_description_search_trgm_idx" ON "payment_methods" USING gin ("description_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vehicles_model_search_trgm_idx" ON "vehicles" USING gin ("model_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vehicles_brand_search_trgm_idx" ON "vehicles" USING gin ("brand_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suppliers_name_search_trgm_idx" ON "suppliers" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suppliers_trade_name_search_trgm_idx" ON "suppliers" USING gin ("trade_name_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suppliers_email_search_trgm_idx" ON "suppliers" USING gin ("email_search" gin_trgm_ops);--> statement-breakpoint
-- Each list's order with its searched columns (INCLUDE, so SQL only): a search matching many rows walks the
-- order in the index alone and stops at its page (the sort index it replaces is dropped).
DROP INDEX IF EXISTS "resales_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "employees_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "payment_methods_description_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "vehicles_model_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "suppliers_name_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "resales_list_idx" ON "resales" ("name", "id") INCLUDE ("name_search", "email_search", "phone");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "employees_list_idx" ON "employees" ("name", "id") INCLUDE ("name_search", "email_search", "cpf", "phone");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_methods_list_idx" ON "payment_methods" ("description", "id") INCLUDE ("description_search");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vehicles_list_idx" ON "vehicles" ("model", "license_plate", "id") INCLUDE ("model_search", "brand_search");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suppliers_list_idx" ON "suppliers" ("name", "id") INCLUDE ("name_search", "trade_name_search", "email_search", "cpf_cnpj", "phone");
