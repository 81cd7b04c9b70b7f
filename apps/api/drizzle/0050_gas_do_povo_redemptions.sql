CREATE TYPE "public"."payment_method_kind" AS ENUM('regular', 'gas_do_povo');--> statement-breakpoint
CREATE TABLE "gas_do_povo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"resale_id" integer NOT NULL,
	"validation" text NOT NULL,
	"nsu" text NOT NULL,
	"cpf_last4" varchar(4) NOT NULL,
	"empty_received" boolean DEFAULT true NOT NULL,
	"uf" varchar(2) NOT NULL,
	"price_cents" bigint NOT NULL,
	"due_date" date NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gas_do_povo_redemptions_cpf_last4" CHECK ("gas_do_povo_redemptions"."cpf_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "gas_do_povo_redemptions_nsu" CHECK ("gas_do_povo_redemptions"."nsu" <> ''),
	CONSTRAINT "gas_do_povo_redemptions_price" CHECK ("gas_do_povo_redemptions"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "kind" "payment_method_kind" DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "gas_do_povo_units" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "gas_do_povo_redemptions" ADD CONSTRAINT "gas_do_povo_redemptions_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gas_do_povo_redemptions" ADD CONSTRAINT "gas_do_povo_redemptions_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gas_do_povo_redemptions_sale_idx" ON "gas_do_povo_redemptions" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gas_do_povo_redemptions_nsu_idx" ON "gas_do_povo_redemptions" USING btree ("resale_id","nsu") WHERE "gas_do_povo_redemptions"."canceled_at" is null;--> statement-breakpoint
CREATE INDEX "gas_do_povo_redemptions_due_idx" ON "gas_do_povo_redemptions" USING btree ("resale_id","due_date");--> statement-breakpoint
ALTER TABLE "gas_do_povo_units" ADD CONSTRAINT "gas_do_povo_units_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written tail (Gás do Povo at the sale): the programme's payment method, seeded once and offered by
-- the units enrolled (saveGasDoPovoUnit keeps its units with the enrolment from now on).
INSERT INTO "payment_methods" ("description", "kind", "delivery_time")
  SELECT 'Gás do Povo', 'gas_do_povo', 2
   WHERE NOT EXISTS (SELECT 1 FROM "payment_methods" WHERE "kind" = 'gas_do_povo');--> statement-breakpoint
INSERT INTO "payment_method_resales" ("payment_method_id", "resale_id")
  SELECT m."id", g."resale_id" FROM "payment_methods" m, "gas_do_povo_units" g
   WHERE m."kind" = 'gas_do_povo' AND g."enrolled"
  ON CONFLICT DO NOTHING;
