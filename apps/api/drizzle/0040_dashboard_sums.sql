-- 0040_dashboard_sums: the Painel's sales figures from per-day rows instead of every sale of the
-- period. A busy unit's 30 days are about 40,000 sales; these are a few thousand rows.
--
-- sale_hour_sums: per unit, business day, hour of the day (São Paulo, as sale_list_day) and channel, the
--   counted sales (not canceled or rejected): how many and their total.
-- sale_delivery_sums: per unit, business day, deliverer (0 = none) and delivery-time bucket, the counted
--   sales delivered: bucket 0 is ≤ 15 minutes from the order to the delivery, 1 is ≤ 30, 2 is ≤ 60, 3 is
--   more (packages/domain DELIVERY_BUCKET_LIMITS; ON_TIME_MINUTES is the second limit).
-- Kept like sale_unit_sums (0021): deferred row triggers apply each committed sale's change in key order;
-- replica statement triggers apply bulk loads (demo and bench data) a statement at a time. Rebuilt here.
CREATE TABLE IF NOT EXISTS "sale_hour_sums" (
  "resale_id" integer NOT NULL,
  "day" date NOT NULL,
  "hour" smallint NOT NULL,
  "channel" "sale_channel" NOT NULL,
  "n" bigint NOT NULL,
  "total_cents" bigint NOT NULL,
  CONSTRAINT "sale_hour_sums_resale_id_day_hour_channel_pk" PRIMARY KEY("resale_id","day","hour","channel")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sale_delivery_sums" (
  "resale_id" integer NOT NULL,
  "day" date NOT NULL,
  "employee_id" integer NOT NULL,
  "bucket" smallint NOT NULL,
  "n" bigint NOT NULL,
  CONSTRAINT "sale_delivery_sums_resale_id_day_employee_id_bucket_pk" PRIMARY KEY("resale_id","day","employee_id","bucket")
);--> statement-breakpoint
-- The delivery-time bucket of a delivery: minutes from the order (sold_on) to delivered_at, each limit inclusive.
CREATE OR REPLACE FUNCTION "sale_delivery_bucket"(sold_on timestamptz, delivered_at timestamptz) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN m <= 15 THEN 0 WHEN m <= 30 THEN 1 WHEN m <= 60 THEN 2 ELSE 3 END)::smallint
    FROM (SELECT extract(epoch FROM (delivered_at - sold_on)) / 60.0 AS m) x
$$;
--> statement-breakpoint
-- What one version of a sale adds (sg = 1) or takes away (sg = -1): kind 0 its hour row, kind 1 its delivery row.
CREATE OR REPLACE FUNCTION "sale_dashboard_rows"(s "sales", sg integer)
RETURNS TABLE (kind smallint, resale_id integer, day date, hour smallint, channel "sale_channel",
               employee_id integer, bucket smallint, n bigint, total_cents bigint)
LANGUAGE sql STABLE AS $$
  SELECT 0::smallint, s.resale_id, sale_list_day(s.sold_on),
         extract(hour FROM s.sold_on AT TIME ZONE 'America/Sao_Paulo')::smallint, s.channel,
         NULL::integer, NULL::smallint, sg::bigint, sg * s.total_cents::bigint
   WHERE s.id IS NOT NULL AND s.status NOT IN ('canceled', 'rejected')
  UNION ALL
  SELECT 1::smallint, s.resale_id, sale_list_day(s.sold_on), NULL, NULL,
         coalesce(s.employee_id, 0), sale_delivery_bucket(s.sold_on, s.delivered_at), sg::bigint, 0
   WHERE s.id IS NOT NULL AND s.status NOT IN ('canceled', 'rejected') AND s.delivered_at IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sale_dashboard_sums_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied bigint;
BEGIN
  -- One statement, as sale_list_sums_keep (0021): the delta per row key, applied in key order.
  WITH d AS (
    SELECT * FROM sale_dashboard_rows(OLD, -1) UNION ALL SELECT * FROM sale_dashboard_rows(NEW, 1)
  ), h AS (
    INSERT INTO public.sale_hour_sums AS t (resale_id, day, hour, channel, n, total_cents)
    SELECT d.resale_id, d.day, d.hour, d.channel, sum(d.n), sum(d.total_cents)
      FROM d WHERE d.kind = 0 GROUP BY 1, 2, 3, 4
     HAVING sum(d.n) <> 0 OR sum(d.total_cents) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (resale_id, day, hour, channel) DO UPDATE
      SET n = t.n + excluded.n, total_cents = t.total_cents + excluded.total_cents
    RETURNING t.n
  ), v AS (
    INSERT INTO public.sale_delivery_sums AS t (resale_id, day, employee_id, bucket, n)
    SELECT d.resale_id, d.day, d.employee_id, d.bucket, sum(d.n)
      FROM d WHERE d.kind = 1 GROUP BY 1, 2, 3, 4
     HAVING sum(d.n) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (resale_id, day, employee_id, bucket) DO UPDATE SET n = t.n + excluded.n
    RETURNING t.n
  )
  SELECT count(*) FILTER (WHERE x.n = 0) FROM (SELECT n FROM h UNION ALL SELECT n FROM v) x INTO emptied;
  -- Rows the old version left may now hold no sale: removed, so past days stay few rows.
  IF emptied > 0 THEN
    DELETE FROM public.sale_hour_sums t
     WHERE t.resale_id = OLD.resale_id AND t.day = sale_list_day(OLD.sold_on) AND t.n = 0 AND t.total_cents = 0;
    DELETE FROM public.sale_delivery_sums t
     WHERE t.resale_id = OLD.resale_id AND t.day = sale_list_day(OLD.sold_on) AND t.n = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Bulk loads (replica): each statement's rows at once (the same statement over the transition tables).
