/** Sale statuses. */
export const SALE_STATUSES = [
  'created',
  'delayed',
  'in_transit',
  'delivered',
  'finished',
  'canceled',
  'rejected',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  created: 'criado',
  delayed: 'em atraso',
  in_transit: 'em trânsito',
  delivered: 'entregue ao cliente',
  finished: 'finalizado',
  canceled: 'cancelado',
  rejected: 'rejeitado pelo cliente',
};

/** Sale channels. */
export const SALE_CHANNELS = ['disk', 'business', 'pos', 'door', 'whatsapp', 'others'] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];

export const SALE_CHANNEL_LABELS: Record<SaleChannel, string> = {
  disk: 'Disk',
  business: 'Comércio',
  pos: 'Portaria',
  door: 'Venda direta',
  whatsapp: 'Whatsapp',
  others: 'Outros',
};
