CREATE TYPE "public"."gas_do_povo_validation" AS ENUM('bolsa_familia_card', 'caixa_debit_card', 'cpf_sms');--> statement-breakpoint
CREATE TABLE "gas_do_povo_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uf" varchar(2) NOT NULL,
	"price_cents" bigint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"source" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"source_search" text GENERATED ALWAYS AS (f_unaccent(lower(uf || ' ' || source))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gas_do_povo_prices_price_positive" CHECK ("gas_do_povo_prices"."price_cents" > 0),
	CONSTRAINT "gas_do_povo_prices_period" CHECK ("gas_do_povo_prices"."ends_on" is null or "gas_do_povo_prices"."ends_on" >= "gas_do_povo_prices"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "gas_do_povo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"resale_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"sale_payment_id" integer NOT NULL,
	"nsu" varchar(40) NOT NULL,
	"validation" "gas_do_povo_validation" NOT NULL,
	"cpf_last4" varchar(4) NOT NULL,
	"empty_received" boolean DEFAULT true NOT NULL,
	"uf" varchar(2) NOT NULL,
	"value_cents" bigint NOT NULL,
	"redeemed_on" date NOT NULL,
	"due_on" date NOT NULL,
	"obs" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gas_do_povo_redemptions_value_positive" CHECK ("gas_do_povo_redemptions"."value_cents" > 0),
	CONSTRAINT "gas_do_povo_redemptions_cpf_last4" CHECK ("gas_do_povo_redemptions"."cpf_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "gas_do_povo_units" (
	"resale_id" integer PRIMARY KEY NOT NULL,
	"enrolled" boolean DEFAULT false NOT NULL,
	"bank_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gas_do_povo_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gas_do_povo_redemptions" ADD CONSTRAINT "gas_do_povo_redemptions_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gas_do_povo_redemptions" ADD CONSTRAINT "gas_do_povo_redemptions_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gas_do_povo_redemptions" ADD CONSTRAINT "gas_do_povo_redemptions_sale_payment_id_sale_payments_id_fk" FOREIGN KEY ("sale_payment_id") REFERENCES "public"."sale_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gas_do_povo_units" ADD CONSTRAINT "gas_do_povo_units_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gas_do_povo_units" ADD CONSTRAINT "gas_do_povo_units_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gas_do_povo_prices_uf_idx" ON "gas_do_povo_prices" USING btree ("uf","starts_on");--> statement-breakpoint
CREATE INDEX "gas_do_povo_prices_source_search_trgm_idx" ON "gas_do_povo_prices" USING gin ("source_search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "gas_do_povo_redemptions_nsu_idx" ON "gas_do_povo_redemptions" USING btree ("resale_id","nsu");--> statement-breakpoint
CREATE UNIQUE INDEX "gas_do_povo_redemptions_sale_idx" ON "gas_do_povo_redemptions" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "gas_do_povo_redemptions_resale_day_idx" ON "gas_do_povo_redemptions" USING btree ("resale_id","redeemed_on");--> statement-breakpoint
-- The reference prices known when the programme started (November 2025); the admin keeps them current
-- in 'Preços de referência' (docs/gas-do-povo.md).
INSERT INTO "gas_do_povo_prices" ("uf", "price_cents", "starts_on", "ends_on", "source") VALUES
	('PE', 8967, '2025-11-01', NULL, 'Portarias Interministeriais MME/MF nº 2/2025 e 3/2025'),
	('MT', 12505, '2025-11-01', NULL, 'Portarias Interministeriais MME/MF nº 2/2025 e 3/2025'),
	('AC', 12212, '2025-11-01', NULL, 'Portarias Interministeriais MME/MF nº 2/2025 e 3/2025');
