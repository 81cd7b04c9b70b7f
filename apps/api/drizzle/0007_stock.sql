CREATE TYPE "public"."adjustment_reason" AS ENUM('compensation', 'transference', 'donation', 'lost', 'others');--> statement-breakpoint
CREATE TYPE "public"."entry_discount_type" AS ENUM('value', 'percentage');--> statement-breakpoint
CREATE TYPE "public"."stock_movement" AS ENUM('inflow', 'outflow', 'receivable', 'lending', 'defect');--> statement-breakpoint
CREATE TABLE "product_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"resale_id" integer NOT NULL,
	"supplier_id" integer,
	"user_id" integer,
	"invoice_number" text,
	"serial_number" text,
	"issue_date" date NOT NULL,
	"due_date" date,
	"discount_type" "entry_discount_type" DEFAULT 'value' NOT NULL,
	"discount_value_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_entries_discount_nonnegative" CHECK ("product_entries"."discount_value_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_entry_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"bottle_movement" boolean DEFAULT false NOT NULL,
	"bottle_id" integer,
	"bottle_quantity" integer DEFAULT 0 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_entry_items_quantity_positive" CHECK ("product_entry_items"."quantity" > 0),
	CONSTRAINT "product_entry_items_bottle_nonnegative" CHECK ("product_entry_items"."bottle_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"movement" "stock_movement" NOT NULL,
	"reason" "adjustment_reason",
	"justification" text,
	"resale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" integer,
	"user_id" integer,
	"quantity" integer NOT NULL,
	"written_off" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_appointments_quantity_positive" CHECK ("stock_appointments"."quantity" > 0),
	CONSTRAINT "stock_appointments_written_off_range" CHECK ("stock_appointments"."written_off" >= 0 and "stock_appointments"."written_off" <= "stock_appointments"."quantity")
);
--> statement-breakpoint
CREATE TABLE "stock_write_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_write_offs_quantity_positive" CHECK ("stock_write_offs"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_entries" ADD CONSTRAINT "product_entries_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_entries" ADD CONSTRAINT "product_entries_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_entries" ADD CONSTRAINT "product_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_entry_items" ADD CONSTRAINT "product_entry_items_entry_id_product_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."product_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_entry_items" ADD CONSTRAINT "product_entry_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_entry_items" ADD CONSTRAINT "product_entry_items_bottle_id_products_id_fk" FOREIGN KEY ("bottle_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_appointments" ADD CONSTRAINT "stock_appointments_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_appointments" ADD CONSTRAINT "stock_appointments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_appointments" ADD CONSTRAINT "stock_appointments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_appointments" ADD CONSTRAINT "stock_appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_write_offs" ADD CONSTRAINT "stock_write_offs_appointment_id_stock_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."stock_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_write_offs" ADD CONSTRAINT "stock_write_offs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_entries_issue_idx" ON "product_entries" USING btree ("issue_date","id");--> statement-breakpoint
CREATE INDEX "product_entries_due_idx" ON "product_entries" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "product_entries_created_idx" ON "product_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "product_entries_resale_issue_idx" ON "product_entries" USING btree ("resale_id","issue_date");--> statement-breakpoint
CREATE INDEX "product_entries_resale_due_idx" ON "product_entries" USING btree ("resale_id","due_date");--> statement-breakpoint
CREATE INDEX "product_entries_resale_created_idx" ON "product_entries" USING btree ("resale_id","created_at");--> statement-breakpoint
CREATE INDEX "product_entries_supplier_idx" ON "product_entries" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "product_entry_items_entry_idx" ON "product_entry_items" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "product_entry_items_product_idx" ON "product_entry_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_appointments_date_idx" ON "stock_appointments" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "stock_appointments_resale_date_idx" ON "stock_appointments" USING btree ("resale_id","date");--> statement-breakpoint
CREATE INDEX "stock_appointments_movement_date_idx" ON "stock_appointments" USING btree ("movement","date");--> statement-breakpoint
CREATE INDEX "stock_appointments_customer_idx" ON "stock_appointments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "stock_appointments_user_date_idx" ON "stock_appointments" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "stock_appointments_product_idx" ON "stock_appointments" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_appointments_justification_trgm_idx" ON "stock_appointments" USING gin (f_unaccent(lower("justification")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_write_offs_appointment_idx" ON "stock_write_offs" USING btree ("appointment_id");