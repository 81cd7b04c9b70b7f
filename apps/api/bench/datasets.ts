import { cnpjWithCheckDigits } from '@ability/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { salesDataset } from './sales-datasets';
import { productEntriesDataset, stockAppointmentsDataset, stockProducts } from './stock-datasets';
import { callLogsDataset } from './call-datasets';
import type { Dataset } from './types';

const BRANDS = [
  'Gás Bom Jesus',
  'Gás São Jorge',
  'Chama Azul',
  'Gás Estrela',
  'Gás Central',
  'Fogão Feliz',
  'Gás Santa Rita',
  'Gás Nossa Senhora Aparecida',
  'Botijão Express',
  'Gás Popular',
  'Gás do Vale',
  'Gás Ipê',
];
const NEIGHBORHOODS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Taquaral',
  'Cambuí',
  'Barão Geraldo',
  'São Bernardo',
  'Jardim Paulista',
  'Vila Industrial',
  'Parque Itália',
  'Santa Cecília',
  'Bosque',
  'Jardim Eulina',
];
const STREETS = [
  'Rua Barão de Jaguara',
  'Avenida Brasil',
  'Rua José Paulino',
  'Avenida Norte-Sul',
  'Rua Coronel Quirino',
  'Rua Dr. Quirino',
  'Avenida Orosimbo Maia',
  'Rua das Flores',
  'Rua Sete de Setembro',
  'Avenida dos Esportes',
  'Rua Tiradentes',
];

const textArray = (values: string[]) => sql`${JSON.stringify(values)}::jsonb`;

/** Business units with their addresses, spread over real municipalities. */
const resales: Dataset = {
  name: 'resales',
  rows: { small: 50, medium: 500, large: 5000 },
  async generate(db, count) {
    // CNPJs with valid check digits come from the domain package, passed as one JSON parameter.
    const cnpjs = Array.from({ length: count }, (_, i) => cnpjWithCheckDigits(String(90_000_000_0001 + i)));
    await db.execute(sql`
      with c as (select array_agg(id order by id) as ids from (select id from cities order by id limit 800) x),
      names as (
        select g,
               ${textArray(BRANDS)} ->> (g % ${BRANDS.length}) as brand,
               ${textArray(NEIGHBORHOODS)} ->> ((g * 7) % ${NEIGHBORHOODS.length}) as neighborhood,
               ${textArray(STREETS)} ->> ((g * 11) % ${STREETS.length}) as street,
               ${JSON.stringify(cnpjs)}::jsonb ->> (g - 1) as cnpj
          from generate_series(1, ${count}::int) g
      ),
      a as (
        insert into addresses (patio, number, neighborhood, zipcode, city_id, complement)
        select n.street, (1 + (n.g * 37) % 2500)::text, n.neighborhood,
               lpad(((13000000 + n.g * 97) % 100000000)::text, 8, '0'),
               c.ids[1 + (n.g * 13) % array_length(c.ids, 1)],
               case when n.g % 5 = 0 then 'Sala ' || (n.g % 40 + 1) end
          from names n cross join c
         order by n.g
        returning id
      ),
      numbered as (select id, row_number() over (order by id) as g from a)
      insert into resales (name, phone, email, cnpj, ie, anp_number, storage, resale_type, address_id)
      select n.brand || ' - ' || n.neighborhood || ' ' || n.g,
             '19' || '9' || lpad(((n.g * 7919) % 100000000)::text, 8, '0'),
             'unidade' || n.g || '@' || lower(replace(translate(n.brand, 'áâãéêíóôõúç', 'aaaeeiooouc'), ' ', '')) || '.com.br',
             n.cnpj,
             lpad(((n.g * 104729) % 1000000000000)::text, 12, '0'),
             '35.' || lpad((n.g % 1000000)::text, 6, '0') || '-' || (n.g % 10),
             (n.g % 20) * 20,
             (case when n.g % 4 = 0 then 'point' else 'resale' end)::resale_type,
             numbered.id
        from names n join numbered on numbered.g = n.g
    `);
    return { resaleQuery: 'sao jorge' };
  },
};

const FIRST = [
  'José',
  'Maria',
  'Ana',
  'João',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Luíza',
  'Pedro',
  'Márcia',
  'Lucas',
  'Juliana',
  'Rafael',
  'Fernanda',
  'Marcos',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
];