CREATE OR REPLACE FUNCTION "sale_dashboard_sums_bulk"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT r.* FROM new_rows s, sale_dashboard_rows(s, 1) r'
    WHEN 'DELETE' THEN 'SELECT r.* FROM old_rows s, sale_dashboard_rows(s, -1) r'
    -- Only the rows whose counted fields changed (a bulk rewrite of the sales' item arrays changes none).
    ELSE 'WITH c AS (SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
                      WHERE (o.status, o.channel, o.sold_on, o.resale_id, o.employee_id, o.total_cents, o.delivered_at)
                            IS DISTINCT FROM (n.status, n.channel, n.sold_on, n.resale_id, n.employee_id, n.total_cents, n.delivered_at))
          SELECT r.* FROM old_rows s, sale_dashboard_rows(s, -1) r WHERE s.id IN (SELECT id FROM c)
          UNION ALL SELECT r.* FROM new_rows s, sale_dashboard_rows(s, 1) r WHERE s.id IN (SELECT id FROM c)'
  END;
  emptied bigint;
BEGIN
  EXECUTE 'WITH d AS (' || src || '), h AS (
    INSERT INTO public.sale_hour_sums AS t (resale_id, day, hour, channel, n, total_cents)
    SELECT d.resale_id, d.day, d.hour, d.channel, sum(d.n), sum(d.total_cents)
      FROM d WHERE d.kind = 0 GROUP BY 1, 2, 3, 4
     HAVING sum(d.n) <> 0 OR sum(d.total_cents) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (resale_id, day, hour, channel) DO UPDATE
      SET n = t.n + excluded.n, total_cents = t.total_cents + excluded.total_cents
    RETURNING t.n
  ), v AS (
    INSERT INTO public.sale_delivery_sums AS t (resale_id, day, employee_id, bucket, n)
    SELECT d.resale_id, d.day, d.employee_id, d.bucket, sum(d.n)
      FROM d WHERE d.kind = 1 GROUP BY 1, 2, 3, 4
     HAVING sum(d.n) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (resale_id, day, employee_id, bucket) DO UPDATE SET n = t.n + excluded.n
    RETURNING t.n
  )
  SELECT count(*) FILTER (WHERE x.n = 0) FROM (SELECT n FROM h UNION ALL SELECT n FROM v) x' INTO emptied;
  IF emptied > 0 THEN
    DELETE FROM public.sale_hour_sums WHERE n = 0 AND total_cents = 0;
    DELETE FROM public.sale_delivery_sums WHERE n = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
LOCK TABLE "sales" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sale_dashboard_sums_ins" AFTER INSERT ON "sales" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "sale_dashboard_sums_keep"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sale_dashboard_sums_upd" AFTER UPDATE ON "sales" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."channel" IS DISTINCT FROM NEW."channel"
    OR OLD."sold_on" IS DISTINCT FROM NEW."sold_on" OR OLD."resale_id" IS DISTINCT FROM NEW."resale_id"
    OR OLD."employee_id" IS DISTINCT FROM NEW."employee_id" OR OLD."total_cents" IS DISTINCT FROM NEW."total_cents"
    OR OLD."delivered_at" IS DISTINCT FROM NEW."delivered_at")
  EXECUTE FUNCTION "sale_dashboard_sums_keep"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sale_dashboard_sums_del" AFTER DELETE ON "sales" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "sale_dashboard_sums_keep"();--> statement-breakpoint
CREATE TRIGGER "sale_dashboard_sums_bulk_ins" AFTER INSERT ON "sales" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sale_dashboard_sums_bulk"();--> statement-breakpoint
CREATE TRIGGER "sale_dashboard_sums_bulk_upd" AFTER UPDATE ON "sales" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sale_dashboard_sums_bulk"();--> statement-breakpoint
CREATE TRIGGER "sale_dashboard_sums_bulk_del" AFTER DELETE ON "sales" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sale_dashboard_sums_bulk"();--> statement-breakpoint
ALTER TABLE "sales" ENABLE REPLICA TRIGGER "sale_dashboard_sums_bulk_ins";--> statement-breakpoint
ALTER TABLE "sales" ENABLE REPLICA TRIGGER "sale_dashboard_sums_bulk_upd";--> statement-breakpoint
ALTER TABLE "sales" ENABLE REPLICA TRIGGER "sale_dashboard_sums_bulk_del";--> statement-breakpoint
INSERT INTO "sale_hour_sums" ("resale_id", "day", "hour", "channel", "n", "total_cents")
  SELECT r.resale_id, r.day, r.hour, r.channel, sum(r.n), sum(r.total_cents)
    FROM "sales" s, sale_dashboard_rows(s, 1) r WHERE r.kind = 0 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "sale_delivery_sums" ("resale_id", "day", "employee_id", "bucket", "n")
  SELECT r.resale_id, r.day, r.employee_id, r.bucket, sum(r.n)
    FROM "sales" s, sale_dashboard_rows(s, 1) r WHERE r.kind = 1 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
