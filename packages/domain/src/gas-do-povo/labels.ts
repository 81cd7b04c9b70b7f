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
  priceInForce: (uf: string, price: string, source: string) =>
    `Preço de referência em vigor (${uf}): ${price} — ${source}`,
} as const;
