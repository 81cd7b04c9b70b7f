export const SESSION_TEXTS = {
  loginLabel: 'Telefone ou e-mail',
  loginPlaceholder: 'Telefone ou e-mail',
  passwordLabel: 'Senha',
  passwordPlaceholder: 'Senha',
  remember: 'Lembrar de mim',
  submit: 'Entrar',
  submitting: 'Entrando...',
  loginRequired: 'Informe seu telefone ou e-mail.',
  passwordRequired: 'Informe sua senha.',
  signedIn: 'Usuário logado com sucesso',
  invalid: 'Usuário e/ou senha inválidos.',
  signedOut: 'Você saiu do sistema.',
  logout: 'Sair',
  settings: 'Configurações',
  help: 'Ajuda',
  helpTitle: 'Guia de uso (abre em outra aba)',
} as const;

export const APP_VERSION = '0.9.1';
