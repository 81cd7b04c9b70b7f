import type { SaleStatus } from './status';
import { SALE_TARGET_STATUSES, type SaleTargetStatus, canTransition } from './transitions';

/** The sales still to deliver or settle: the deliverer's list ('Minhas entregas'). */
export const OPEN_SALE_STATUSES = ['created', 'delayed', 'in_transit', 'delivered'] as const satisfies SaleStatus[];

/**
 * The open sales a deliverer may take when they have no deliverer and the unit allows it
 * (resales.deliverers_take_orders): not yet taken out.
 */
export const TAKEABLE_SALE_STATUSES = ['created', 'delayed'] as const satisfies SaleStatus[];

/**
 * The moves a card offers for a sale as the screen shows it (an in_transit sale past 15 minutes shows as
 * delayed): the targets the status machine allows, minus the status it already has. A final sale offers none.
 */
export function deliveryMoves(status: SaleStatus): SaleTargetStatus[] {
  return SALE_TARGET_STATUSES.filter((to) => to !== status && canTransition(status, to));
}

/** The move a card shows as its main button: the next step of a delivery. */
export function nextDeliveryMove(status: SaleStatus): SaleTargetStatus | null {
  const next: Partial<Record<SaleStatus, SaleTargetStatus>> = {
    created: 'in_transit',
    delayed: 'delivered',
    in_transit: 'delivered',
    delivered: 'finished',
  };
  const to = next[status];
  return to && canTransition(status, to) ? to : null;
}

/** Texts of the deliverer's screen (pt-BR). */
export const DELIVERY_TEXTS = {
  menu: 'Minhas entregas',
  title: 'Minhas entregas',
  empty: 'Nenhuma entrega em aberto.',
  loading: 'Carregando entregas...',
  loadError: 'Não foi possível carregar as entregas.',
  offline: 'Sem conexão — mostrando a última lista carregada.',
  assignedOnly: 'Pedidos atribuídos a você, do mais antigo ao mais novo.',
  order: (n: number) => `Pedido #${n}`,
  soldAt: (day: string, time: string) => `Pedido feito em ${day} às ${time}`,
  reference: 'Ref.:',
  call: (phone: string) => `Ligar para ${phone}`,
  openMap: 'Abrir no mapa',
  whatsapp: 'WhatsApp',
  change: (value: string) => `Levar troco: ${value}`,
  total: 'Total',
  paidWith: 'Pagamento',
  noAddress: 'Sem endereço',
  noMoves: 'Nenhuma ação disponível',
  queued: 'Sem conexão — a alteração foi guardada e será enviada quando a conexão voltar.',
  pending: (n: number) =>
    n === 1 ? 'Aguardando conexão para enviar' : `Aguardando conexão para enviar (${n} alterações)`,
  queueSent: (n: number) => (n === 1 ? 'Alteração enviada.' : `${n} alterações enviadas.`),
  queueRefused: (n: number) =>
    n === 1 ? 'Uma alteração não foi aceita pelo servidor.' : `${n} alterações não foram aceitas pelo servidor.`,
  refused: (order: number, action: string, reason: string) =>
    `Pedido #${order}: "${action}" não foi aceito${reason ? ` — ${reason}` : ''}.`,
  /** The brand of each refill's empty collected at the door: big buttons, one tap, sent with the next move. */
  emptyBrand: (quantity: number, capacity: string) =>
    quantity === 1 ? `Marca do casco recebido (${capacity})` : `Marca dos ${quantity} cascos recebidos (${capacity})`,
  emptyBrandNote: 'Vai junto com o próximo passo da entrega.',
  waitingTotal: (n: number) => (n === 1 ? '1 alteração aguardando conexão.' : `${n} alterações aguardando conexão.`),
  newVersion: 'Nova versão disponível',
  update: 'Atualizar',
  /** PIX at the door: the static BR Code of the sale and the deliverer's confirmation. */
  pix: {
    show: 'Mostrar QR PIX',
    hide: 'Ocultar QR PIX',
    title: (n: number) => `PIX do pedido #${n}`,
    loading: 'Gerando o código PIX...',
    loadError: 'Não foi possível gerar o código PIX.',
    amount: 'Valor',
    receiver: 'Recebedor',
    key: 'Chave',
    qrLabel: 'QR Code PIX',
    copyPaste: 'PIX copia e cola',
    copy: 'Copiar código',
    copied: 'Código PIX copiado.',
    copyError: 'Não foi possível copiar; selecione o texto e copie.',
    confirm: 'Confirmar recebimento',
    confirmQuestion: (value: string) => `Confirmar que o PIX de ${value} foi recebido?`,
    confirmed: 'Recebimento do PIX confirmado.',
    confirmError: 'Não foi possível confirmar o recebimento do PIX.',
    confirmedBy: (name: string, time: string) => `PIX confirmado por ${name} às ${time}`,
    /** The unit word of the edition: 'Revenda' or 'Loja'. */
    noKey: (unit: string) => `${unit} sem chave PIX — peça ao administrador`,
    noCity: (unitLower: string) => `Endereço da ${unitLower} sem cidade — peça ao administrador`,
  },
  /** Open sales without a deliverer, to take (when the unit allows it), and the server's refusals. */
  take: {
    title: 'Pedidos sem entregador',
    help: 'Pedidos em aberto ainda sem entregador. Ao pegar um, ele passa para a sua lista.',
    button: 'Pegar pedido',
    taken: (n: number) => `Pedido #${n} agora é seu.`,
    error: 'Não foi possível pegar o pedido.',
    alreadyTaken: 'Este pedido já foi pego por outro entregador.',
    alreadyYours: 'Este pedido já é seu.',
    notAllowed: 'Esta unidade não permite que entregadores peguem pedidos sem entregador.',
    notOpen: 'Este pedido não está mais em aberto para ser pego.',
    onlyDeliverers: 'Só um entregador pode pegar um pedido.',
  },
} as const;
