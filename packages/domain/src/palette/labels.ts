/** The command palette (Ctrl+K) and the shortcuts list (?). */
export const PALETTE_TEXTS = {
  title: 'Ir para…',
  placeholder: 'Buscar tela, cliente (nome, telefone, CPF/CNPJ) ou nº do pedido',
  searching: 'Buscando…',
  empty: 'Nada encontrado.',
  newSale: 'Nova venda',
  groups: { actions: 'Ações', screens: 'Telas', customers: 'Clientes', sales: 'Vendas' },
  startSale: 'iniciar venda',
  editCustomer: 'abrir cadastro',
  openSale: 'abrir venda',
  saleNumber: (n: number) => `Pedido nº ${n}`,
  noCustomer: 'Sem cliente',
  hint: '↑↓ navegar · Enter abrir · Esc fechar',
  openButton: 'Buscar (Ctrl+K)',
} as const;

export const SHORTCUT_TEXTS = {
  title: 'Atalhos do teclado',
  close: 'Fechar',
  columns: { keys: 'Teclas', action: 'Ação' },
  list: [
    { keys: ['Ctrl', 'K'], join: '+', action: 'Abrir a busca: telas, clientes, pedidos e nova venda' },
    { keys: ['↑', '↓'], join: 'ou', action: 'Navegar pelos resultados da busca' },
    { keys: ['Enter'], join: '', action: 'Abrir o resultado destacado' },
    { keys: ['Esc'], join: '', action: 'Fechar a busca ou esta janela' },
    { keys: ['?'], join: '', action: 'Mostrar esta lista de atalhos' },
  ],
} as const;