/** Employees (deliverers and attendants), each in one or two units. */
const employees: Dataset = {
  name: 'employees',
  rows: { small: 200, medium: 2000, large: 20000 },
  async generate(db, count) {
    await db.execute(sql`
      with r as (select array_agg(id order by id) as ids from resales),
      e as (
        insert into employees (name, phone, email, role, cpf, birthday)
        select (${textArray(FIRST)} ->> (g % ${FIRST.length})) || ' ' || (${textArray(LAST)} ->> ((g * 7) % ${LAST.length})) || ' ' || (${textArray(LAST)} ->> ((g * 3) % ${LAST.length})),
               '199' || lpad(((g * 7919) % 100000000)::text, 8, '0'),
               'func' || g || '@empresa.com.br',
               (case when g % 3 = 0 then 'attendant' else 'deliverer' end)::employee_role,
               lpad(((g::bigint * 15485863) % 100000000000)::text, 11, '0'),
               date '1970-01-01' + (g * 37 % 15000)
          from generate_series(1, ${count}::int) g
        returning id
      )
      insert into employee_resales (employee_id, resale_id)
      select e.id, r.ids[1 + (e.id * 13) % array_length(r.ids, 1)] from e cross join r
      on conflict do nothing
    `);
    return { employeeQuery: 'maria silva' };
  },
};

/** Users linked to employees that have none yet, in their employee's units. */
const users: Dataset = {
  name: 'users',
  rows: { small: 100, medium: 1000, large: 10000 },
  async generate(db, count) {
    await db.execute(sql`
      with picked as (
        select e.id as employee_id, row_number() over (order by e.id) as g
          from employees e where not exists (select 1 from users u where u.employee_id = e.id)
         order by e.id limit ${count}::int
      ),
      u as (
        insert into users (email, phone, password_hash, role, employee_id)
        select 'usuario' || g || '@empresa.com.br', '198' || lpad(((g * 104729) % 100000000)::text, 8, '0'),
               '$argon2id$bench-not-a-real-hash', (case when g % 2 = 0 then 'attendant' else 'deliverer' end)::role, employee_id
          from picked
        returning id, employee_id
      )
      insert into user_resales (user_id, resale_id)
      select u.id, er.resale_id from u join employee_resales er on er.employee_id = u.employee_id
      on conflict do nothing
    `);
    return { userQuery: 'usuario1' };
  },
};

const METHODS = ['Dinheiro', 'PIX', 'Cartão de débito', 'Cartão de crédito', 'Boleto', 'Vale-gás', 'Cheque', 'Fiado'];

/** Payment methods, each in one unit (a business has a handful per unit). */
const paymentMethodsSet: Dataset = {
  name: 'payment_methods',
  rows: { small: 100, medium: 1000, large: 10000 },
  async generate(db, count) {
    await db.execute(sql`
      with r as (select array_agg(id order by id) as ids from resales),
      m as (
        insert into payment_methods (description, is_card, card_type, delivery_time, adm_tax)
        select (${textArray(METHODS)} ->> (g % ${METHODS.length})) || ' ' || g,
               g % ${METHODS.length} in (2, 3),
               (case g % ${METHODS.length} when 2 then 'debit' when 3 then 'credit' else 'other' end)::card_type,
               case when g % ${METHODS.length} = 4 then 30 else 0 end,
               case when g % ${METHODS.length} in (2, 3) then 1.99 else 0 end
          from generate_series(1, ${count}::int) g
        returning id
      )
      insert into payment_method_resales (payment_method_id, resale_id)
      select m.id, r.ids[1 + (m.id * 17) % array_length(r.ids, 1)] from m cross join r
      on conflict do nothing
    `);
    return { paymentMethodQuery: 'cartao de credito' };
  },
};

const MODELS = [
  ['Volkswagen', 'Delivery 9.170'],
  ['Ford', 'Cargo 816'],
  ['Mercedes-Benz', 'Accelo 815'],
  ['Fiat', 'Strada'],
  ['Honda', 'CG 160 Cargo'],
  ['Fiat', 'Fiorino'],
  ['Iveco', 'Daily 35-150'],
];

