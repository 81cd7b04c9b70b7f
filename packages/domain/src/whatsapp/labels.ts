/** WhatsApp (Cloud API): the unit's connection, the conversations in the attendant's queue. */

export const WHATSAPP_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsappStatus = (typeof WHATSAPP_STATUSES)[number];
/** How far a status goes: a message shows its furthest one, whatever order Meta's reports arrive in. */
export const WHATSAPP_STATUS_RANK: Record<WhatsappStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };
export const WHATSAPP_STATUS_LABELS: Record<WhatsappStatus, string> = {
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  failed: 'Falhou',
};

export const WHATSAPP_MESSAGE_KINDS = [
  'text',
  'location',
  'image',
  'audio',
  'interactive',
  'button',
  'template',
  'other',
] as const;
export type WhatsappMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

/** The free-text window: a reply is free text only this long after the customer's last message. */
export const WHATSAPP_WINDOW_HOURS = 24;
/** How far back the queue looks for conversations no sale answered (as the missed calls'). */
export const WHATSAPP_QUEUE_HOURS = 24;

/** Whether free text may still be sent: within WHATSAPP_WINDOW_HOURS of the customer's last message. */
export function whatsappWindowOpen(lastIncomingAt: Date | string | null, now: Date = new Date()): boolean {
  if (!lastIncomingAt) return false;
  return now.getTime() - new Date(lastIncomingAt).getTime() < WHATSAPP_WINDOW_HOURS * 3_600_000;
}

export const WHATSAPP_TEXTS = {
  settingsTitle: 'WhatsApp (API oficial do WhatsApp Business)',
  settingsHelp:
    'Conecte o número da unidade pela Cloud API da Meta: copie os dados do painel do aplicativo em developers.facebook.com.',
  fields: {
    phone_number_id: 'ID do número de telefone',
    business_account_id: 'ID da conta do WhatsApp Business',
    access_token: 'Token de acesso',
    app_secret: 'Chave secreta do aplicativo',
    verify_token: 'Token de verificação do webhook',
  },
  configured: 'configurado',
  notConfigured: 'não configurado',
  keepSecret: 'Deixe em branco para manter o atual',
  webhookUrl: 'URL do webhook (cole no painel da Meta)',
  copy: 'Copiar',
  copied: 'URL copiada.',
  save: 'Salvar WhatsApp',
  saved: 'Configurações do WhatsApp salvas.',
  test: 'Testar',
  testOk: (name: string, phone: string, quality: string) => `Conectado: ${name} (${phone}), qualidade ${quality}.`,
  queueTitle: 'WhatsApp',
  queueEmpty: 'Nenhuma conversa aguardando.',
  createOrder: 'Criar pedido',
  open: 'Abrir',
  panelTitle: 'Conversa no WhatsApp',
  lastOrder: 'Último pedido',
  noLastOrder: 'Nenhum pedido anterior.',
  newCustomer: 'Cliente novo (criado pela mensagem)',
  location: 'Localização',
  image: 'Imagem',
  audio: 'Áudio',
  download: 'Baixar',
  reply: 'Responder',
  send: 'Enviar',
  windowOpen: (until: string) => `Janela de 24 horas aberta até ${until}.`,
  windowClosed: 'Janela de 24 horas fechada: só modelos aprovados podem ser enviados.',
  templatesTitle: 'Modelos aprovados',
  templatesHelp:
    'Cadastre os modelos já aprovados no painel da Meta (nome e idioma iguais aos de lá). Fora da janela de 24 horas só eles podem ser enviados. Nos avisos de pedido, {{1}} recebe o nome do cliente, {{2}} o número do pedido e {{3}} o entregador.',
  templateFields: {
    name: 'Nome do modelo',
    language: 'Idioma',
    body: 'Texto (com {{1}}, {{2}}…)',
    notify_event: 'Usar no aviso',
  },
  addTemplate: 'Adicionar modelo',
  removeTemplate: 'Remover modelo',
  noNotifyEvent: 'Nenhum',
  notifyTitle: 'Avisos ao cliente',
  notifyHelp:
    'Mensagens automáticas aos clientes que já conversaram com a unidade: texto dentro da janela de 24 horas, fora dela o modelo escolhido para o aviso.',
  monthCount: (n: number, free: number) =>
    `Mensagens iniciadas pela empresa neste mês: ${n.toLocaleString('pt-BR')} de ${free.toLocaleString('pt-BR')} gratuitas.`,
  monthOver: 'Acima das gratuitas: sem forma de pagamento na Meta, elas não são entregues.',
  template: 'Modelo',
  templateParam: (i: number) => `Parâmetro {{${i}}}`,
  sendTemplate: 'Enviar modelo',
  noTemplates: 'Nenhum modelo aprovado cadastrado nesta unidade (configure nas definições da unidade).',
  openFromCustomer: 'Enviar WhatsApp',
  preview: 'Prévia',
  noMessages: 'Nenhuma mensagem ainda: comece com um modelo aprovado.',
  usualOrderTitle: 'O cliente pediu o de sempre',
  usualOrderConfirm: 'Confirmar pedido (Enter)',
  usualOrderCreated: (doc: string | number) => `Pedido nº ${doc} criado pelo WhatsApp.`,
  errors: {
    noServerKey: 'O servidor não tem a chave SECRETS_KEY: o token e a chave secreta não podem ser guardados.',
    notConfigured: 'WhatsApp não configurado nesta unidade.',
    phoneNumberTaken: 'Este número já está conectado a outra unidade.',
    graph: (reason: string) => `A Meta recusou: ${reason}`,
    unreachable: 'Não foi possível falar com a API do WhatsApp.',
    windowClosed: 'Fora da janela de 24 horas: o cliente precisa escrever primeiro (ou use um modelo aprovado).',
    mediaNotFound: 'Mídia não encontrada.',
    templateNotFound: 'Modelo não encontrado nesta unidade.',
    templateParams: (n: number) => `Este modelo precisa de ${n} parâmetro(s).`,
    noMobile: 'Cliente sem celular cadastrado: cadastre um número de celular para enviar WhatsApp.',
    noTemplates:
      'Nenhum modelo aprovado cadastrado nesta unidade: sem conversa aberta nas últimas 24 horas, só um modelo pode ser enviado (cadastre nas definições da unidade).',
    templateTaken: 'Já existe um modelo com este nome e idioma.',
    notifyTemplateTaken: 'Só um modelo por aviso.',
    noStatusTemplate: 'Fora da janela de 24 horas e sem modelo aprovado para este aviso.',
    tooManyTries: (reason: string) => `Não enviada depois de várias tentativas: ${reason}`,
  },
} as const;
