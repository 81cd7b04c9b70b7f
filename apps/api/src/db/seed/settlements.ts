import { addDays, todayIn } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { closeSettlement, getSettlement } from '../../modules/settlements/service';
import { userPayload } from '../../modules/session/service';
import { type Db, queryRows } from '../client';

/** Days of the demo's closed settlements (acertos): a month, ending a few days ago (the last days are still open). */
const CLOSED_DAYS = 30;
const OPEN_DAYS = 4;

/**
 * A month of the deliverers' closed days (acertos), closed by the owner through the settlements module's own
 * close (closeSettlement): each deliverer handed in what their sales expected, but now and then the cash
 * came R$ 10,00 short (a difference shown on the day). Called inside the demo's transaction.
 */
export async function seedSettlements(db: Db, timeZone: string): Promise<void> {
  const [admin] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where role = 'admin' order by id limit 1`,
  );
  const user = admin ? await userPayload(db, admin.id) : null;
  if (!user) return;
  const actor = { user, ip: null };
  const today = todayIn(timeZone);
  const pairs = await queryRows<{ resale_id: number; employee_id: number }>(
    db,
    sql`select er.resale_id, er.employee_id from employee_resales er join employees e on e.id = er.employee_id
         where e.role = 'deliverer' order by 1, 2`,
  );
  for (let back = OPEN_DAYS + CLOSED_DAYS - 1; back >= OPEN_DAYS; back--) {
    const date = addDays(today, -back);
    for (const [k, p] of pairs.entries()) {
      const day = await getSettlement(db, actor, { ...p, date });
      if (day.sales_count === 0) continue;
      const short = (back + k) % 11 === 0;
      await closeSettlement(
        db,
        actor,
        {
          ...p,
          date,
          note: short ? 'Faltaram R$ 10,00 no dinheiro: desconta no próximo acerto.' : undefined,
          amounts_attributes: day.lines.map((l) => ({
            payment_method_id: l.payment_method_id,
            handed_in_cents: Math.max(
              0,
              l.expected_cents - (short && l.payment_method.description === 'Dinheiro' ? 1000 : 0),
            ),
          })),
        },
        new Date(`${addDays(date, 1)}T11:00:00Z`),
      );
    }
  }
}
