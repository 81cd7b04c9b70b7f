/** Where a unit stands in the programme, as the unit screen and the sale form say it. */
export const GAS_DO_POVO_TEXTS = {
  name: 'Gás do Povo',
  enrolled: 'Credenciada no Gás do Povo',
  bank: 'Conta Caixa (recebe o Gás do Povo)',
  bankAfterCreate: 'Salve a unidade e cadastre a conta Caixa em Bancos para escolhê-la aqui.',
  eligible: 'Elegível ao Gás do Povo',
  noPriceWarning: (uf: string) =>
    `Não há preço de referência do Gás do Povo em vigor para ${uf} hoje: o Gás do Povo não pode ser recebido até que o administrador cadastre o preço.`,
  noUfWarning: 'A unidade não tem estado (UF) no endereço: o Gás do Povo não pode ser recebido sem ele.',
  /** The sale form, on an order to deliver paid by the voucher: no receipt yet. */
  atDoor: 'O resgate será registrado pelo entregador na entrega',
  priceInForce: (uf: string, price: string, source: string) =>
    `Preço de referência em vigor (${uf}): ${price} — ${source}`,
} as const;

/** The deliverer's card taking a voucher at the door, and the cancel of a sale with a redemption. */
export const GAS_DO_POVO_DOOR_TEXTS = {
  title: 'Gás do Povo na entrega',
  waiting: 'Pago com Gás do Povo: registre o resgate feito na Azulzinha para entregar.',
  switch: 'Pagar com Gás do Povo',
  switchNote:
    'A recarga passa a ser paga pelo vale (preço de referência); frete e casco seguem na forma de pagamento do pedido.',
  deliver: 'Entregar com Gás do Povo',
  back: 'Voltar',
  cancelReason: 'Motivo do cancelamento',
  cancelReasonPaid: (amount: string) =>
    `A Caixa já pagou ${amount} por este resgate: informe o motivo (mínimo 10 caracteres). O valor fica como divergência a resolver.`,
  cancelReasonOptional: 'Motivo (opcional): o resgate é cancelado e o valor a receber da Caixa também.',
  cancelReasonShort: 'Informe ao menos 10 caracteres.',
  divergence: 'Gás do Povo: divergência',
  divergenceText: (amount: string, reason: string) =>
    `A Caixa pagou ${amount} por um resgate cancelado (motivo: ${reason}). Resolva na conciliação do Gás do Povo.`,
} as const;
