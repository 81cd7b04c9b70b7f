CREATE TABLE "fiscal_settings" (
	"resale_id" integer PRIMARY KEY NOT NULL,
	"crt" integer DEFAULT 1 NOT NULL,
	"environment" text DEFAULT 'homologacao' NOT NULL,
	"series" integer DEFAULT 1 NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	"issue_on" text DEFAULT 'manual' NOT NULL,
	"csc_id" text,
	"csc_token_enc" text,
	"certificate_enc" text,
	"certificate_password_enc" text,
	"certificate_holder" text,
	"certificate_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_settings_environment" CHECK ("fiscal_settings"."environment" in ('homologacao', 'producao')),
	CONSTRAINT "fiscal_settings_issue_on" CHECK ("fiscal_settings"."issue_on" in ('manual', 'save', 'delivered')),
	CONSTRAINT "fiscal_settings_numbers" CHECK ("fiscal_settings"."series" between 0 and 999 and "fiscal_settings"."next_number" between 1 and 999999999)
);
--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD CONSTRAINT "fiscal_settings_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;