ALTER TABLE "resales" ADD COLUMN "deliverers_take_orders" boolean DEFAULT false NOT NULL;
