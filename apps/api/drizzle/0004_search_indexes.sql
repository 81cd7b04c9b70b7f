CREATE INDEX "resales_email_trgm_idx" ON "resales" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resales_phone_trgm_idx" ON "resales" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_name_trgm_idx" ON "employees" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_email_trgm_idx" ON "employees" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_cpf_trgm_idx" ON "employees" USING gin ("cpf" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_phone_trgm_idx" ON "employees" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_methods_description_trgm_idx" ON "payment_methods" USING gin (f_unaccent(lower("description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_name_trgm_idx" ON "suppliers" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_trade_name_trgm_idx" ON "suppliers" USING gin (f_unaccent(lower("trade_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_email_trgm_idx" ON "suppliers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_cpf_cnpj_trgm_idx" ON "suppliers" USING gin ("cpf_cnpj" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_phone_trgm_idx" ON "suppliers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_plate_trgm_idx" ON "vehicles" USING gin ("license_plate" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_model_trgm_idx" ON "vehicles" USING gin (f_unaccent(lower("model")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_brand_trgm_idx" ON "vehicles" USING gin (f_unaccent(lower("brand")) gin_trgm_ops);