/** Vehicles with old and Mercosul plates, each in one unit. */
const vehiclesSet: Dataset = {
  name: 'vehicles',
  rows: { small: 200, medium: 2000, large: 20000 },
  async generate(db, count) {
    await db.execute(sql`
      with r as (select array_agg(id order by id) as ids from resales),
      v as (
        insert into vehicles (license_plate, brand, model, fuel_type)
        select chr(65 + g % 26) || chr(65 + (g / 26) % 26) || chr(65 + (g / 676) % 26)
                 || (g % 10)::text
                 || case when g % 2 = 0 then chr(65 + (g / 10) % 26) else ((g / 10) % 10)::text end
                 || lpad(((g / 7) % 100)::text, 2, '0'),
               ${JSON.stringify(MODELS)}::jsonb -> (g % ${MODELS.length}) ->> 0,
               ${JSON.stringify(MODELS)}::jsonb -> (g % ${MODELS.length}) ->> 1,
               (array['gas', 'diesel', 'alcohol', 'flex'])[1 + g % 4]::fuel_type
          from generate_series(1, ${count}::int) g
        returning id
      )
      insert into vehicle_resales (vehicle_id, resale_id)
      select v.id, r.ids[1 + (v.id * 19) % array_length(r.ids, 1)] from v cross join r
      on conflict do nothing
    `);
    return { vehicleQuery: 'cargo' };
  },
};

const SUPPLIERS = ['Ultragaz', 'Liquigás', 'Supergasbras', 'Copagaz', 'Nacional Gás', 'Consigaz', 'Minasgás'];

/** Suppliers (distributors of gas and water), each in one unit. */
const suppliersSet: Dataset = {
  name: 'suppliers',
  rows: { small: 200, medium: 2000, large: 20000 },
  async generate(db, count) {
    await db.execute(sql`
      with r as (select array_agg(id order by id) as ids from resales),
      s as (
        insert into suppliers (name, trade_name, phone, email, cpf_cnpj)
        select (${textArray(SUPPLIERS)} ->> (g % ${SUPPLIERS.length})) || ' Distribuidora ' || g,
               (${textArray(SUPPLIERS)} ->> (g % ${SUPPLIERS.length})),
               '1133' || lpad(((g * 7919) % 1000000)::text, 6, '0'),
               'compras' || g || '@fornecedor.com.br',
               lpad(((g::bigint * 15485863) % 100000000000000)::text, 14, '0')
          from generate_series(1, ${count}::int) g
        returning id
      )
      insert into supplier_resales (supplier_id, resale_id)
      select s.id, r.ids[1 + (s.id * 23) % array_length(r.ids, 1)] from s cross join r
      on conflict do nothing
    `);
    return { supplierQuery: 'liquigas' };
  },
};

/** Everything the bench creates, in order. Later areas append their dataset (customers, sales, …). */
/**
 * Customers (with address, one or two phones, group, sector, birthday, statistics): half of them in the
 * first unit (the busy one the sales bench sells in, so its re-purchase queue and segments are those of a
 * 100,000-customer unit), the rest spread over the units; large = 200,000, the size a large reseller reaches.
 */
