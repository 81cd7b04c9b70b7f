import type { Role } from '../roles';

/** A user's role, in the order the form lists them: deliverer (the default), attendant, or admin (a business may have several). */
export const USER_ROLES = ['deliverer', 'attendant', 'admin'] as const satisfies readonly Role[];
export const DEFAULT_USER_ROLE: Role = 'deliverer';

/** The least a password may have. */
export const PASSWORD_MIN_LENGTH = 8;

/** Texts of the user register. */
export const USER_TEXTS = {
  listTitle: 'Usuários',
  menu: 'Usuários',
  newTitle: 'Criar usuário',
  editTitle: 'Editar usuário',
  newCrumb: 'Novo usuário',
  createButton: 'Criar usuário',
  searchPlaceholder: 'Nome...',
  empty: 'Nenhum usuário cadastrado.',
  loading: 'Carregando usuários...',
  loadingOne: 'Carregando dados do usuário...',
  created: 'Usuário criado com sucesso.',
  createError: 'Ocorreu um erro ao criar o usuário.',
  loadError: 'Não foi possível carregar os dados do usuário.',
  edited: 'Usuário editado com sucesso.',
  editError: 'Ocorreu um erro ao editar o usuário.',
  removed: 'O usuário foi removido com sucesso.',
  removeError: 'Não foi possível remover o usuário.',
  /** Reasons the API gives (422) and the screen shows. */
  cannotDeleteSelf: 'Você não pode remover o seu próprio usuário.',
  cannotChangeOwnRole: 'Você não pode alterar a sua própria atribuição.',
  passwordKeep: 'Deixe em branco para manter a senha atual',
  columns: { employee: 'Funcionário', role: 'Atribuição', email: 'E-mail', phone: 'Telefone', actions: 'Ações' },
  fields: {
    employee: 'Funcionário',
    email: 'E-mail',
    phone: 'Telefone',
    password: 'Senha',
    role: 'Atribuição',
  },
} as const;
