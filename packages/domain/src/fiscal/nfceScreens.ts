import { NFCE_STATES, type NfceState } from './nfce';

/**
 * The NFC-e on the screens: the sale list's column and filter, the sale's panel, the DANFE NFC-e (the
 * printed note for 80-mm paper) and the rejections' queue.
 */

/** The list's filter: a note's state, or 'sem_nfce' (a sale without a note). */
export const NFCE_FILTER_VALUES = [...NFCE_STATES, 'sem_nfce'] as const;
export type NfceFilterValue = (typeof NFCE_FILTER_VALUES)[number];

/** Where a rejection's fix is: the product's fiscal data, the unit's fiscal settings, or not known. */
export type NfceRejectionFix = 'product' | 'unit' | null;

/**
 * The fix a SEFAZ rejection code points to (NF-e/NFC-e 4.00 manual's codes): the item's fiscal codes (NCM,
 * CEST, CFOP, CST/CSOSN, the fuel group, IBS/CBS) are the product's fiscal data; the issuer's data (CNPJ,
 * IE, CRT, address, the certificate, CSC, series) are the unit's fiscal settings. Others: none named.
 */
export function nfceRejectionFix(cStat: string | null | undefined): NfceRejectionFix {
  if (!cStat) return null;
  const c = Number(cStat);
  // Items: NCM (778, 777), CFOP (321, 518–530 ranges used by the items), CEST (806, 856–858), CST/CSOSN (590,
  // 600–602), the fuel group (ANP code, percentages: 461–465, 674, 763–765), ICMS mono (937, 938), IBS/CBS (1100s).
  const product = [
    321, 461, 462, 463, 464, 465, 518, 520, 521, 522, 523, 524, 525, 590, 600, 601, 602, 674, 763, 764, 765, 777, 778,
    806, 856, 857, 858, 937, 938,
  ];
  // Issuer: certificate (280–295), CNPJ (207, 208), IE (209, 210, 229–233), CRT (611), address / city (270–272,
  // 712), QR code / CSC (394–399), series (266).
  const unit = [
    207, 208, 209, 210, 229, 230, 231, 232, 233, 266, 270, 271, 272, 280, 281, 282, 283, 284, 285, 286, 290, 291, 292,
    293, 294, 295, 394, 395, 396, 397, 398, 399, 611, 712,
  ];
  if (product.includes(c) || (c >= 1100 && c < 1200)) return 'product';
  if (unit.includes(c)) return 'unit';
  return null;
}

export const NFCE_SCREEN_TEXTS = {
  column: 'NFC-e',
  filter: 'NFC-e',
  filterLabels: {
    em_processamento: 'Em processamento',
    autorizada: 'Autorizada',
    rejeitada: 'Rejeitada',
    sem_nfce: 'Sem NFC-e',
  } satisfies Record<NfceFilterValue, string>,
  none: '—',
  /** The state's tag colours (antd). */
  colors: { em_processamento: 'processing', autorizada: 'success', rejeitada: 'error' } satisfies Record<
    NfceState,
    string
  >,
  panelTitle: 'NFC-e',
  /** A note the job could not build has no number yet (it takes one at 'Reenviar'). */
  number: (series: number | null, number: number | null) =>
    series === null || number === null ? 'Sem número (não montada)' : `Série ${series} · Nº ${number}`,
  /** SEFAZ's code and message, or, for a note never sent, why it could not be built. */
  rejectedBy: (cStat: string | null, xMotivo: string | null) =>
    cStat ? `SEFAZ ${cStat}: ${xMotivo ?? ''}` : `Nota não montada: ${xMotivo ?? ''}`,
  issue: 'Emitir NFC-e',
  resend: 'Reenviar',
  issued: 'NFC-e autorizada.',
  processing: 'NFC-e enviada: em processamento.',
  rejectedToast: (msg: string) => `NFC-e rejeitada: ${msg}`,
  issueError: 'Não foi possível emitir a NFC-e.',
  printDanfe: 'Imprimir DANFE',
  downloadXml: 'Baixar XML',
  /** What the layout requires printed on a note of homologação (the DANFE NFC-e's manual). */
  homologacao: 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL',
  /** A note of the local SEFAZ simulator. */
  demo: 'Ambiente de demonstração — sem valor fiscal',
  danfe: {
    title: 'DANFE NFC-e',
    heading: 'Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica',
    print: 'Imprimir',
    back: 'Voltar',
    loading: 'Carregando a NFC-e…',
    notAuthorised: 'Esta NFC-e ainda não foi autorizada: o DANFE só é impresso com o protocolo.',
    cnpj: 'CNPJ',
    ie: 'IE',
    code: 'Código',
    description: 'Descrição',
    qty: 'Qtde',
    unit: 'UN',
    unitPrice: 'Vl Unit',
    total: 'Vl Total',
    itemsCount: 'Qtde. total de itens',
    totalValue: 'Valor total R$',
    discount: 'Descontos R$',
    toPay: 'Valor a pagar R$',
    paymentMethod: 'FORMA PAGAMENTO',
    paidValue: 'VALOR PAGO R$',
    change: 'Troco R$',
    consultAt: 'Consulte pela Chave de Acesso em',
    accessKey: 'CHAVE DE ACESSO',
    consumer: 'CONSUMIDOR',
    consumerCpf: (cpf: string) => `CPF: ${cpf}`,
    noConsumer: 'CONSUMIDOR NÃO IDENTIFICADO',
    nfceLine: (number: number, series: number, when: string) => `NFC-e nº ${number} Série ${series} ${when}`,
    protocol: 'Protocolo de autorização:',
    authorisedAt: 'Data de autorização:',
    qrLabel: 'QR Code da consulta da NFC-e',
    taxes: 'ICMS monofásico retido anteriormente R$',
  },
  rejected: {
    menu: 'Notas rejeitadas',
    title: 'Notas rejeitadas',
    empty: 'Nenhuma nota rejeitada.',
    loading: 'Carregando as notas rejeitadas…',
    fields: {
      sale: 'Venda',
      unit: 'Unidade',
      note: 'NFC-e',
      code: 'Código',
      message: 'Motivo',
      fix: 'Onde corrigir',
      when: 'Rejeitada em',
      actions: 'Ações',
    },
    fixProduct: (description: string) => `Dados fiscais de ${description}`,
    fixUnit: 'Configurações fiscais da unidade',
    fixNone: 'Veja o motivo',
    /** The code column of a note the job could not build (never sent to SEFAZ). */
    notSent: 'Não enviada',
    resend: 'Reenviar',
    resent: 'NFC-e reenviada.',
  },
  /**
   * The home screen's notice while a unit's notes get no answer from the service they are sent to (still
   * 'em_processamento' NFCE_SERVICE_SILENT_SECONDS after they were sent): the job sends them again by itself.
   */
  serviceDown: {
    title: (unit: string, provider: 'sefaz' | 'nuvem_fiscal') =>
      `${unit}: ${provider === 'nuvem_fiscal' ? 'a Nuvem Fiscal' : 'a SEFAZ'} não responde`,
    detail: (waiting: number, since: string) =>
      `${waiting === 1 ? '1 NFC-e aguardando' : `${waiting} NFC-e aguardando`} envio desde ${since}. ` +
      'As vendas seguem normalmente: as notas são reenviadas automaticamente a cada minuto até a resposta chegar.',
  },
} as const;

/**
 * How long a sent note may wait for its answer before its service counts as down (the home screen's notice):
 * twice a call's 30-second timeout, so a note in flight never counts.
 */
export const NFCE_SERVICE_SILENT_SECONDS = 60;
