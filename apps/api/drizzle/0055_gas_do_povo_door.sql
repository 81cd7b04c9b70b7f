ALTER TABLE "gas_do_povo_redemptions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "gas_do_povo_redemptions" ADD COLUMN "divergence_cents" bigint;