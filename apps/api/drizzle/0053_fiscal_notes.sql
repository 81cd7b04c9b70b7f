CREATE TABLE "fiscal_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"resale_id" integer NOT NULL,
	"model" integer DEFAULT 65 NOT NULL,
	"series" integer NOT NULL,
	"number" integer NOT NULL,
	"access_key" text NOT NULL,
	"state" text DEFAULT 'em_processamento' NOT NULL,
	"xml" text NOT NULL,
	"protocol" text,
	"received_at" text,
	"c_stat" text,
	"x_motivo" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_notes_number" UNIQUE("resale_id","model","series","number"),
	CONSTRAINT "fiscal_notes_sale" UNIQUE("sale_id"),
	CONSTRAINT "fiscal_notes_key" UNIQUE("access_key"),
	CONSTRAINT "fiscal_notes_state" CHECK ("fiscal_notes"."state" in ('em_processamento', 'autorizada', 'rejeitada')),
	CONSTRAINT "fiscal_notes_authorised" CHECK ("fiscal_notes"."state" <> 'autorizada' or "fiscal_notes"."protocol" is not null)
);
--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_notes" ADD CONSTRAINT "fiscal_notes_resale_id_resales_id_fk" FOREIGN KEY ("resale_id") REFERENCES "public"."resales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_notes_pending" ON "fiscal_notes" USING btree ("state");--> statement-breakpoint
-- Hand-written (fiscal_notes): the sales list shows each sale's note state (nfce_status), so a change to a
-- note drops the kept list replies like a change to the sale (0028_kept_sales).
CREATE TRIGGER fiscal_notes_kept_sales AFTER INSERT OR UPDATE OF state OR DELETE ON fiscal_notes
  FOR EACH STATEMENT EXECUTE FUNCTION kept_replies_notify('ability_sales');
