CREATE TYPE "public"."sale_channel" AS ENUM('disk', 'business', 'pos', 'door', 'whatsapp', 'others');--> statement-breakpoint
CREATE TYPE "public"."sale_status" AS ENUM('created', 'delayed', 'in_transit', 'delivered', 'finished', 'canceled', 'rejected');--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"resale_id" integer NOT NULL,
	"phone" varchar(11) NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"resale_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"resale_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cpf_cnpj" varchar(14),
	"resale_id" integer NOT NULL,
	"group_id" integer,
	"sector_id" integer,
	"address_id" integer,
	"birth_day" smallint,
	"birth_month" smallint,
	"birthday" date,
	"obs" text,
	"contacted" text,
	"contacted_at" timestamp with time zone,
	"last_sale_on" date,
	"purchase_interval_days" integer,
	"next_purchase_on" date,
	"debt_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_birth_day" CHECK ("customers"."birth_day" is null or "customers"."birth_day" between 1 and 31),
	CONSTRAINT "customers_birth_month" CHECK ("customers"."birth_month" is null or "customers"."birth_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"resale_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"resale_id" integer NOT NULL,
	"bottle_id" integer,
	"category_id" integer,
	"default" boolean DEFAULT false NOT NULL,
	"stock_platform" integer DEFAULT 0 NOT NULL,
	"stock_lending" integer DEFAULT 0 NOT NULL,
	"stock_defect" integer DEFAULT 0 NOT NULL,
	"stock_minimum" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_nonnegative" CHECK ("products"."price_cents" >= 0),
	CONSTRAINT "products_stock_lending_nonnegative" CHECK ("products"."stock_lending" >= 0),
	CONSTRAINT "products_stock_defect_nonnegative" CHECK ("products"."stock_defect" >= 0),
	CONSTRAINT "products_stock_minimum_nonnegative" CHECK ("products"."stock_minimum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_items_quantity_positive" CHECK ("sale_items"."quantity" >= 1),
	CONSTRAINT "sale_items_price_nonnegative" CHECK ("sale_items"."price_cents" >= 0),
	CONSTRAINT "sale_items_discount_nonnegative" CHECK ("sale_items"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"value_cents" integer NOT NULL,
	"installments" smallint DEFAULT 1 NOT NULL,
	"due_date" date,
	CONSTRAINT "sale_payments_value_positive" CHECK ("sale_payments"."value_cents" > 0),
	CONSTRAINT "sale_payments_installments" CHECK ("sale_payments"."installments" between 1 and 48)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_number" integer NOT NULL,
	"status" "sale_status" DEFAULT 'created' NOT NULL,
	"channel" "sale_channel" DEFAULT 'disk' NOT NULL,
	"sold_on" timestamp with time zone DEFAULT now() NOT NULL,
	"in_transit_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"change_cents" bigint DEFAULT 0 NOT NULL,
	"obs" text,
	"resale_id" integer NOT NULL,
	"customer_id" integer,
	"employee_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_total_nonnegative" CHECK ("sales"."total_cents" >= 0),
	CONSTRAINT "sales_change_nonnegative" CHECK ("sales"."change_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receivables" (
	"id" serial PRIMARY KEY NOT NULL,
	"resale_id" integer NOT NULL,
	"customer_id" integer,
	"sale_id" integer,
	"payment_method_id" integer,
	"account_id" integer,
	"document" text,
	"description" text,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"value_cents" bigint NOT NULL,
	"received_cents" bigint DEFAULT 0 NOT NULL,
	"receipt_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receivables_value_positive" CHECK ("receivables"."value_cents" > 0),
	CONSTRAINT "receivables_received_range" CHECK ("receivables"."received_cents" >= 0 and "receivables"."received_cents" <= "receivables"."value_cents")
);
--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sectors" ADD CONSTRAINT "customer_sectors_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_sector_id_customer_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."customer_sectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bottle_id_products_id_fk" FOREIGN KEY ("bottle_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_contacts_resale_phone_unique" ON "customer_contacts" USING btree ("resale_id","phone");--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_contacts_phone_trgm_idx" ON "customer_contacts" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_groups_resale_idx" ON "customer_groups" USING btree ("resale_id","description");--> statement-breakpoint
CREATE INDEX "customer_groups_description_trgm_idx" ON "customer_groups" USING gin (f_unaccent(lower("description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_sectors_resale_idx" ON "customer_sectors" USING btree ("resale_id","description");--> statement-breakpoint
CREATE INDEX "customer_sectors_description_trgm_idx" ON "customer_sectors" USING gin (f_unaccent(lower("description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_resale_name_idx" ON "customers" USING btree ("resale_id","name");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (f_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_last_sale_idx" ON "customers" USING btree ("last_sale_on");--> statement-breakpoint
CREATE INDEX "customers_group_idx" ON "customers" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "customers_sector_idx" ON "customers" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "customers_birth_idx" ON "customers" USING btree ("birth_month","birth_day");--> statement-breakpoint
CREATE INDEX "customers_cpf_cnpj_idx" ON "customers" USING btree ("cpf_cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_resale_name_unique" ON "categories" USING btree ("resale_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_resale_description_idx" ON "products" USING btree ("resale_id","description");--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin (f_unaccent(lower("description")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_default_per_resale" ON "products" USING btree ("resale_id") WHERE "products"."default";--> statement-breakpoint
CREATE INDEX "sale_items_sale_idx" ON "sale_items" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_items_product_idx" ON "sale_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sale_payments_sale_idx" ON "sale_payments" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_payments_method_idx" ON "sale_payments" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "sales_sold_on_idx" ON "sales" USING btree ("sold_on");--> statement-breakpoint
CREATE INDEX "sales_resale_sold_on_idx" ON "sales" USING btree ("resale_id","sold_on");--> statement-breakpoint
CREATE INDEX "sales_customer_sold_on_idx" ON "sales" USING btree ("customer_id","sold_on");--> statement-breakpoint
CREATE INDEX "sales_employee_sold_on_idx" ON "sales" USING btree ("employee_id","sold_on");--> statement-breakpoint
CREATE INDEX "sales_in_transit_idx" ON "sales" USING btree ("in_transit_at") WHERE "sales"."status" = 'in_transit';--> statement-breakpoint
CREATE INDEX "sales_resale_doc_number_idx" ON "sales" USING btree ("resale_id","doc_number");--> statement-breakpoint
CREATE INDEX "receivables_resale_due_idx" ON "receivables" USING btree ("resale_id","due_date");--> statement-breakpoint
CREATE INDEX "receivables_due_idx" ON "receivables" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "receivables_customer_idx" ON "receivables" USING btree ("customer_id","due_date");--> statement-breakpoint
CREATE INDEX "receivables_sale_idx" ON "receivables" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "receivables_open_due_idx" ON "receivables" USING btree ("customer_id","due_date") WHERE "receivables"."received_cents" < "receivables"."value_cents";