CREATE TABLE "settlement_empties" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"brand_id" integer,
	"capacity" "cylinder_capacity" NOT NULL,
	"handed_in" integer DEFAULT 0 NOT NULL,
	"expected" integer,
	CONSTRAINT "settlement_empties_key" UNIQUE NULLS NOT DISTINCT("settlement_id","brand_id","capacity"),
	CONSTRAINT "settlement_empties_handed_in_nonnegative" CHECK ("settlement_empties"."handed_in" >= 0)
);
--> statement-breakpoint
ALTER TABLE "settlement_empties" ADD CONSTRAINT "settlement_empties_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_empties" ADD CONSTRAINT "settlement_empties_brand_id_bottle_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."bottle_brands"("id") ON DELETE restrict ON UPDATE no action;