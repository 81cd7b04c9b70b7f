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
CREATE TABLE "product_fiscal" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"ncm" text NOT NULL,
	"cest" text,
	"cfop" text NOT NULL,
	"origin" text NOT NULL,
	"icms_kind" text NOT NULL,
	"icms_code" text NOT NULL,
	"ad_rem_rate_e4" integer NOT NULL,
	"pis_cst" text NOT NULL,
	"cofins_cst" text NOT NULL,
	"anp_code" text,
	"anp_description" text,
	"p_glp_e4" integer NOT NULL,
	"p_gnn_e4" integer NOT NULL,
	"p_gni_e4" integer NOT NULL,
	"start_value_cents" integer NOT NULL,
	"taxable_unit" text NOT NULL,
	"taxable_per_unit_e4" integer NOT NULL,
	"ibs_cbs_cst" text NOT NULL,
	"ibs_cbs_class" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_fiscal_comb_percentages" CHECK ("product_fiscal"."anp_code" is null or "product_fiscal"."p_glp_e4" + "product_fiscal"."p_gnn_e4" + "product_fiscal"."p_gni_e4" = 1000000),
	CONSTRAINT "product_fiscal_icms_kind" CHECK ("product_fiscal"."icms_kind" in ('cst', 'csosn'))
);
--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD CONSTRAINT "fiscal_settings_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fiscal" ADD CONSTRAINT "product_fiscal_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;