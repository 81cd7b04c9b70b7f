CREATE TABLE "demo_database" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day_topped_at" timestamp with time zone
);
