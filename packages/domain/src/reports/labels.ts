import type { SaleStatus } from '../sales/status';

/** Texts of the reports (with the statuses and channels as the reports show them). */
export const REPORT_TEXTS = {
  dailyClosing: 'Fechamento diário',
  averagePrice: 'Preço médio por produto',
  productPerSeller: 'Fechamento de venda por produto',
  paymentMethodPerSeller: 'Vendas por forma de pagamento',
  menu: 'Relatórios',
  generate: 'Gerar relatório',
  print: 'Imprimir',
  printSelection: 'Selecione as seções para imprimir',
  exportCsv: 'Exportar CSV',
  exportXlsx: 'Exportar XLSX',
  period: 'Período',
  noData: 'Nenhum dado no período.',
  noSeller: 'Sem vendedor',
  noGroup: 'Sem grupo',
  noSector: 'Sem setor',
  seller: 'Vendedor',
  product: 'Produto',
  paymentMethod: 'Forma de pagamento',
  quantity: 'Quantidade',
  totalValue: 'Valor total',
  averagePriceColumn: 'Preço médio',
  value: 'Valor',
  total: 'Total',
  subtotal: 'Subtotal',
  status: 'Status',
  count: 'Quantidade de pedidos',
  description: 'Descrição',
  date: 'Data',
  sections: {
    employees_payments: 'Entradas por forma de pagamento por vendedor',
    employees_products: 'Produtos por vendedor',
    payments_received: 'Recebimentos',
    status: 'Pedidos por status',
    expenses: 'Saídas / despesas',
    result: 'Resultado',
    chart: 'Últimos sete dias',
  },
  averageSections: {
    products: 'Geral',
    channels: 'Por canal de venda',
    employees: 'Por vendedor',
    groups: 'Por grupo',
    sectors: 'Por setor',
  },
  result: {
    sales_cash: 'Vendas à vista',
    receipts: 'Recebimentos de contas a receber',
    other_inflows: 'Outras entradas',
    inflow: 'Entradas',
    outflow: 'Saídas',
    balance: 'Saldo',
  },
} as const;

/** Order statuses as the daily closing names them. */
export const REPORT_STATUS_LABELS: Record<SaleStatus, string> = {
  created: 'criado',
  rejected: 'rejeitado',
  in_transit: 'em trânsito',
  finished: 'finalizado',
  canceled: 'cancelado',
  delayed: 'atrasado',
  delivered: 'entregue',
};

/** The seeds' chart palette: seven colours, cycling. */
export const REPORT_PALETTE = ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452'] as const;

export const reportColor = (i: number): string => REPORT_PALETTE[i % REPORT_PALETTE.length]!;

/** Average price in cents: total ÷ quantity, rounded half up; 0 without quantity. */
export function averagePriceCents(totalCents: number, quantity: number): number {
  return quantity > 0 ? Math.round(totalCents / quantity) : 0;
}
