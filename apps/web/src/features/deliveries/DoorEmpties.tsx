import { DELIVERY_TEXTS as D } from '@ability/domain';
import { Button } from 'antd';
import type { EmptyBrands } from '../../api/empties';
import type { Sale, SaleDoorEmpty } from '../../api/sales';

/** The sale's refills whose empty comes back at the door (a capacity, not the cylinder itself). */
export const doorRefills = (sale: Sale) => sale.items.filter((i) => i.product.capacity && !i.product.is_cylinder);

/**
 * The brand shown for each refill: the one tapped on the card, else the one a move still waiting carries,
 * else what the sale's ledger holds, else the unit's flag (its default).
 */
export function shownEmptyBrands(
  sale: Sale,
  tapped: ReadonlyMap<number, number | null>,
  waiting: readonly SaleDoorEmpty[],
  tied: number | null,
): Map<number, number | null> {
  const shown = new Map<number, number | null>();
  for (const i of doorRefills(sale)) {
    const queued = waiting.findLast((e) => e.product_id === i.product_id);
    shown.set(
      i.product_id,
      tapped.has(i.product_id)
        ? tapped.get(i.product_id)!
        : queued
          ? queued.empty_brand_id
          : (i.empty_brand_id ?? tied),
    );
  }
  return shown;
}

/** What goes with the next move: the brands that differ from what the sale's ledger holds. */
export const doorEmptiesToSend = (sale: Sale, shown: ReadonlyMap<number, number | null>): SaleDoorEmpty[] =>
  doorRefills(sale).flatMap((i) => {
    const b = shown.get(i.product_id);
    return b === undefined || b === i.empty_brand_id ? [] : [{ product_id: i.product_id, empty_brand_id: b }];
  });

/**
 * The card's empties: per refill, the unit's brands as big buttons (one tap picks, the unit's flag or the
 * sale's brand picked to begin with). The choice rides with the card's next move through the move queue
 * (kept on the phone without signal, sent once), and the server writes the empty's movement with it.
 */
export function DoorEmpties({
  sale,
  brands,
  shown,
  onPick,
}: {
  sale: Sale;
  brands: EmptyBrands['brands'];
  shown: ReadonlyMap<number, number | null>;
  onPick: (productId: number, brandId: number) => void;
}) {
  const refills = doorRefills(sale);
  const own = brands.filter((b) => b.resale_ids.includes(sale.resale_id));
  if (!refills.length || !own.length) return null;
  return (
    <section className="delivery-card-empties" data-testid="door-empties">
      {refills.map((i) => (
        <fieldset key={i.id} className="delivery-card-empties-set">
          <legend className="delivery-card-empties-title">{D.emptyBrand(i.quantity, i.product.capacity!)}</legend>
          <div className="delivery-card-empties-brands">
            {own.map((b) => {
              const on = shown.get(i.product_id) === b.id;
              return (
                <Button
                  key={b.id}
                  size="large"
                  type={on ? 'primary' : 'default'}
                  aria-pressed={on}
                  onClick={() => onPick(i.product_id, b.id)}
                >
                  {b.name}
                </Button>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="text-secondary delivery-card-empties-note">{D.emptyBrandNote}</div>
    </section>
  );
}
