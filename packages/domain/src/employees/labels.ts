/** An employee's role: deliverer (the default) or attendant. */
export const EMPLOYEE_ROLES = ['deliverer', 'attendant'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

export const EMPLOYEE_ROLE_LABELS: Record<EmployeeRole, string> = {
  deliverer: 'Entregador',
  attendant: 'Atendente',
};

/** Texts of the employee register. */
export const EMPLOYEE_TEXTS = {
  listTitle: 'Listagem de funcionários',
  menu: 'Funcionários',
  newTitle: 'Criar funcionário',
  editTitle: 'Editar funcionário',
  newCrumb: 'Novo funcionário',
  createButton: 'Criar funcionário',
  searchPlaceholder: 'Nome, CPF...',
  empty: 'Nenhum funcionário cadastrado.',
  loading: 'Carregando funcionários...',
  loadingOne: 'Carregando dados do funcionário...',
  created: 'Funcionário criado com sucesso.',
  edited: 'Funcionário editado com sucesso.',
  createError: 'Ocorreu um erro ao criar o funcionário.',
  editError: 'Ocorreu um erro ao editar o funcionário.',
  loadError: 'Não foi possível carregar os dados do funcionário.',
  removed: (name: string) => `O funcionário "${name}" foi removido com sucesso.`,
  removeError: (name: string) => `Não foi possível remover o funcionário "${name}".`,
  /** Why the API refuses a delete (422). */
  hasUser: 'Este funcionário tem um usuário do sistema: remova o usuário antes.',
  tabs: { personal: 'Dados pessoais e endereço', professional: 'Dados profissionais e CNH' },
  columns: { id: '#', name: 'Nome', address: 'Endereço', role: 'Função', actions: 'Ações' },
  fields: {
    name: 'Nome',
    phone: 'Telefone',
    email: 'E-mail',
    role: 'Função',
    birthday: 'Data de nascimento',
    cpf: 'CPF',
    rg: 'RG',
    ctps: 'CTPS',
    cnh_number: 'Número da CNH',
    cnh_date: 'Validade da CNH',
    cnh_category: 'Categoria da CNH',
    has_mopp: 'Possui curso MOPP (transporte de produtos perigosos)',
  },
} as const;