const customersDataset: Dataset = {
  name: 'customers',
  rows: { small: 5000, medium: 50000, large: 200000 },
  async generate(db, count) {
    await db.execute(sql`
      insert into customer_groups (description, resale_id)
      select d, r.id from resales r cross join unnest(array['Residencial', 'Condomínio', 'Comércio', 'Restaurante']) d`);
    await db.execute(sql`
      insert into customer_sectors (description, resale_id)
      select d, r.id from resales r cross join unnest(array['Zona Norte', 'Zona Sul', 'Centro', 'Rural']) d`);
    const [base] = await queryRows<{ n: number }>(db, sql`select coalesce(max(id), 0)::int as n from addresses`);
    await db.execute(sql`
      insert into addresses (id, patio, number, neighborhood, city_id)
      select ${base!.n}::int + g, (${textArray(STREETS)} ->> (g % ${STREETS.length})), (g % 2000)::text,
             (${textArray(NEIGHBORHOODS)} ->> ((g * 7) % ${NEIGHBORHOODS.length})), 3509502
        from generate_series(1, ${count}::int) g`);
    await db.execute(sql`select setval(pg_get_serial_sequence('addresses', 'id'), (select max(id) from addresses))`);
    // One insert, groups, sectors and the address search text included: an UPDATE of customers afterwards
    // fires their row triggers per customer (minutes at 200,000).
    await db.execute(sql`
      with r as (select array_agg(id order by id) as ids from resales),
      gr as (select resale_id, array_agg(id order by id) as ids from customer_groups group by resale_id),
      se as (select resale_id, array_agg(id order by id) as ids from customer_sectors group by resale_id),
      c as (
        select g, case when g % 2 = 0 then r.ids[1] else r.ids[1 + g % array_length(r.ids, 1)] end as resale_id,
               (${textArray(STREETS)} ->> (g % ${STREETS.length})) as patio,
               (${textArray(NEIGHBORHOODS)} ->> ((g * 7) % ${NEIGHBORHOODS.length})) as neighborhood
          from generate_series(1, ${count}::int) g cross join r)
      insert into customers (name, resale_id, address_id, group_id, sector_id, birth_day, birth_month, contacted,
                             last_sale_on, purchase_interval_days, next_purchase_on, debt_cents, address_search)
      select (${textArray(FIRST)} ->> (c.g % ${FIRST.length})) || ' ' || (${textArray(LAST)} ->> ((c.g * 7) % ${LAST.length})) || ' ' || (${textArray(LAST)} ->> ((c.g * 3) % ${LAST.length})),
             c.resale_id, ${base!.n}::int + c.g,
             case when c.g % 3 = 0 then gr.ids[1 + c.g % 4] end, case when c.g % 3 = 0 then se.ids[1 + c.g % 4] end,
             1 + c.g % 28, 1 + c.g % 12,
             (array['scheduled', 'whatsapp', 'dont_answer', null, null, null])[1 + c.g % 6],
             current_date - (c.g % 90), 15 + c.g % 30, current_date - (c.g % 90) + 15 + c.g % 30, (c.g % 10) * 1000,
             f_unaccent(lower(concat_ws(' ', c.patio, (c.g % 2000)::text, c.neighborhood, 'Campinas')))
        from c left join gr on gr.resale_id = c.resale_id left join se on se.resale_id = c.resale_id
       order by c.g`);
    await db.execute(sql`
      insert into customer_contacts (customer_id, resale_id, phone, whatsapp)
      select id, resale_id, '19' || lpad((900000000 + id)::text, 9, '0'), id % 2 = 0 from customers
      on conflict do nothing`);
    await db.execute(sql`analyze customers`);
    await db.execute(sql`analyze customer_contacts`);
    return { customerName: 'maria silva', customerAddress: 'flores 12', customerPhone: '999001234' };
  },
};

export const DATASETS: Dataset[] = [
  resales,
  employees,
  users,
  paymentMethodsSet,
  vehiclesSet,
  suppliersSet,
  customersDataset,
  stockProducts,
  productEntriesDataset,
  stockAppointmentsDataset,
];

const EXPENSES = [
  'Combustível',
  'Compra de botijões',
  'Aluguel',
  'Energia elétrica',
  'Salários',
  'Tarifa bancária',
  'Manutenção',
];

/**
 * Finance: two accounts per unit, customers for the receivables (when the customers dataset has not
 * made them), `count` cash entries over the last two years (inflows, outflows and receipts), and
 * receivables and payables in proportion (300 and 100 per 1000 entries), some received or paid.
 */
