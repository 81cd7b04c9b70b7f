-- Missed calls: 'Retornado' is kept on the call; the queue of a unit's incoming calls
-- not returned reads the partial index call_logs_missed_idx, and the sale that answered a call is looked
-- for on read through sales_customer_created_idx (a customer's sales in a window of created_at; with the
-- (customer_id, sold_on) index alone each call read every sale of its customer: 2.4 s for a day of
-- 7,500 calls in apps/api/test/call-logs-missed-bench.test.ts).
ALTER TABLE "call_logs" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_logs" ADD COLUMN "returned_by" integer;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_logs_missed_idx" ON "call_logs" USING btree ("resale_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "call_logs"."kind" = 'incoming' and "call_logs"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "sales_customer_created_idx" ON "sales" USING btree ("customer_id","created_at");
