-- 0019_perf_call_logs: the call log's search by customer name reads the matching calls, not every customer.
-- Each call keeps its customer's name as searched (customers.name_search: lower-case, accent-free), copied by
-- a trigger when the call is written or its customer changes (also when a deleted customer's calls are set to
-- null), and again in the statement that renames the customer. `customer_id in (customers whose name contains
-- X)` becomes a test of the call's own column: the list walks its date order testing it (common names), or
-- collects the calls from the column's trigram or 5-character-piece index (rare names), and counts them there
-- instead of looking up the calls of 25,000 customers named 'ana…'.
-- No call or rename may commit between the fill and the triggers.
LOCK TABLE "customers" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
LOCK TABLE "call_logs" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "call_logs" ADD COLUMN IF NOT EXISTS "customer_name_search" text;--> statement-breakpoint
UPDATE "call_logs" l SET "customer_name_search" = c."name_search"
  FROM "customers" c
 WHERE c."id" = l."customer_id" AND l."customer_name_search" IS DISTINCT FROM c."name_search";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "call_logs_customer_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."customer_id" IS NULL THEN
    NEW."customer_name_search" := NULL;
  ELSE
    -- FOR SHARE waits for a rename of the customer in progress and then reads the new name (a plain read
    -- would copy the old one, and the rename's update of the calls would not see this new call).
    SELECT c."name_search" INTO NEW."customer_name_search"
      FROM public."customers" c WHERE c."id" = NEW."customer_id" FOR SHARE;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "call_logs_customer_name" BEFORE INSERT OR UPDATE OF "customer_id" ON "call_logs"
  FOR EACH ROW EXECUTE FUNCTION "call_logs_customer_name"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "customers_call_logs_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public."call_logs" SET "customer_name_search" = NEW."name_search" WHERE "customer_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "customers_call_logs_name" AFTER UPDATE OF "name" ON "customers"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "customers_call_logs_name"();--> statement-breakpoint
-- Short searches ('ana') through trigrams, longer ones through their 5-character pieces (customers_search_grams,
-- 0014_perf_customers.sql); calls without a customer are not indexed. fastupdate off: a pending list (filled by
-- every new call) would be read whole by each search.
CREATE INDEX IF NOT EXISTS "call_logs_customer_name_trgm_idx" ON "call_logs" USING gin ("customer_name_search" gin_trgm_ops)
  WITH (fastupdate = off) WHERE "customer_name_search" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "call_logs_customer_name_grams_idx" ON "call_logs" USING gin ("customers_search_grams"("customer_name_search"))
  WITH (fastupdate = off) WHERE "customer_name_search" IS NOT NULL;
--> statement-breakpoint
-- call_log_hours: how many calls of each kind began in each hour (UTC), kept by statement triggers in the
-- transaction of every insert, update and delete of `call_logs`. The count of the list over every unit without
-- a name (the screen of an admin: a month is 250,000 calls, the whole log 1,000,000) sums the hours inside the
-- range and counts only the calls of its partial hours at each end (none for whole local days in a timezone of
-- whole hours), instead of reading every call of the range. Calls are few next to sales: one row per hour and
-- kind, no shards (a concurrent call of the same hour waits only for the end of a short transaction).
CREATE TABLE IF NOT EXISTS "call_log_hours" (
  "hour" timestamp with time zone NOT NULL,
  "kind" "call_kind" NOT NULL,
  "n" bigint NOT NULL,
  PRIMARY KEY ("hour", "kind")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "call_logs_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Per-statement deltas, applied in key order (concurrent statements lock the rows in one order).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.call_log_hours AS h ("hour", kind, n)
      SELECT date_trunc('hour', created_at, 'UTC'), kind, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("hour", kind) DO UPDATE SET n = h.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.call_log_hours AS h ("hour", kind, n)
      SELECT date_trunc('hour', created_at, 'UTC'), kind, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("hour", kind) DO UPDATE SET n = h.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO public.call_log_hours AS h ("hour", kind, n)
      SELECT "hour", kind, sum(dn)
        FROM (
          SELECT date_trunc('hour', created_at, 'UTC') AS "hour", kind, 1 AS dn FROM new_rows
          UNION ALL
          SELECT date_trunc('hour', created_at, 'UTC'), kind, -1 FROM old_rows
        ) d
       GROUP BY 1, 2 HAVING sum(dn) <> 0 ORDER BY 1, 2
      ON CONFLICT ("hour", kind) DO UPDATE SET n = h.n + excluded.n;
  ELSE
    DELETE FROM public.call_log_hours;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "call_logs_hours_ins" ON "call_logs";--> statement-breakpoint
DROP TRIGGER IF EXISTS "call_logs_hours_upd" ON "call_logs";--> statement-breakpoint
DROP TRIGGER IF EXISTS "call_logs_hours_del" ON "call_logs";--> statement-breakpoint
DROP TRIGGER IF EXISTS "call_logs_hours_truncate" ON "call_logs";--> statement-breakpoint
CREATE TRIGGER "call_logs_hours_ins" AFTER INSERT ON "call_logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "call_logs_hours"();--> statement-breakpoint
CREATE TRIGGER "call_logs_hours_upd" AFTER UPDATE ON "call_logs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "call_logs_hours"();--> statement-breakpoint
CREATE TRIGGER "call_logs_hours_del" AFTER DELETE ON "call_logs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "call_logs_hours"();--> statement-breakpoint
CREATE TRIGGER "call_logs_hours_truncate" AFTER TRUNCATE ON "call_logs" FOR EACH STATEMENT EXECUTE FUNCTION "call_logs_hours"();--> statement-breakpoint
-- Filled from the log as it is (re-running the migration rebuilds it).
DELETE FROM "call_log_hours";--> statement-breakpoint
INSERT INTO "call_log_hours" ("hour", "kind", "n")
  SELECT date_trunc('hour', "created_at", 'UTC'), "kind", count(*) FROM "call_logs" GROUP BY 1, 2;
