export const CARD_TYPES = ['credit', 'debit', 'other'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The list's Tipo column: crédito, débito, outro. */
export const CARD_TYPE_LABELS: Record<CardType, string> = { credit: 'crédito', debit: 'débito', other: 'outro' };
export const CARD_TYPE_COLORS: Record<CardType, string> = { credit: 'blue', debit: 'cyan', other: 'default' };

/** The list's Status column: ativo/inativo. */
export const PAYMENT_METHOD_STATUS_LABELS = { true: 'ativo', false: 'inativo' } as const;
export const PAYMENT_METHOD_STATUS_COLORS = { true: 'green', false: 'default' } as const;

/** Texts of the payment method register. */
export const PAYMENT_METHOD_TEXTS = {
  listTitle: 'Listagem de métodos de pagamento',
  menu: 'Métodos de pagamento',
  newTitle: 'Criar método de pagamento',
  editTitle: 'Editar método de pagamento',
  createButton: 'Criar método de pagamento',
  newCrumb: 'Novo método de pagamento',
  searchPlaceholder: 'Nome...',
  empty: 'Nenhum método de pagamento cadastrado.',
  loading: 'Carregando métodos de pagamento...',
  loadingOne: 'Carregando dados do método de pagamento...',
  created: 'Método de pagamento criado com sucesso.',
  createError: 'Ocorreu um erro ao criar o método de pagamento.',
  edited: 'Método de pagamento editado com sucesso.',
  editError: 'Ocorreu um erro ao editar o método de pagamento.',
  loadError: 'Não foi possível carregar os dados do método de pagamento.',
  removed: (description: string) => `O método de pagamento "${description}" foi removido com sucesso.`,
  removeError: (description: string) => `Não foi possível remover o método de pagamento "${description}".`,
  columns: {
    id: '#',
    description: 'Descrição',
    status: 'Status',
    card_type: 'Tipo',
    delivery_time: 'Prazo de recebimento (dias)',
    adm_tax: 'Taxa administrativa (%)',
    actions: 'Ações',
  },
  fields: {
    description: 'Descrição',
    status: 'Status',
    is_card: 'É cartão',
    card_type: 'Tipo de cartão',
    delivery_time: 'Prazo de recebimento (dias)',
    adm_tax: 'Taxa administrativa (%)',
    default: 'Padrão (pré-selecionado na tela de vendas)',
  },
  defaultTag: 'padrão',
} as const;
