/** Texts of the day's settlement (acerto), pt-BR: the office's screen, the deliverer's summary, the API's errors. */
export const SETTLEMENT_TEXTS = {
  menu: 'Acerto',
  title: 'Acerto do entregador',
  fields: {
    resale: 'Unidade',
    employee: 'Entregador',
    date: 'Dia',
    method: 'Forma de pagamento',
    expected: 'Esperado',
    handed_in: 'Recebido',
    difference: 'Diferença',
    total: 'Total',
    note: 'Observação',
  },
  pickEmployee: 'Escolha o entregador e o dia.',
  noDeliverers: 'Nenhum entregador nesta unidade.',
  save: 'Salvar valores',
  saved: 'Valores do acerto salvos.',
  close: 'Fechar acerto',
  closeConfirm: 'Fechar o acerto deste dia? As vendas do dia ficam somente leitura até que ele seja reaberto.',
  closed: 'Acerto fechado.',
  reopen: 'Reabrir acerto',
  reopenConfirm: 'Reabrir o acerto? Os valores esperados voltam a ser calculados das vendas.',
  reopened: 'Acerto reaberto.',
  closedBy: (who: string, when: string) => `Fechado por ${who} em ${when}.`,
  reopenedBy: (who: string, when: string) => `Reaberto por ${who} em ${when}.`,
  expectedNote: 'Esperado: pagamentos das vendas entregues e finalizadas do dia, menos o troco.',
  salesCount: (n: number) => (n === 1 ? '1 venda entregue ou finalizada' : `${n} vendas entregues ou finalizadas`),
  cancel: 'Cancelar',
  snapshotNote: 'Esperado guardado no fechamento.',
  myDay: 'Meu acerto de hoje',
  myDayEmpty: 'Nenhuma venda entregue hoje.',
  myDayTotal: 'Total a entregar',
  empties: 'Cascos por marca',
  emptiesNote: 'Esperado: cascos recebidos nas vendas entregues e finalizadas do dia, pelo livro de vasilhames.',
  emptiesNone: 'Nenhum casco esperado nem recebido neste dia.',
  emptyFields: {
    brand: 'Marca',
    capacity: 'Capacidade',
    expected: 'Esperados',
    handed_in: 'Entregues',
    difference: 'Diferença',
  },
  emptiesHandedIn: (capacity: string, brand: string) => `Cascos ${capacity} ${brand} entregues`,
  addEmptyLine: 'Adicionar marca',
  errors: {
    alreadyClosed: 'Este acerto já está fechado.',
    notClosed: 'Este acerto não está fechado.',
    readOnly: 'O acerto está fechado: reabra-o para alterar os valores.',
    notDeliverer: 'Não é um entregador desta unidade.',
    dayClosed: (employee: string, day: string) =>
      `O acerto de ${employee} do dia ${day} está fechado — reabra o acerto para alterar esta venda.`,
  },
} as const;

/** A settlement is open (expected read from the sales) or closed (expected kept, its sales read-only). */
export const SETTLEMENT_STATUSES = ['open', 'closed'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = { open: 'Aberto', closed: 'Fechado' };
export const SETTLEMENT_STATUS_COLORS: Record<SettlementStatus, string> = { open: 'blue', closed: 'green' };
