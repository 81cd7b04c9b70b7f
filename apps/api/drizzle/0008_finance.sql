CREATE TYPE "public"."account_group" AS ENUM('operational', 'financial', 'investment');--> statement-breakpoint
CREATE TYPE "public"."account_movement" AS ENUM('inflow', 'outflow');--> statement-breakpoint
CREATE TYPE "public"."bank_type" AS ENUM('safe', 'institute');--> statement-breakpoint
CREATE TYPE "public"."transaction_movement" AS ENUM('inflow', 'outflow', 'receivable');--> statement-breakpoint
CREATE TABLE "account_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"movement" "account_movement" NOT NULL,
	"group" "account_group" DEFAULT 'operational' NOT NULL,
	"category_id" integer NOT NULL,
	"resale_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_bank" "bank_type" DEFAULT 'institute' NOT NULL,
	"description" text NOT NULL,
	"ag" varchar(20),
	"account" varchar(30),
	"init_balance_cents" bigint DEFAULT 0 NOT NULL,
	"resale_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banks_safe_no_agency" CHECK ("banks"."type_bank" = 'institute' or ("banks"."ag" is null and "banks"."account" is null))
);
--> statement-breakpoint
CREATE TABLE "payables" (
	"id" serial PRIMARY KEY NOT NULL,
	"resale_id" integer NOT NULL,
	"supplier_id" integer,
	"payment_method_id" integer,
	"account_id" integer,
	"user_id" integer,
	"document" text,
	"description" text,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"value_cents" bigint NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"fine_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payables_value_positive" CHECK ("payables"."value_cents" > 0),
	CONSTRAINT "payables_amount_range" CHECK ("payables"."amount_cents" >= 0 and "payables"."amount_cents" <= "payables"."value_cents")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"movement" "transaction_movement" NOT NULL,
	"date" date NOT NULL,
	"value_cents" bigint NOT NULL,
	"resale_id" integer NOT NULL,
	"account_id" integer,
	"bank_id" integer,
	"user_id" integer,
	"employee_id" integer,
	"sale_id" integer,
	"receivable_id" integer,
	"payable_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_value_positive" CHECK ("transactions"."value_cents" > 0)
);
--> statement-breakpoint
DROP INDEX "receivables_due_idx";--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "employee_id" integer;--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "fine_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receivables" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_category_id_account_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."account_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banks" ADD CONSTRAINT "banks_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_receivable_id_receivables_id_fk" FOREIGN KEY ("receivable_id") REFERENCES "public"."receivables"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payable_id_payables_id_fk" FOREIGN KEY ("payable_id") REFERENCES "public"."payables"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_categories_name_idx" ON "account_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "accounts_resale_movement_idx" ON "accounts" USING btree ("resale_id","movement","description");--> statement-breakpoint
CREATE INDEX "accounts_description_idx" ON "accounts" USING btree ("description");--> statement-breakpoint
CREATE INDEX "accounts_category_idx" ON "accounts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "accounts_description_trgm_idx" ON "accounts" USING gin (f_unaccent(lower("description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banks_resale_idx" ON "banks" USING btree ("resale_id","description");--> statement-breakpoint
CREATE INDEX "banks_description_trgm_idx" ON "banks" USING gin (f_unaccent(lower("description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payables_resale_due_idx" ON "payables" USING btree ("resale_id","due_date");--> statement-breakpoint
CREATE INDEX "payables_due_idx" ON "payables" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "payables_issue_idx" ON "payables" USING btree ("issue_date","id");--> statement-breakpoint
CREATE INDEX "payables_date_idx" ON "payables" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "payables_supplier_idx" ON "payables" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "payables_document_trgm_idx" ON "payables" USING gin (f_unaccent(lower("document")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payables_open_due_idx" ON "payables" USING btree ("due_date") WHERE "payables"."amount_cents" < "payables"."value_cents";--> statement-breakpoint
CREATE INDEX "transactions_date_idx" ON "transactions" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "transactions_date_cover_idx" ON "transactions" USING btree ("date","resale_id","movement","value_cents");--> statement-breakpoint
CREATE INDEX "transactions_resale_date_idx" ON "transactions" USING btree ("resale_id","date","id");--> statement-breakpoint
CREATE INDEX "transactions_user_date_idx" ON "transactions" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "transactions_movement_date_idx" ON "transactions" USING btree ("movement","date","id");--> statement-breakpoint
CREATE INDEX "transactions_sale_idx" ON "transactions" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "transactions_receivable_idx" ON "transactions" USING btree ("receivable_id");--> statement-breakpoint
CREATE INDEX "transactions_payable_idx" ON "transactions" USING btree ("payable_id");--> statement-breakpoint
CREATE INDEX "transactions_account_idx" ON "transactions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "transactions_bank_idx" ON "transactions" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "transactions_description_trgm_idx" ON "transactions" USING gin (f_unaccent(lower("description")) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivables" ADD CONSTRAINT "receivables_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receivables_issue_idx" ON "receivables" USING btree ("issue_date","id");--> statement-breakpoint
CREATE INDEX "receivables_receipt_idx" ON "receivables" USING btree ("receipt_date","id");--> statement-breakpoint
CREATE INDEX "receivables_user_idx" ON "receivables" USING btree ("user_id","due_date");--> statement-breakpoint
CREATE INDEX "receivables_employee_idx" ON "receivables" USING btree ("employee_id","due_date");--> statement-breakpoint
CREATE INDEX "receivables_method_idx" ON "receivables" USING btree ("payment_method_id","due_date");--> statement-breakpoint
CREATE INDEX "receivables_document_trgm_idx" ON "receivables" USING gin (f_unaccent(lower("document")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "receivables_due_idx" ON "receivables" USING btree ("due_date","id");