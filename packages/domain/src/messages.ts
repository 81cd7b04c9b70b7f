/** 'n thing' or 'n things' ('1 vasilhame', '14 vasilhames', '0 clientes'): a count in pt-BR, singular only for 1. */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Validation messages the API sends, in pt-BR, keyed by rule. */
export const VALIDATION = {
  required: 'não pode ficar em branco',
  invalid: 'não é válido',
  taken: 'já está em uso',
  tooLong: (n: number) => `é muito longo (máximo: ${n} caracteres)`,
  tooShort: (n: number) => `é muito curto (mínimo: ${n} caracteres)`,
  notANumber: 'não é um número',
  mustBeInteger: 'deve ser um número inteiro',
  greaterOrEqual: (n: number) => `deve ser maior ou igual a ${n}`,
  lessOrEqual: (n: number) => `deve ser menor ou igual a ${n}`,
  inclusion: 'não está incluído na lista',
  notFound: 'não foi encontrado',
  invalidDate: 'não é uma data válida',
  dateOutOfRange: (min: string, max: string) => `deve estar entre ${min} e ${max}`,
  dateTooFarAhead: 'não pode ser mais de um dia à frente de hoje',
  invalidCharacters: 'contém caracteres inválidos',
  invalidCpf: 'não é um CPF válido',
  invalidCnpj: 'não é um CNPJ válido',
  invalidCpfCnpj: 'não é um CPF ou CNPJ válido',
  invalidPhone: 'não é um telefone válido',
  invalidEmail: 'não é um e-mail válido',
  invalidCep: 'não é um CEP válido',
  outsideUnits: 'não pertence às suas unidades',
  inUse: 'está em uso e não pode ser removido',
} as const;

export const ERRORS = {
  unauthenticated: 'Você precisa entrar no sistema para continuar.',
  invalidLogin: 'Usuário e/ou senha inválidos.',
  forbidden: 'Você não tem permissão para realizar esta ação.',
  crossSite: 'Requisição recusada: ela não veio desta aplicação. Recarregue a página e tente novamente.',
  notFound: 'Registro não encontrado.',
  routeNotFound: 'Rota não encontrada.',
  badRequest: 'Requisição inválida.',
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  internal: 'Ocorreu um erro inesperado. Tente novamente.',
  idempotencyInProgress:
    'Requisição em andamento: esta operação ainda está sendo processada. Aguarde alguns segundos e tente de novo.',
  idempotencyKeyReused:
    'Esta chave de idempotência (Idempotency-Key) já foi usada em outra requisição, com outro caminho ou outro conteúdo. Envie esta requisição com uma nova chave.',
  idempotencyReplyLost:
    'Esta requisição já foi concluída, mas sua resposta não pôde ser recuperada. Confira o registro antes de repeti-la com uma nova chave.',
  fileTooLarge: 'O arquivo enviado é grande demais.',
  concurrentWrite:
    'Este registro estava sendo alterado por outra pessoa ao mesmo tempo. Confira os dados e tente de novo.',
} as const;