const financeSet: Dataset = {
  name: 'finance (transactions; 30% receivables, 10% payables)',
  rows: { small: 20_000, medium: 200_000, large: 1_000_000 },
  async generate(db, count) {
    const receivablesCount = Math.round(count * 0.3);
    const payablesCount = Math.round(count * 0.1);
    await db.execute(sql`insert into account_categories (name) values ('Bench') on conflict do nothing`);
    await db.execute(sql`
      insert into accounts (description, movement, "group", category_id, resale_id)
      select m.description, m.movement::account_movement, 'operational', (select min(id) from account_categories), r.id
        from resales r cross join (values ('Vendas', 'inflow'), ('Despesas', 'outflow')) m(description, movement)`);
    await db.execute(sql`
      insert into customers (name, resale_id, cpf_cnpj)
      select (${textArray(FIRST)} ->> (g % ${FIRST.length})) || ' ' || (${textArray(LAST)} ->> ((g / ${FIRST.length}) % ${LAST.length})) || ' ' || g,
             r.ids[1 + (g * 31) % array_length(r.ids, 1)],
             lpad(((g::bigint * 7919) % 100000000000)::text, 11, '0')
        from generate_series(1, greatest(0, ${Math.round(receivablesCount / 10)}::int - (select count(*)::int from customers))) g,
             (select array_agg(id order by id) as ids from resales) r`);
    await db.execute(sql`
      with acc as (
        select resale_id, max(id) filter (where movement = 'inflow') as inflow, max(id) filter (where movement = 'outflow') as outflow
          from accounts group by resale_id
      ), r as (select array_agg(id order by id) as ids from resales),
      admin as (select min(id) as id from users where role = 'admin'),
      g as (
        select g, r.ids[1 + (g * 7) % array_length(r.ids, 1)] as resale_id,
               (array['inflow', 'outflow', 'outflow', 'receivable', 'receivable', 'outflow', 'inflow', 'receivable', 'outflow', 'inflow'])[1 + g % 10] as movement
          from generate_series(1, ${count}::int) g, r
      )
      insert into transactions (description, movement, date, value_cents, resale_id, account_id, user_id)
      select case g.movement when 'outflow' then ${textArray(EXPENSES)} ->> (g.g % ${EXPENSES.length})
                             when 'inflow' then 'Venda no balcão' else 'Venda #' || g.g end,
             g.movement::transaction_movement,
             current_date - (g.g % 730),
             1000 + (g.g::bigint * 7919) % 150000,
             g.resale_id,
             case g.movement when 'inflow' then acc.inflow when 'outflow' then acc.outflow end,
             admin.id
        from g join acc on acc.resale_id = g.resale_id cross join admin`);
    await db.execute(sql`
      with c as (select array_agg(id order by id) as ids from customers),
      m as (select array_agg(id order by id) as ids from payment_methods),
      -- Materialized: the join below then carries g's few columns, not the arrays (a 1 MB array of
      -- customer ids on each of 300,000 rows spilled to disk until the disk was full).
      g as materialized (
        select g, c.ids[1 + (g * 13) % array_length(c.ids, 1)] as customer_id, m.ids[1 + g % array_length(m.ids, 1)] as method,
               (1000 + (g::bigint * 6151) % 90000)::int as value, current_date - 365 + (g % 730) as due
          from generate_series(1, ${receivablesCount}::int) g, c, m
      )
      insert into receivables (resale_id, customer_id, payment_method_id, document, description, issue_date, due_date,
                               value_cents, received_cents, receipt_date, user_id)
      select cu.resale_id, g.customer_id, g.method, (100000 + g.g)::text, 'Venda a prazo', g.due - 30, g.due, g.value,
             case when g.g % 10 < 4 then g.value when g.g % 10 = 4 then g.value / 2 else 0 end,
             case when g.g % 10 <= 4 then g.due end,
             (select min(id) from users where role = 'admin')
        from g join customers cu on cu.id = g.customer_id`);
    await db.execute(sql`
      update customers c set debt_cents = d.debt
        from (select customer_id, sum(value_cents - received_cents) as debt from receivables
               where received_cents < value_cents group by customer_id) d
       where d.customer_id = c.id`);
    await db.execute(sql`
      with s as (select supplier_id, resale_id, row_number() over (order by supplier_id, resale_id) as n from supplier_resales),
      total as (select count(*) as n from s),
      g as (select g, 1 + (g * 17) % total.n as pick, (5000 + (g::bigint * 3571) % 500000)::int as value, current_date - 365 + (g % 730) as due
              from generate_series(1, ${payablesCount}::int) g, total)
      insert into payables (resale_id, supplier_id, document, description, issue_date, due_date, value_cents, amount_cents, date)
      select s.resale_id, s.supplier_id, 'NF ' || g.g, 'Carga de botijões', g.due - 20, g.due, g.value,
             case when g.g % 2 = 0 then g.value else 0 end, case when g.g % 2 = 0 then g.due end
        from g join s on s.n = g.pick`);
    return { transactionQuery: 'combustivel', receivableQuery: 'joao oliveira' };
  },
};

DATASETS.push(financeSet);
DATASETS.push(callLogsDataset);

// Sales after the customers, products, payment methods and finance they refer to.
DATASETS.push(salesDataset);
