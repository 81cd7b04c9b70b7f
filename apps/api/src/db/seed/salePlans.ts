import { type IsoDate, type SaleChannel, type SaleStatus, addDays } from '@ability/domain';

/**
 * The demo's year of orders as plans, with no database: who bought what, when, through which channel, in
 * which status and paid how. `planDemoSales` is pure (a seeded random source, the day given), so the same
 * input gives the same year; seed/sales.ts reads the references it needs and writes the plans in batches.
 */

/** A deterministic random source (mulberry32): the demo is the same on every start with the same day. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a customer buys and how often (seed/customers.ts gives each one its own). */
export type BuyerKind = 'household' | 'water' | 'business';

export interface DemoBuyer {
  id: number;
  kind: BuyerKind;
  /** The customer's own rhythm, in days between orders. */
  intervalDays: number;
  /** Days before today of their first order (a customer who arrived during the year: less than `days`). */
  sinceDays: number;
  /** Days before today of their last order when they stopped buying (null: still buying). */
  stoppedDaysAgo: number | null;
  /** Pays with the term method (boleto), due `termDays` after the sale. */
  term: boolean;
  /** The product and usual quantity of their orders. */
  product: 'p13' | 'p20' | 'p45' | 'water';
  quantity: number;
}

export interface DemoUnitRefs {
  resale_id: number;
  products: Partial<Record<'p13' | 'p20' | 'p45' | 'water', { id: number; price_cents: number }>>;
  deliverers: number[];
  /** Users who take orders (attendants, the owner). */
  sellers: number[];
  methods: { cash: number; pix: number; debit: number | null; credit: number | null; term: number | null };
  buyers: DemoBuyer[];
}

export interface DemoSaleItem {
  product_id: number;
  quantity: number;
  price_cents: number;
  discount_cents: number;
}

export interface DemoSalePayment {
  payment_method_id: number;
  value_cents: number;
  due_date: IsoDate;
}

/** One order as the product stores it (the seam to the sales module's writer: seed/sales.ts writeDemoYear, through writeSales). */
export interface DemoSalePlan {
  resale_id: number;
  /** When it was called in: wall clock in the business's time zone, 'YYYY-MM-DD HH:MM:SS'. */
  at: string;
  day: IsoDate;
  status: SaleStatus;
  channel: SaleChannel;
  customer_id: number | null;
  /** The deliverer (null: handed over at the counter). */
  employee_id: number | null;
  user_id: number | null;
  items: DemoSaleItem[];
  payments: DemoSalePayment[];
  change_cents: number;
  /** Minutes from the call to going out, and of the ride. */
  transit_minutes: number;
  ride_minutes: number;
}

export interface DemoYearInput {
  today: IsoDate;
  /** Minutes since midnight now, in the business's time zone (today's orders stop 3 minutes before). */
  nowMinutes: number;
  days: number;
  units: DemoUnitRefs[];
  seed?: number;
  /** Orders a unit has on a weekday at least (the counter's walk-ins fill the day up to it). */
  weekdayFloor?: [number, number];
}

/** A unit takes at most this many orders on a day of its history. */
const DAY_MOST = 76;

/** How orders spread over the open hours (7 h to 20 h): a morning peak and an early-evening one. */
const HOUR_WEIGHTS: [number, number][] = [
  [7, 3],
  [8, 7],
  [9, 10],
  [10, 10],
  [11, 8],
  [12, 5],
  [13, 4],
  [14, 5],
  [15, 5],
  [16, 6],
  [17, 9],
  [18, 9],
  [19, 5],
];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((s, [, w]) => s + w, 0);

function pickHour(r: number): number {
  let x = r * HOUR_TOTAL;
  for (const [h, w] of HOUR_WEIGHTS) {
    if (x < w) return h;
    x -= w;
  }
  return 19;
}

