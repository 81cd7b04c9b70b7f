ALTER TABLE "fiscal_notes" ALTER COLUMN "series" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ALTER COLUMN "access_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ALTER COLUMN "xml" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "build_fix" jsonb;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "provider" text DEFAULT 'sefaz' NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "provider" text DEFAULT 'sefaz' NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "nuvem_client_id" text;--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD COLUMN "nuvem_client_secret_enc" text;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_built" CHECK ("fiscal_notes"."build_fix" is not null or ("fiscal_notes"."series" is not null and "fiscal_notes"."number" is not null and "fiscal_notes"."access_key" is not null and "fiscal_notes"."xml" is not null));--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_build_rejected" CHECK ("fiscal_notes"."build_fix" is null or "fiscal_notes"."state" = 'rejeitada');--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD CONSTRAINT "fiscal_settings_provider" CHECK ("fiscal_settings"."provider" in ('sefaz', 'nuvem_fiscal'));