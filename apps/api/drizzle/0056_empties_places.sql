CREATE TYPE "public"."tied_brand_policy" AS ENUM('warn', 'refuse');--> statement-breakpoint
ALTER TYPE "public"."empty_cause" ADD VALUE 'destroca';--> statement-breakpoint
ALTER TYPE "public"."empty_cause" ADD VALUE 'transfer';--> statement-breakpoint
ALTER TABLE "resales" ADD COLUMN "tied_brand_policy" "tied_brand_policy" DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "resales" ADD COLUMN "storage_class_kg" integer;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "bottle_brand_id" integer;--> statement-breakpoint
ALTER TABLE "empty_moves" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_bottle_brand_id_bottle_brands_id_fk" FOREIGN KEY ("bottle_brand_id") REFERENCES "public"."bottle_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "empty_moves_appointment_idx" ON "empty_moves" USING btree ("appointment_id") WHERE "empty_moves"."appointment_id" is not null;--> statement-breakpoint
ALTER TABLE "resales" ADD CONSTRAINT "resales_storage_class_positive" CHECK ("resales"."storage_class_kg" is null or "resales"."storage_class_kg" > 0);--> statement-breakpoint
-- ==== Hand-written tail (empties: comodato in the ledger) ====
-- A lending (comodato) adjustment's rows in the empties' ledger, brought to what it is now: its bottles out
-- of the depot full (place, cheio: -quantity), on the customer's loan (loan: quantity - written_off), the
-- returned ones back as empties (place, vazio: +written_off); nothing left for a deleted one. Appends the
-- difference per key (the ledger is append-only), of the brand its first rows named, else the unit's tied
-- brand. Called by the adjustments' writes (stock-appointments/service.ts), the demo seed, and below to
-- convert the lendings written before.
CREATE FUNCTION "empty_moves_comodato"(a_id integer, by_user integer, at timestamptz DEFAULT now())
RETURNS void LANGUAGE sql AS $$
  WITH a AS (
    SELECT a.resale_id, a.customer_id, a.product_id, p.capacity, a.quantity, a.written_off,
           coalesce((SELECT m.brand_id FROM empty_moves m WHERE m.appointment_id = a.id ORDER BY m.id LIMIT 1),
                    r.tied_brand_id) AS brand_id
      FROM stock_appointments a
      JOIN products p ON p.id = a.product_id
      JOIN resales r ON r.id = a.resale_id
     WHERE a.id = a_id AND a.movement = 'lending' AND a.customer_id IS NOT NULL AND p.capacity IS NOT NULL
  ), want AS (
    SELECT resale_id, NULL::int AS customer_id, 'place'::empty_account AS account, brand_id, capacity,
           'cheio'::empty_state AS state, product_id, -quantity AS q FROM a
    UNION ALL SELECT resale_id, customer_id, 'loan', brand_id, capacity, 'cheio', product_id, quantity - written_off FROM a
    UNION ALL SELECT resale_id, NULL, 'place', brand_id, capacity, 'vazio', product_id, written_off FROM a
  ), have AS (
    SELECT resale_id, customer_id, account, brand_id, capacity, state, product_id, sum(quantity)::int AS q
      FROM empty_moves WHERE appointment_id = a_id
     GROUP BY resale_id, customer_id, account, brand_id, capacity, state, product_id
  )
  INSERT INTO empty_moves (resale_id, customer_id, account, brand_id, capacity, state, product_id, quantity,
                           cause, appointment_id, user_id, created_at)
  SELECT coalesce(w.resale_id, h.resale_id), coalesce(w.customer_id, h.customer_id), coalesce(w.account, h.account),
         coalesce(w.brand_id, h.brand_id), coalesce(w.capacity, h.capacity), coalesce(w.state, h.state),
         coalesce(w.product_id, h.product_id), coalesce(w.q, 0) - coalesce(h.q, 0), 'comodato', a_id, by_user, at
    FROM want w
    FULL JOIN have h ON h.resale_id = w.resale_id AND h.customer_id IS NOT DISTINCT FROM w.customer_id
     AND h.account = w.account AND h.brand_id IS NOT DISTINCT FROM w.brand_id AND h.capacity = w.capacity
     AND h.state = w.state AND h.product_id = w.product_id
   WHERE coalesce(w.q, 0) <> coalesce(h.q, 0)
   ORDER BY 1, 2 NULLS FIRST, 3, 4 NULLS FIRST, 5, 6, 7
$$;--> statement-breakpoint
-- The lendings written before: converted once, dated as they were written.
SELECT "empty_moves_comodato"(a.id, a.user_id, a.created_at)
  FROM "stock_appointments" a WHERE a.movement = 'lending' ORDER BY a.id;
