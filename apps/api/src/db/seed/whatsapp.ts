// The demo's WhatsApp: a few conversations of Centro's customers this morning, received through the product's
// own inbound path — Meta's webhook payload read by readWebhook, stored by storeDelivery, matched by the job's
// processNext (a number no customer has becomes a customer) — and one answered with an order (createSale).
// Nothing is sent: the demo has no WhatsApp number configured.
import { sql } from 'drizzle-orm';
import { createSale } from '../../modules/sales/service';
import { readWebhook } from '../../modules/whatsapp/payload';
import { processNext, storeDelivery } from '../../modules/whatsapp/process';
import { type Db, queryRows } from '../client';
import { demoActor } from './gasDoPovo';

/** The demo's number at Meta (the webhook's `metadata.phone_number_id`). */
const DEMO_PHONE_NUMBER_ID = '109876543210987';

/** What the customers wrote, minutes before now: their number (null: an existing customer's) and lines. */
const CHATS: { name: string; phone: string | null; minutesAgo: number; lines: string[] }[] = [
  {
    name: '',
    phone: null,
    minutesAgo: 95,
    lines: ['Bom dia! Vocês entregam um P13 hoje ainda?', 'Pago no PIX na entrega.'],
  },
  { name: '', phone: null, minutesAgo: 52, lines: ['Oi, quanto está o galão de água de 20 litros?'] },
  {
    name: 'Patrícia Moura',
    phone: '19987651234',
    minutesAgo: 31,
    lines: [
      'Boa tarde, sou nova no bairro. Vocês atendem na Rua Coronel Quirino?',
      'Preciso de um botijão amanhã cedo.',
    ],
  },
  { name: '', phone: null, minutesAgo: 8, lines: ['Meu gás acabou agora, consegue mandar um P13 até as 11h?'] },
];

/**
 * Receives the demo's conversations and answers the first with an order paid in PIX; answers how many
 * conversations. Called inside the demo's transaction, after the year (the order is one of today's), and by
 * the day in progress on later days (day.ts).
 */
export async function seedWhatsapp(db: Db, resaleId: number, now = new Date()): Promise<number> {
  const actor = await demoActor(db);
  if (!actor) return 0;
  const known = await queryRows<{ customer_id: number; name: string; phone: string }>(
    db,
    sql`select c.id as customer_id, c.name, x.phone from customers c
          join customer_contacts x on x.customer_id = c.id
          join customer_groups g on g.id = c.group_id
         where c.resale_id = ${resaleId} and g.description = 'Residencial' and length(x.phone) = 11
         order by c.id limit ${CHATS.length}`,
  );
  const chats = CHATS.map((c, k) => {
    const customer = c.phone ? null : known[k];
    return { ...c, name: c.name || customer?.name || 'Cliente', phone: c.phone ?? customer?.phone ?? null };
  }).filter((c): c is (typeof CHATS)[number] & { phone: string } => !!c.phone);
  let n = 0;
  const payload = {
    object: 'whatsapp_business_account',
    entry: chats.map((c) => ({
      id: '102938475610293',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '551932345678', phone_number_id: DEMO_PHONE_NUMBER_ID },
            contacts: [{ profile: { name: c.name }, wa_id: `55${c.phone}` }],
            messages: c.lines.map((body, k) => ({
              from: `55${c.phone}`,
              id: `wamid.DEMO${String(++n).padStart(4, '0')}${now.getTime()}`,
              timestamp: String(Math.floor(now.getTime() / 1000) - (c.minutesAgo - k) * 60),
              type: 'text',
              text: { body },
            })),
          },
        },
      ],
    })),
  };
  const { messages, statuses } = readWebhook(payload, now);
  await storeDelivery(db, new Map([[DEMO_PHONE_NUMBER_ID, resaleId]]), messages, statuses);
  while (await processNext(db)) {}

  // The first conversation answered with an order: a P13 paid in PIX on delivery.
  const [order] = await queryRows<{ customer_id: number; product_id: number; price_cents: number; pix: number }>(
    db,
    sql`select c.customer_id,
               (select id from products where resale_id = ${resaleId} and description like 'Gás P13%' order by id limit 1) as product_id,
               (select price_cents from products where resale_id = ${resaleId} and description like 'Gás P13%' order by id limit 1) as price_cents,
               (select m.id from payment_methods m join payment_method_resales x on x.payment_method_id = m.id
                 where x.resale_id = ${resaleId} and m.description = 'PIX' order by m.id limit 1) as pix
          from whatsapp_conversations c where c.resale_id = ${resaleId} and c.wa_id = ${`55${chats[0]?.phone}`}`,
  );
  if (!order?.customer_id || !order.product_id || !order.pix) return chats.length;
  await createSale(db, actor, {
    resale_id: resaleId,
    channel: 'whatsapp',
    customer_id: order.customer_id,
    obs: 'Pedido pelo WhatsApp.',
    items_attributes: [{ product_id: order.product_id, quantity: 1 }],
    payments_attributes: [{ payment_method_id: order.pix, value_cents: Number(order.price_cents), due_date: null }],
  });
  return chats.length;
}
