/**
 * What a screen reader hears of antd's own controls, in pt-BR. antd takes most of its texts from its locale
 * (ConfigProvider `locale`, app/AntdTheme.tsx), but a few labels are written in English in its code and in
 * its @rc-component parts, and every icon is announced by its English name (`<span role="img"
 * aria-label="close">`). The build puts these in their place (build/antdLabels.ts); e2e/axe.spec.ts checks
 * that no English name is left on the screens it visits.
 */
export const ANTD_LABELS = {
  /** InputNumber's step handlers. */
  increase: 'Aumentar valor',
  decrease: 'Diminuir valor',
  /** The clear button of Select (allowClear). */
  clear: 'Limpar',
  /** Table's header checkbox with a custom selection menu (the plain one says the locale's selectionAll). */
  customSelection: 'Opções de seleção',
  /** The close button of dialogs and notifications, where antd's locale does not give its own. */
  close: 'Fechar',
  /** Segmented's group, where the screen gives it no name of its own. */
  segmented: 'Opções',
} as const;

/**
 * The icons' names in pt-BR, by antd's icon name (the theme aside: `close-circle` is CloseCircleFilled
 * too). An icon not named here is decorative: hidden from screen readers (the control around it carries
 * the name). The icons that can be the only content of a control are all named.
 */
export const ICON_LABELS: Record<string, string> = {
  apartment: 'Setores',
  api: 'Integração',
  appstore: 'Aplicativos',
  audit: 'Auditoria',
  bank: 'Banco',
  'bar-chart': 'Gráfico',
  bars: 'Lista',
  bell: 'Avisos',
  calendar: 'Calendário',
  car: 'Veículo',
  'caret-down': 'Abrir',
  'caret-up': 'Fechar',
  check: 'Confirmar',
  'check-circle': 'Concluído',
  clear: 'Limpar',
  'clock-circle': 'Horário',
  close: 'Fechar',
  'close-circle': 'Limpar',
  contacts: 'Contatos',
  copy: 'Copiar',
  'credit-card': 'Cartão',
  dashboard: 'Painel',
  delete: 'Remover',
  disconnect: 'Sem conexão',
  dollar: 'Dinheiro',
  'double-left': 'Voltar páginas',
  'double-right': 'Avançar páginas',
  down: 'Abrir',
  download: 'Baixar',
  dropbox: 'Estoque',
  edit: 'Editar',
  ellipsis: 'Mais',
  enter: 'Confirmar',
  environment: 'Endereço',
  'exclamation-circle': 'Atenção',
  eye: 'Mostrar',
  'eye-invisible': 'Ocultar',
  fall: 'Queda',
  file: 'Arquivo',
  'file-text': 'Documento',
  filter: 'Filtrar',
  history: 'Histórico',
  home: 'Início',
  idcard: 'Documento',
  import: 'Importar',
  'info-circle': 'Informação',
  left: 'Anterior',
  loading: 'Carregando',
  lock: 'Senha',
  logout: 'Sair',
  menu: 'Menu',
  minus: 'Diminuir',
  more: 'Mais ações',
  phone: 'Telefone',
  plus: 'Adicionar',
  printer: 'Imprimir',
  qrcode: 'QR Code',
  'question-circle': 'Ajuda',
  redo: 'Refazer',
  reload: 'Recarregar',
  retweet: 'Repetir',
  right: 'Próximo',
  rise: 'Alta',
  search: 'Pesquisar',
  setting: 'Configurações',
  shop: 'Loja',
  'shopping-cart': 'Vendas',
  swap: 'Trocar',
  'swap-right': 'Até',
  table: 'Tabela',
  team: 'Equipe',
  up: 'Fechar',
  upload: 'Enviar arquivo',
  user: 'Usuário',
  'vertical-align-top': 'Voltar ao topo',
  wallet: 'Caixa',
  warning: 'Atenção',
  'whats-app': 'WhatsApp',
};

/**
 * The accessible attributes of an antd icon (build/antdLabels.ts puts this in @ant-design/icons' AntdIcon
 * in place of `aria-label: icon.name`): the label given to it, else its pt-BR name, else hidden.
 */
export function iconA11y(name: string, props: Record<string, unknown>): Record<string, unknown> {
  if (props['aria-label'] !== undefined || props['aria-hidden'] !== undefined) return {};
  const label = ICON_LABELS[name];
  return label ? { 'aria-label': label } : { 'aria-hidden': true };
}
