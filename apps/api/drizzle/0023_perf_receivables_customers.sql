-- Reserved for the performance work of this area (filled in a later commit).
SELECT 1;