/** ISO weekday (1 Monday … 7 Sunday) of a day. */
export function isoWeekday(day: IsoDate): number {
  const d = new Date(`${day}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

const pad = (n: number) => String(n).padStart(2, '0');

function pick<T>(r: number, weights: [T, number][]): T {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  let x = r * total;
  for (const [v, w] of weights) {
    if (x < w) return v;
    x -= w;
  }
  return weights[weights.length - 1]![0];
}

/**
 * A reseller's year of orders for each unit:
 * - every customer orders on their own rhythm with a little jitter (±15 %), from their first order to today
 *   or to the day they stopped; an order due on a Sunday waits for Monday half the time; a day holds
 *   DAY_MOST orders at most (the next ones wait a day);
 * - the counter's walk-ins (no customer) fill each day up to the unit's floor for that weekday;
 * - the hour from HOUR_WEIGHTS; channels: households by phone or WhatsApp, businesses also through their
 *   'business' channel, walk-ins at the door or the card machine;
 * - past days finished, about 1 in 25 canceled and 1 in 100 rejected; today's latest ones created, in
 *   transit and delivered, none later than 3 minutes ago;
 * - paid in cash (a third of them with a rounder note: change), PIX or cards, a few split in two;
 *   businesses on term pay with the term method due `30` days after.
 */
export function planDemoSales(input: DemoYearInput): DemoSalePlan[] {
  const rnd = randomSource(input.seed ?? 20260101);
  const [floorLow, floorHigh] = input.weekdayFloor ?? [44, 60];
  const out: DemoSalePlan[] = [];
  for (const unit of input.units) {
    const byDay: DemoSalePlan[][] = Array.from({ length: input.days }, () => []);
    const gas = unit.products.p13;
    if (!gas) continue;
    const item = (product: DemoBuyer['product'], quantity: number, discount: number): DemoSaleItem => {
      const p = unit.products[product] ?? gas;
      return { product_id: p.id, quantity, price_cents: p.price_cents, discount_cents: discount };
    };
    const order = (back: number, customer: DemoBuyer | null): DemoSalePlan | null => {
      const day = addDays(input.today, -back);
      const hour = pickHour(rnd());
      const minute = Math.floor(rnd() * 60);
      const second = Math.floor(rnd() * 60);
      if (back === 0 && hour * 60 + minute > input.nowMinutes - 3) return null;
      const r = rnd();
      const channel: SaleChannel = !customer
        ? r < 0.7
          ? 'door'
          : 'pos'
        : customer.kind === 'business'
          ? pick(r, [
              ['business', 4],
              ['disk', 4],
              ['whatsapp', 2],
            ])
          : customer.kind === 'water'
            ? pick(r, [
                ['disk', 5],
                ['whatsapp', 5],
              ])
            : pick(r, [
                ['disk', 6],
                ['whatsapp', 4],
              ]);
      const items: DemoSaleItem[] = [];
      const discount = rnd() < 0.03 ? 500 : 0;
      if (customer) {
        const q = customer.kind === 'household' && rnd() < 0.05 ? 2 : customer.quantity;
        items.push(item(customer.product, q, discount));
        if (customer.kind === 'household' && rnd() < 0.1 && unit.products.water) items.push(item('water', 1, 0));
      } else {
        items.push(item(rnd() < 0.55 ? 'p13' : 'water', rnd() < 0.85 ? 1 : 2, discount));
      }
      const total = items.reduce((s, i) => s + i.price_cents * i.quantity - i.discount_cents, 0);
      const payments: DemoSalePayment[] = [];
      let change = 0;
      const m = unit.methods;
      if (customer?.term && m.term) {
        payments.push({ payment_method_id: m.term, value_cents: total, due_date: addDays(day, 30) });
      } else {
        const method = pick(rnd(), [
          [m.cash, 45],
          [m.pix, 32],
          [m.debit ?? m.pix, 14],
          [m.credit ?? m.pix, 9],
        ]);
        if (rnd() < 0.05 && method !== m.cash) {
          const half = Math.floor(total / 2);
          payments.push({ payment_method_id: method, value_cents: total - half, due_date: day });
          payments.push({ payment_method_id: m.cash, value_cents: half, due_date: day });
        } else {
          if (method === m.cash && rnd() < 0.33) change = (5000 - (total % 5000)) % 5000;
          payments.push({ payment_method_id: method, value_cents: total + change, due_date: day });
        }
      }
      const counter = channel === 'door' || channel === 'pos';
      const deliverer =
        counter && rnd() < 0.6 ? null : (unit.deliverers[Math.floor(rnd() * unit.deliverers.length)] ?? null);
      const s = rnd();
      return {
        resale_id: unit.resale_id,
        at: `${day} ${pad(hour)}:${pad(minute)}:${pad(second)}`,
        day,
        status: back > 0 && s < 0.04 ? 'canceled' : back > 0 && s < 0.05 ? 'rejected' : 'finished',
        channel,
        customer_id: customer?.id ?? null,
        employee_id: deliverer,
        user_id: unit.sellers[Math.floor(rnd() * unit.sellers.length)] ?? null,
        items,
        payments,
        change_cents: change,
        transit_minutes: 2 + Math.floor(rnd() * 8),
        ride_minutes: rnd() < 0.86 ? 6 + Math.floor(rnd() * 22) : 30 + Math.floor(rnd() * 56),
      };
    };

    for (const buyer of unit.buyers) {
      const until = buyer.stoppedDaysAgo ?? 0;
      // The first order of the year: a customer of long date starts anywhere in their rhythm.
      let back =
        Math.min(buyer.sinceDays, input.days - 1) -
        (buyer.sinceDays >= input.days ? Math.floor(rnd() * buyer.intervalDays) : 0);
      while (back >= until) {
        let placed = back;
        // An order due on a Sunday mostly waits for Monday.
        if (placed > 0 && isoWeekday(addDays(input.today, -placed)) === 7 && rnd() < 0.5) placed--;
        // A full day (DAY_MOST orders) sends them to the next one: they call again tomorrow.
        while (placed > 0 && byDay[placed]!.length >= DAY_MOST) placed--;
        const plan = order(placed, buyer);
        if (plan) byDay[placed]!.push(plan);
        back = placed - Math.max(1, Math.round(buyer.intervalDays * (0.85 + rnd() * 0.3)));
      }
    }
    // Walk-ins fill each day up to its floor (Sundays half of it).
    for (let back = 0; back < input.days; back++) {
      const day = addDays(input.today, -back);
      const wd = isoWeekday(day);
      const floor = Math.round((floorLow + rnd() * (floorHigh - floorLow)) * (wd === 7 ? 0.5 : wd === 6 ? 1.1 : 1));
      const list = byDay[back]!;
      const want = back === 0 ? Math.round((floor * Math.max(0, input.nowMinutes - 7 * 60)) / (13 * 60)) : floor;
      for (let tries = 0; list.length < want && tries < want * 3; tries++) {
        const plan = order(back, null);
        if (plan) list.push(plan);
      }
    }
    // Today's latest orders are still being worked on.
    const today = byDay[0]!.sort((a, b) => (a.at < b.at ? 1 : -1));
    for (const [k, p] of today.entries())
      p.status = k < 2 ? 'created' : k < 4 ? 'in_transit' : k < 7 ? 'delivered' : k === 8 ? 'canceled' : 'finished';
    for (const list of byDay) out.push(...list);
  }
  // Within a unit, one order per second at most: the writer numbers them by their moment.
  out.sort((a, b) => a.resale_id - b.resale_id || (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return out;
}
