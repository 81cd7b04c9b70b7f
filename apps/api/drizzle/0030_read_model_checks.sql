-- 0030_read_model_checks: the rule of products.list_json_head (0020_perf_stock_lists) as a function of the
-- product's row, so that the trigger writing it and the read models' check (apps/api/src/read-models/stock.ts)
-- compute it in one place. The text it gives is the same as before.
CREATE OR REPLACE FUNCTION "product_list_json_head"(p "products") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat(
    '{"id":', p.id, ',"description":', to_json(p.description),
    ',"price_cents":', p.price_cents, ',"resale_id":', p.resale_id,
    ',"resale":{"id" : ', r.id, ', "name" : ', to_json(r.name),
    '},"bottle_id":', coalesce(p.bottle_id::text, 'null'),
    ',"bottle":', CASE WHEN b.id IS NULL THEN 'null'
      ELSE concat('{"id" : ', b.id, ', "description" : ', to_json(b.description), '}') END,
    ',"category_id":', coalesce(p.category_id::text, 'null'),
    ',"category":', CASE WHEN c.id IS NULL THEN 'null'
      ELSE concat('{"id" : ', c.id, ', "name" : ', to_json(c.name), '}') END,
    ',"default":', CASE WHEN p."default" THEN 'true' ELSE 'false' END,
    ',"stock":{"platform" : ')
    FROM (SELECT 1) one
    LEFT JOIN public.resales r ON r.id = p.resale_id
    LEFT JOIN public.products b ON b.id = p.bottle_id
    LEFT JOIN public.categories c ON c.id = p.category_id
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_list_json_head"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_json_head := public.product_list_json_head(NEW);
  RETURN NEW;
END
$$;
