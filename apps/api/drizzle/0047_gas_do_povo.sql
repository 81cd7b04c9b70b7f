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
CREATE TABLE "gas_do_povo_units" (
	"resale_id" integer PRIMARY KEY NOT NULL,
	"enrolled" boolean DEFAULT false NOT NULL,
	"bank_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gas_do_povo_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gas_do_povo_units" ADD CONSTRAINT "gas_do_povo_units_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gas_do_povo_units" ADD CONSTRAINT "gas_do_povo_units_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gas_do_povo_prices_uf_idx" ON "gas_do_povo_prices" USING btree ("uf","starts_on");--> statement-breakpoint
CREATE INDEX "gas_do_povo_prices_source_search_trgm_idx" ON "gas_do_povo_prices" USING gin ("source_search" gin_trgm_ops);--> statement-breakpoint
-- The reference prices known when the programme started (November 2025); the admin keeps them current
-- in 'Preços de referência' (docs/gas-do-povo.md).
INSERT INTO "gas_do_povo_prices" ("uf", "price_cents", "starts_on", "ends_on", "source") VALUES
	('PE', 8967, '2025-11-01', NULL, 'Portarias Interministeriais MME/MF nº 2/2025 e 3/2025'),
	('MT', 12505, '2025-11-01', NULL, 'Portarias Interministeriais MME/MF nº 2/2025 e 3/2025'),
	('AC', 12212, '2025-11-01', NULL, 'Portarias Interministeriais MME/MF nº 2/2025 e 3/2025');
--> statement-breakpoint
-- The products list's JSON (0020, rule 0030) carries 'Elegível ao Gás do Povo' after "default".
CREATE OR REPLACE FUNCTION "product_list_json_head"(p "products") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat(
    '{"id":', p.id, ',"description":', to_json(p.description),
    ',"price_cents":', p.price_cents, ',"resale_id":', p.resale_id,
    ',"resale":{"id" : ', r.id, ', "name" : ', to_json(r.name),
    '},"bottle_id":', coalesce(p.bottle_id::text, 'null'),
    ',"bottle":', CASE WHEN b.id IS NULL THEN 'null'
      ELSE concat('{"id" : ', b.id, ', "description" : ', to_json(b.description), '}') END,
    ',"category_id":', coalesce(p.category_id::text, 'null'),
    ',"category":', CASE WHEN c.id IS NULL THEN 'null'
      ELSE concat('{"id" : ', c.id, ', "name" : ', to_json(c.name), '}') END,
    ',"default":', CASE WHEN p."default" THEN 'true' ELSE 'false' END,
    ',"gas_do_povo_eligible":', CASE WHEN p.gas_do_povo_eligible THEN 'true' ELSE 'false' END,
    ',"stock":{"platform" : ')
    FROM (SELECT 1) one
    LEFT JOIN public.resales r ON r.id = p.resale_id
    LEFT JOIN public.products b ON b.id = p.bottle_id
    LEFT JOIN public.categories c ON c.id = p.category_id
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_list_json_head_upd" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_list_json_head_upd" BEFORE UPDATE ON "products"
  FOR EACH ROW WHEN (NEW.list_json_head IS NULL OR OLD.id IS DISTINCT FROM NEW.id
    OR OLD.description IS DISTINCT FROM NEW.description OR OLD.price_cents IS DISTINCT FROM NEW.price_cents
    OR OLD.resale_id IS DISTINCT FROM NEW.resale_id OR OLD.bottle_id IS DISTINCT FROM NEW.bottle_id
    OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD."default" IS DISTINCT FROM NEW."default"
    OR OLD.gas_do_povo_eligible IS DISTINCT FROM NEW.gas_do_povo_eligible)
  EXECUTE FUNCTION "products_list_json_head"();--> statement-breakpoint
UPDATE "products" p SET "list_json_head" = "product_list_json_head"(p);
