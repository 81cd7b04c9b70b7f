import { addDays, cpfWithCheckDigits, todayIn } from '@ability/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import {
  accountCategories,
  accounts,
  banks,
  customers,
  payables,
  paymentMethodResales,
  paymentMethods,
  receivables,
  supplierResales,
  transactions,
  users,
} from '../schema/index';

const CUSTOMERS = [
  'Maria Aparecida dos Santos',
  'José Carlos Pereira',
  'Padaria Pão Quente Ltda.',
  'Restaurante Sabor Caseiro',
];

/**
 * Demo finance for the demo units: a chart of accounts, a safe and a bank per unit, four months of
 * expenses and other inflows, receivables of the units' customers (some overdue, one partly and one
 * fully received, with their receipts in the cash) and payables to the suppliers (some overdue, one
 * paid). Customers are taken from the unit; a unit without any gets a few. Their debt is left to
 * seedDemo's rebuildFigures.
 */
export async function seedFinance(tx: Executor, units: number[], opts: { days?: number } = {}): Promise<void> {
  const history = opts.days ?? 120;
  const day = todayIn(process.env.APP_TIMEZONE ?? 'America/Sao_Paulo');
  const cats = await tx
    .insert(accountCategories)
    .values(
      ['Vendas', 'Despesas operacionais', 'Pessoal', 'Impostos', 'Financeiro', 'Investimentos'].map((name) => ({
        name,
      })),
    )
    .returning({ id: accountCategories.id, name: accountCategories.name });
  const cat = (name: string) => cats.find((c) => c.name === name)!.id;
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);

  for (const [u, resale_id] of units.entries()) {
    const acc = await tx
      .insert(accounts)
      .values([
        {
          description: 'Venda de gás e água',
          movement: 'inflow',
          group: 'operational',
          category_id: cat('Vendas'),
          resale_id,
        },
        {
          description: 'Recebimento de clientes',
          movement: 'inflow',
          group: 'operational',
          category_id: cat('Vendas'),
          resale_id,
        },
        {
          description: 'Rendimentos de aplicação',
          movement: 'inflow',
          group: 'financial',
          category_id: cat('Financeiro'),
          resale_id,
        },
        {
          description: 'Compra de botijões cheios',
          movement: 'outflow',
          group: 'operational',
          category_id: cat('Despesas operacionais'),
          resale_id,
        },
        {
          description: 'Combustível dos veículos',
          movement: 'outflow',
          group: 'operational',
          category_id: cat('Despesas operacionais'),
          resale_id,
        },
        {
          description: 'Salários e encargos',
          movement: 'outflow',
          group: 'operational',
          category_id: cat('Pessoal'),
          resale_id,
        },
        {
          description: 'Aluguel do depósito',
          movement: 'outflow',
          group: 'operational',
          category_id: cat('Despesas operacionais'),
          resale_id,
        },
        {
          description: 'Tarifas bancárias',
          movement: 'outflow',
          group: 'financial',
          category_id: cat('Financeiro'),
          resale_id,
        },
        {
          description: 'Simples Nacional',
          movement: 'outflow',
          group: 'operational',
          category_id: cat('Impostos'),
          resale_id,
        },
        {
          description: 'Compra de equipamentos',
          movement: 'outflow',
          group: 'investment',
          category_id: cat('Investimentos'),
          resale_id,
        },
      ])
      .returning({ id: accounts.id, description: accounts.description });
    const a = (d: string) => acc.find((x) => x.description.startsWith(d))!.id;

    const [safe] = await tx
      .insert(banks)
      .values([
        { type_bank: 'safe', description: 'Cofre da loja', init_balance_cents: 50000 + u * 20000, resale_id },
        {
          type_bank: 'institute',
          description: 'Banco do Brasil',
          ag: `${3344 + u}-5`,
          account: `${20871 + u}-X`,
          init_balance_cents: 1250000,
          resale_id,
        },
      ])
      .returning({ id: banks.id });

    // Cash expenses over the history the demo sales cover (seed/sales.ts), so the cash and closing
    // screens have outflows through that history. Rent, payroll and fuel are the month's bills, paid as
    // payables below: not here too.
    const expenses: (typeof transactions.$inferInsert)[] = [];
    const plan: [string, string, number, number][] = [
      ['Compra de botijões cheios', 'Carga de P13 - Copagaz', 7, 1850000],
      ['Tarifas bancárias', 'Tarifa de manutenção de conta', 10, 4590],
      ['Simples Nacional', 'DAS - Simples Nacional', 20, 187345],
    ];
    for (const [account, description, every, cents] of plan)
      for (let back = every - 1 - u; back < history; back += every)
        expenses.push({
          description,
          movement: 'outflow',
          date: addDays(day, -back),
          value_cents: cents + back * 7,
          resale_id,
          account_id: a(account),
          user_id: admin?.id,
        });
    expenses.push(
      {
        description: 'Venda de cascos usados',
        movement: 'inflow',
        date: addDays(day, -4),
        value_cents: 36000,
        resale_id,
        account_id: a('Venda de gás'),
        user_id: admin?.id,
        bank_id: safe!.id,
      },
      {
        description: 'Rendimento da poupança',
        movement: 'inflow',
        date: addDays(day, -1),
        value_cents: 1873,
        resale_id,
        account_id: a('Rendimentos'),
        user_id: admin?.id,
      },
      {
        description: 'Venda no balcão (dinheiro)',
        movement: 'inflow',
        date: day,
        value_cents: 24000,
        resale_id,
        account_id: a('Venda de gás'),
        user_id: admin?.id,
        bank_id: safe!.id,
      },
    );
    await tx.insert(transactions).values(expenses);

    // Customers of the unit (a few are created when the unit has none yet).
    let unitCustomers = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(eq(customers.resale_id, resale_id))
      .limit(6);
    if (unitCustomers.length < 3)
      unitCustomers = await tx
        .insert(customers)
        .values(
          CUSTOMERS.map((name, i) => ({
            name: u ? `${name} (Valinhos)` : name,
            resale_id,
            cpf_cnpj: i < 2 ? cpfWithCheckDigits(String(123456789 + i * 1111 + u * 7)) : null,
          })),
        )
        .returning({ id: customers.id, name: customers.name });

    const methods = await tx
      .select({ id: paymentMethods.id, description: paymentMethods.description })
      .from(paymentMethods)
      .innerJoin(
        paymentMethodResales,
        and(eq(paymentMethodResales.owner_id, paymentMethods.id), eq(paymentMethodResales.resale_id, resale_id)),
      );
    const boleto = methods.find((m) => m.description.startsWith('Boleto'))?.id ?? methods[0]?.id ?? null;
    const pix = methods.find((m) => m.description === 'PIX')?.id ?? boleto;

    const bills: [number, number, number, number, string][] = [
      // [customer index, days from today to the due date, value, received, document]
      [0, -20, 11000, 0, '1021'],
      [1, -8, 23000, 10000, '1034'],
      [2, -3, 48000, 0, '1040'],
      [0, 5, 11500, 0, '1052'],
      [3, 12, 96000, 0, '1060'],
      [1, 25, 23000, 0, '1071'],
      [2, -15, 36000, 36000, '1011'],
      [3, 0, 15500, 0, '1080'],
    ];
    for (const [ci, due, value, received, doc] of bills) {
      const customer = unitCustomers[ci % unitCustomers.length]!;
      const [row] = await tx
        .insert(receivables)
        .values({
          resale_id,
          customer_id: customer.id,
          payment_method_id: received ? pix : boleto,
          account_id: a('Recebimento'),
          user_id: admin?.id,
          document: `${doc}${u}`,
          description: 'Venda a prazo - botijões P13',
          issue_date: addDays(day, due - 30),
          due_date: addDays(day, due),
          value_cents: value,
          received_cents: received,
          receipt_date: received ? addDays(day, Math.min(0, due + 2)) : null,
        })
        .returning({ id: receivables.id });
      if (received)
        await tx.insert(transactions).values({
          description: `Recebimento da conta a receber #${row!.id} - ${customer.name}`,
          movement: 'receivable',
          date: addDays(day, Math.min(0, due + 2)),
          value_cents: received,
          resale_id,
          account_id: a('Recebimento'),
          user_id: admin?.id,
          receivable_id: row!.id,
        });
    }

    const unitSuppliers = await tx
      .select({ id: supplierResales.owner_id })
      .from(supplierResales)
      .where(eq(supplierResales.resale_id, resale_id));
    const payPlan: [number, number, string, string, number][] = [
      // [days to due, value, description, document, paid]
      [-6, 1850000, 'Carga de botijões P13', 'NF 88121', 0],
      [-2, 320000, 'Aluguel do depósito', 'REC 11', 0],
      [4, 187345, 'DAS - Simples Nacional', 'DAS 03', 0],
      [0, 89000, 'Frete da carga', 'CT-e 5120', 0],
      [15, 945000, 'Carga de botijões P45', 'NF 88410', 0],
      [-12, 54000, 'Manutenção da Fiorino', 'OS 771', 54000],
    ];
    // The month's bills over the history: rent, the payroll and the fuel station's invoice, due on the 5th,
    // the 5th and the 10th, paid on their due day; next month's still open.
    const dayOfMonth = Number(day.slice(8, 10));
    for (let m = 0; 30 * m < history; m++) {
      const due = (d: number) => d - dayOfMonth + 30 - 30 * m;
      const bill = (d: number, value: number, description: string, document: string) =>
        payPlan.push([due(d), value, description, document, due(d) < 0 ? value : 0]);
      bill(5, 320000, 'Aluguel do depósito', `REC ${100 + m}`);
      bill(5, 980000 + u * 120000, 'Folha de pagamento', `FOLHA ${100 + m}`);
      bill(10, 410000 + (m % 3) * 15000, 'Combustível do mês - Posto Bandeirantes', `NF ${9000 + m}`);
    }
    for (const [i, [due, value, description, document, paid]] of payPlan.entries()) {
      const supplier = unitSuppliers[i % Math.max(1, unitSuppliers.length)];
      if (!supplier) break;
      const account = description.startsWith('Carga')
        ? a('Compra de botijões')
        : description.startsWith('Aluguel')
          ? a('Aluguel')
          : description.startsWith('DAS')
            ? a('Simples')
            : description.startsWith('Folha')
              ? a('Salários')
              : a('Combustível');
      const [row] = await tx
        .insert(payables)
        .values({
          resale_id,
          supplier_id: supplier.id,
          payment_method_id: boleto,
          account_id: account,
          user_id: admin?.id,
          document,
          description,
          issue_date: addDays(day, due - 20),
          due_date: addDays(day, due),
          value_cents: value,
          amount_cents: paid,
          date: paid ? addDays(day, due) : null,
        })
        .returning({ id: payables.id });
      if (paid)
        await tx.insert(transactions).values({
          description: `Pagamento da conta a pagar #${row!.id} - ${description}`,
          movement: 'outflow',
          date: addDays(day, due),
          value_cents: paid,
          resale_id,
          account_id: account,
          user_id: admin?.id,
          payable_id: row!.id,
        });
    }
  }
}
