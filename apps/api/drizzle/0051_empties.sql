CREATE TYPE "public"."cylinder_capacity" AS ENUM('P2', 'P5', 'P8', 'P13', 'P20', 'P45', 'P90');--> statement-breakpoint
CREATE TYPE "public"."empty_account" AS ENUM('place', 'owed', 'loan');--> statement-breakpoint
CREATE TYPE "public"."empty_cause" AS ENUM('sale', 'entry', 'comodato', 'count');--> statement-breakpoint
CREATE TYPE "public"."empty_state" AS ENUM('cheio', 'vazio', 'requalificar', 'avariado');--> statement-breakpoint
CREATE TABLE "empty_balances" (
	"resale_id" integer NOT NULL,
	"vehicle_id" integer,
	"customer_id" integer,
	"account" "empty_account" NOT NULL,
	"brand_id" integer,
	"capacity" "cylinder_capacity" NOT NULL,
	"state" "empty_state" NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "empty_balances_key" UNIQUE NULLS NOT DISTINCT("resale_id","vehicle_id","customer_id","account","brand_id","capacity","state")
);
--> statement-breakpoint
CREATE TABLE "empty_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"resale_id" integer NOT NULL,
	"vehicle_id" integer,
	"customer_id" integer,
	"account" "empty_account" NOT NULL,
	"brand_id" integer,
	"capacity" "cylinder_capacity" NOT NULL,
	"state" "empty_state" NOT NULL,
	"quantity" integer NOT NULL,
	"product_id" integer,
	"cause" "empty_cause" NOT NULL,
	"sale_id" integer,
	"entry_id" integer,
	"appointment_id" integer,
	"note" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empty_moves_quantity_nonzero" CHECK ("empty_moves"."quantity" <> 0),
	CONSTRAINT "empty_moves_account_owner" CHECK (("empty_moves"."account" = 'place') = ("empty_moves"."customer_id" is null) and ("empty_moves"."account" = 'place' or "empty_moves"."vehicle_id" is null))
);
--> statement-breakpoint
ALTER TABLE "resales" ADD COLUMN "tied_brand_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "capacity" "cylinder_capacity";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_cylinder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empty_moves" ADD CONSTRAINT "empty_moves_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empty_moves" ADD CONSTRAINT "empty_moves_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empty_moves" ADD CONSTRAINT "empty_moves_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empty_moves" ADD CONSTRAINT "empty_moves_brand_id_bottle_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."bottle_brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empty_moves" ADD CONSTRAINT "empty_moves_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "empty_balances_customer_idx" ON "empty_balances" USING btree ("customer_id") WHERE "empty_balances"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "empty_moves_sale_idx" ON "empty_moves" USING btree ("sale_id") WHERE "empty_moves"."sale_id" is not null;--> statement-breakpoint
CREATE INDEX "empty_moves_customer_idx" ON "empty_moves" USING btree ("customer_id") WHERE "empty_moves"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "empty_moves_resale_idx" ON "empty_moves" USING btree ("resale_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cylinder_has_capacity" CHECK (not "products"."is_cylinder" or "products"."capacity" is not null);--> statement-breakpoint
-- ==== Hand-written tail (empties): the unit's tied brand, the ledger append-only, its balances ====
ALTER TABLE "resales" ADD CONSTRAINT "resales_tied_brand_id_bottle_brands_id_fk" FOREIGN KEY ("tied_brand_id") REFERENCES "public"."bottle_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "empty_moves_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'empty_moves is append-only: write a correcting movement instead';
END $$;--> statement-breakpoint
CREATE TRIGGER "empty_moves_append_only" BEFORE UPDATE OR DELETE ON "empty_moves"
  FOR EACH ROW EXECUTE FUNCTION "empty_moves_append_only"();--> statement-breakpoint
-- The balances move by the statement's rows summed per key, upserted in key order (every writer locks
-- the balance rows in the same order: concurrent writers queue, never deadlock).
CREATE FUNCTION "empty_balances_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "empty_balances" AS b (resale_id, vehicle_id, customer_id, account, brand_id, capacity, state, quantity)
  SELECT resale_id, vehicle_id, customer_id, account, brand_id, capacity, state, sum(quantity)::int
    FROM new_rows
   GROUP BY resale_id, vehicle_id, customer_id, account, brand_id, capacity, state
  HAVING sum(quantity) <> 0
   ORDER BY resale_id, vehicle_id NULLS FIRST, customer_id NULLS FIRST, account, brand_id NULLS FIRST, capacity, state
  ON CONFLICT ON CONSTRAINT "empty_balances_key" DO UPDATE SET quantity = b.quantity + excluded.quantity;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "empty_balances_add" AFTER INSERT ON "empty_moves" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "empty_balances_add"();
--> statement-breakpoint
-- The products list's JSON (0020, rule 0030, 0047) carries the capacity and the cylinder flag after
-- 'Elegível ao Gás do Povo'.
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
    ',"capacity":', coalesce(to_json(p.capacity::text)::text, 'null'),
    ',"is_cylinder":', CASE WHEN p.is_cylinder THEN 'true' ELSE 'false' END,
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
    OR OLD.gas_do_povo_eligible IS DISTINCT FROM NEW.gas_do_povo_eligible
    OR OLD.capacity IS DISTINCT FROM NEW.capacity OR OLD.is_cylinder IS DISTINCT FROM NEW.is_cylinder)
  EXECUTE FUNCTION "products_list_json_head"();--> statement-breakpoint
UPDATE "products" p SET "list_json_head" = "product_list_json_head"(p);
