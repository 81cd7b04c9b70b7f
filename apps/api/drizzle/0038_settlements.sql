-- The day's settlement (acerto) of a deliverer: schema/settlements.ts.
CREATE TYPE "public"."settlement_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TABLE "settlement_amounts" (
	"settlement_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"handed_in_cents" bigint DEFAULT 0 NOT NULL,
	"expected_cents" bigint,
	CONSTRAINT "settlement_amounts_settlement_id_payment_method_id_pk" PRIMARY KEY("settlement_id","payment_method_id"),
	CONSTRAINT "settlement_amounts_handed_in_nonnegative" CHECK ("settlement_amounts"."handed_in_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"resale_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"business_day" date NOT NULL,
	"status" "settlement_status" DEFAULT 'open' NOT NULL,
	"note" text,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"reopened_at" timestamp with time zone,
	"reopened_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlements_day_key" UNIQUE("resale_id","employee_id","business_day"),
	CONSTRAINT "settlements_closed_stamped" CHECK ("settlements"."status" = 'open' or "settlements"."closed_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "settlement_amounts" ADD CONSTRAINT "settlement_amounts_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_amounts" ADD CONSTRAINT "settlement_amounts_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;