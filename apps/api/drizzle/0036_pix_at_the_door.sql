-- PIX at the door: the unit's PIX key and its kind, from which the server builds the
-- static BR Code of a sale paid by PIX; and on each payment, who confirmed its receipt and when.
CREATE TYPE "public"."pix_key_type" AS ENUM('cpf', 'cnpj', 'email', 'phone', 'random');--> statement-breakpoint
ALTER TABLE "resales" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "resales" ADD COLUMN "pix_key_type" "pix_key_type";--> statement-breakpoint
ALTER TABLE "resales" ADD CONSTRAINT "resales_pix_key_with_type" CHECK (("resales"."pix_key" is null) = ("resales"."pix_key_type" is null));--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "pix_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD COLUMN "pix_confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_pix_confirmed_by_users_id_fk" FOREIGN KEY ("pix_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
