CREATE TABLE "bottle_brand_resales" (
	"bottle_brand_id" integer NOT NULL,
	"resale_id" integer NOT NULL,
	CONSTRAINT "bottle_brand_resales_bottle_brand_id_resale_id_pk" PRIMARY KEY("bottle_brand_id","resale_id")
);
--> statement-breakpoint
CREATE TABLE "bottle_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"name_search" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bottle_brand_resales" ADD CONSTRAINT "bottle_brand_resales_bottle_brand_id_bottle_brands_id_fk" FOREIGN KEY ("bottle_brand_id") REFERENCES "public"."bottle_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bottle_brand_resales" ADD CONSTRAINT "bottle_brand_resales_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bottle_brand_resales_resale_idx" ON "bottle_brand_resales" USING btree ("resale_id");--> statement-breakpoint
CREATE INDEX "bottle_brands_list_idx" ON "bottle_brands" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "bottle_brands_name_search_trgm_idx" ON "bottle_brands" USING gin ("name_search" gin_trgm_ops);