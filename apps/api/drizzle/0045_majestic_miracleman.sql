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
ALTER TABLE "product_fiscal" ADD CONSTRAINT "product_fiscal_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;