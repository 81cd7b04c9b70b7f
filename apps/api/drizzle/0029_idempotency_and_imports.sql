-- Idempotency keys (apps/api/src/plugins/idempotency.ts), as Stripe documents them: a key is bound to its
-- request (user, method, path and a hash of the body), claimed for a short lease, and finished by the write
-- itself. `token` names the claim's holder: a retry that finds the lease of a vanished holder expired takes
-- the claim over with a new token. The write's transaction calls idempotency_done (through its audit entry,
-- lib/audit.ts) with the token it holds: the key is marked done, and the created record noted, in the same
-- commit as the write; a holder whose claim was taken over fails there, so its write rolls back.
ALTER TABLE "idempotency_keys" ADD COLUMN "body_hash" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "record_id" text;--> statement-breakpoint
UPDATE "idempotency_keys" SET "done_at" = "created_at" WHERE "status_code" IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION idempotency_done(p_user integer, p_key text, p_token text, p_resource text, p_record text)
RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF p_key IS NULL THEN
    RETURN true;
  END IF;
  -- The record a create call answers with: the first one created of the resource its path names.
  UPDATE idempotency_keys
     SET done_at = coalesce(done_at, now()),
         record_id = CASE
           WHEN record_id IS NULL AND p_record IS NOT NULL AND regexp_replace(path, '^.*/', '') = p_resource THEN p_record
           ELSE record_id END
   WHERE user_id = p_user AND key = p_key AND token = p_token;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'idempotency_claim_lost';
  END IF;
  RETURN true;
END $$;
--> statement-breakpoint
-- Customer imports (POST /api/customers/import) run as background jobs in short batches; their state lives
-- here so any server process can answer GET /api/customers/import/{id}. A job whose heartbeat stops (its
-- process ended) is reported 'interrupted'; rows already written stay (a re-import updates them).
CREATE TABLE "customer_imports" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "resale_id" integer NOT NULL REFERENCES "resales"("id") ON DELETE CASCADE,
  "file_name" text NOT NULL,
  "state" varchar(20) DEFAULT 'running' NOT NULL,
  "total" integer NOT NULL,
  "done" integer DEFAULT 0 NOT NULL,
  "created" integer DEFAULT 0 NOT NULL,
  "updated" integer DEFAULT 0 NOT NULL,
  "refused" integer DEFAULT 0 NOT NULL,
  "error" text,
  "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone,
  CONSTRAINT "customer_imports_state_check" CHECK ("state" IN ('running', 'finished', 'failed', 'interrupted')),
  CONSTRAINT "customer_imports_done_check" CHECK ("done" >= 0 AND "done" <= "total")
);--> statement-breakpoint
-- One running import per unit: two at once would both create the customers the other is creating.
CREATE UNIQUE INDEX "customer_imports_running_idx" ON "customer_imports" ("resale_id") WHERE "state" = 'running';--> statement-breakpoint
CREATE INDEX "customer_imports_created_idx" ON "customer_imports" ("created_at");--> statement-breakpoint
CREATE TABLE "customer_import_failures" (
  "import_id" integer NOT NULL REFERENCES "customer_imports"("id") ON DELETE CASCADE,
  "line" integer NOT NULL,
  "name" text NOT NULL,
  "errors" jsonb NOT NULL,
  "reason" text NOT NULL,
  CONSTRAINT "customer_import_failures_pk" PRIMARY KEY ("import_id", "line")
);
