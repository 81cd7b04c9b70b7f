-- The customer list filtered by birthday reads its page in name order from one index range: a day alone,
-- a month alone, or both (a page of 25 used to walk the name index until it met 25 birthdays, 75,000 rows
-- when names and birthdays happen to go together). The counts read the same indexes.
DROP INDEX IF EXISTS customers_birth_idx;
--> statement-breakpoint
CREATE INDEX customers_birth_idx ON customers (birth_month, birth_day, name, id);
--> statement-breakpoint
CREATE INDEX customers_birth_month_name_idx ON customers (birth_month, name, id);
--> statement-breakpoint
CREATE INDEX customers_birth_day_name_idx ON customers (birth_day, name, id);
