-- No schema change. Number 0031 was never used; this entry keeps the migrations numbered one after the
-- other (tag number = journal idx), so drizzle-kit names and snapshots the next migration right. Its `when`
-- falls between 0030's and 0032's: a database that already has 0032 or later skips it, a newer one runs
-- this no-op.
SELECT 1;
