CREATE TYPE "public"."card_type" AS ENUM('credit', 'debit', 'other');--> statement-breakpoint
CREATE TYPE "public"."fuel_type" AS ENUM('gas', 'diesel', 'alcohol', 'flex');--> statement-breakpoint
CREATE TABLE "payment_method_resales" (
	"payment_method_id" integer NOT NULL,
	"resale_id" integer NOT NULL,
	CONSTRAINT "payment_method_resales_payment_method_id_resale_id_pk" PRIMARY KEY("payment_method_id","resale_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"is_card" boolean DEFAULT false NOT NULL,
	"card_type" "card_type" DEFAULT 'other' NOT NULL,
	"delivery_time" integer DEFAULT 0 NOT NULL,
	"adm_tax" numeric(5, 2) DEFAULT 0 NOT NULL,
	"default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_delivery_time" CHECK ("payment_methods"."delivery_time" >= 0),
	CONSTRAINT "payment_methods_adm_tax" CHECK ("payment_methods"."adm_tax" >= 0 and "payment_methods"."adm_tax" <= 100)
);
--> statement-breakpoint
CREATE TABLE "supplier_resales" (
	"supplier_id" integer NOT NULL,
	"resale_id" integer NOT NULL,
	CONSTRAINT "supplier_resales_supplier_id_resale_id_pk" PRIMARY KEY("supplier_id","resale_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trade_name" text,
	"phone" varchar(11),
	"email" text,
	"cpf_cnpj" varchar(14),
	"note" text,
	"address_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_resales" (
	"vehicle_id" integer NOT NULL,
	"resale_id" integer NOT NULL,
	CONSTRAINT "vehicle_resales_vehicle_id_resale_id_pk" PRIMARY KEY("vehicle_id","resale_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"license_plate" varchar(7) NOT NULL,
	"brand" text,
	"model" text,
	"fuel_type" "fuel_type" DEFAULT 'flex' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_method_resales" ADD CONSTRAINT "payment_method_resales_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_resales" ADD CONSTRAINT "payment_method_resales_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_resales" ADD CONSTRAINT "supplier_resales_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_resales" ADD CONSTRAINT "supplier_resales_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_resales" ADD CONSTRAINT "vehicle_resales_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_resales" ADD CONSTRAINT "vehicle_resales_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_method_resales_resale_idx" ON "payment_method_resales" USING btree ("resale_id");--> statement-breakpoint
CREATE INDEX "payment_methods_description_idx" ON "payment_methods" USING btree ("description");--> statement-breakpoint
CREATE INDEX "supplier_resales_resale_idx" ON "supplier_resales" USING btree ("resale_id");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "suppliers_cpf_cnpj_idx" ON "suppliers" USING btree ("cpf_cnpj");--> statement-breakpoint
CREATE INDEX "vehicle_resales_resale_idx" ON "vehicle_resales" USING btree ("resale_id");--> statement-breakpoint
CREATE INDEX "vehicles_plate_idx" ON "vehicles" USING btree ("license_plate");--> statement-breakpoint
CREATE INDEX "vehicles_model_idx" ON "vehicles" USING btree ("model");