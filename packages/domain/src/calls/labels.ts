/** Call log and caller identification. */
export const CALL_KINDS = ['incoming', 'outgoing'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

export const CALL_KIND_LABELS: Record<CallKind, string> = { incoming: 'Recebida', outgoing: 'Realizada' };
/** Badge colours: Recebida green, Realizada primary (antd tag colours). */
export const CALL_KIND_COLORS: Record<CallKind, string> = { incoming: 'green', outgoing: 'blue' };

export const CALL_LOG_TEXTS = {
  listTitle: 'Registro de chamadas',
  menu: 'Registro de chamadas',
  empty: 'Nenhuma chamada registrada.',
  loading: 'Carregando chamadas...',
  unknownNumber: 'Número desconhecido',
  sell: 'vender',
  searchPlaceholder: 'Nome do cliente...',
  incomingTitle: 'Chamada recebida',
  notificationHint: 'Clique para abrir uma nova venda.',
  columns: {
    created_at: 'Data',
    kind: 'Tipo',
    phone: 'Telefone',
    customer: 'Cliente',
    actions: 'Ações',
  },
} as const;

export const SETTINGS_TEXTS = {
  title: 'Configurações do sistema',
  menu: 'Configurações',
  callerId: 'Identificador de chamadas',
  connect: 'Conectar',
  connected: 'Conectado',
  disconnect: 'Desconectar',
  allowNotification: 'Permitir notificação',
  notificationAllowed: 'Notificações de chamadas ativas',
  disableNotifications: 'Desativar notificações',
  unsupported: 'Seu navegador não permite esse recurso.',
  connectError: 'Não foi possível conectar ao identificador de chamadas.',
  callerIdHelp:
    'Conecte o identificador de chamadas (porta serial) deste computador. Em outro computador ou navegador sem porta serial, use o comando caller-id (veja o README).',
  notificationHelp:
    'As chamadas aparecem em todas as telas abertas do sistema. Com a permissão do navegador, aparecem também como notificação do sistema quando a janela está em segundo plano.',
  save: 'Salvar',
  saved: 'Configuração editada com sucesso.',
} as const;

/** The queue of missed calls: home screen and call log. */
export const MISSED_CALL_TEXTS = {
  title: 'Chamadas perdidas',
  badge: (n: number) => (n === 1 ? '1 chamada perdida' : `${n} chamadas perdidas`),
  empty: 'Nenhuma chamada perdida.',
  sell: 'Abrir venda',
  returned: 'Retornado',
  returnedDone: 'Chamada marcada como retornada.',
  columns: { phone: 'Telefone', customer: 'Cliente', since: 'Quando', actions: 'Ações' },
} as const;

/** In-app notice of an incoming call (item 7). */
export const CALLER_NOTICE_TEXTS = {
  lastOrder: 'Último pedido',
  noOrders: 'Sem pedidos anteriores.',
} as const;
