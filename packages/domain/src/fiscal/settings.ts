/** A unit's fiscal settings for the NFC-e: regime, environment, numbering, CSC and the A1 certificate. */

/** Código de Regime Tributário (tag CRT). */
export const CRT_CODES = [1, 2, 3, 4] as const;
export type CrtCode = (typeof CRT_CODES)[number];

/** SEFAZ environment (tag tpAmb: 1 produção, 2 homologação). */
export const FISCAL_ENVIRONMENTS = ['homologacao', 'producao'] as const;
export type FiscalEnvironment = (typeof FISCAL_ENVIRONMENTS)[number];
export const TP_AMB: Record<FiscalEnvironment, 1 | 2> = { producao: 1, homologacao: 2 };

/** When a unit issues a sale's NFC-e: when the sale is saved, when it is delivered, or by hand. */
export const ISSUE_MOMENTS = ['manual', 'save', 'delivered'] as const;
export type IssueMoment = (typeof ISSUE_MOMENTS)[number];

/** Days before expiry from which the certificate warns. */
export const CERTIFICATE_WARNING_DAYS = 30;

export type CertificateState = 'valid' | 'expiring' | 'expired';

/** Whole days from `now` to `expiresAt` (negative once expired) and the state the screen shows. */
export function certificateState(expiresAt: Date, now: Date): { days: number; state: CertificateState } {
  const days = Math.floor((expiresAt.getTime() - now.getTime()) / 86_400_000);
  if (expiresAt.getTime() <= now.getTime()) return { days, state: 'expired' };
  return { days, state: days < CERTIFICATE_WARNING_DAYS ? 'expiring' : 'valid' };
}

export const FISCAL_SETTINGS_TEXTS = {
  title: 'Configuração fiscal (NFC-e)',
  save: 'Salvar configuração fiscal',
  saved: 'Configuração fiscal salva com sucesso.',
  saveError: 'Não foi possível salvar a configuração fiscal.',
  loadError: 'Não foi possível carregar a configuração fiscal.',
  fields: {
    crt: 'Regime tributário (CRT)',
    environment: 'Ambiente',
    series: 'Série',
    next_number: 'Próximo número',
    csc_id: 'Identificador do CSC',
    csc_token: 'Código de segurança do contribuinte (CSC)',
    issue_on: 'Emitir a NFC-e',
    certificate: 'Certificado digital A1 (.pfx)',
    certificate_password: 'Senha do certificado',
  },
  crt: {
    1: '1 - Simples Nacional',
    2: '2 - Simples Nacional, excesso de sublimite',
    3: '3 - Regime normal',
    4: '4 - Simples Nacional - MEI',
  } satisfies Record<CrtCode, string>,
  environments: { homologacao: 'Homologação (testes)', producao: 'Produção' } satisfies Record<
    FiscalEnvironment,
    string
  >,
  issueOn: {
    manual: 'Manualmente, pelo botão Emitir NFC-e',
    save: 'Ao salvar a venda',
    delivered: 'Quando a venda for entregue',
  } satisfies Record<IssueMoment, string>,
  chooseFile: 'Escolher arquivo',
  noFileChosen: 'Nenhum arquivo escolhido',
  cscTokenKept: 'CSC já cadastrado: deixe em branco para manter.',
  noCertificate: 'Nenhum certificado enviado.',
  certificateOf: (holder: string, until: string) => `${holder}, válido até ${until}`,
  certificateExpiring: (days: number) =>
    days <= 0 ? 'O certificado vence hoje.' : `O certificado vence em ${days} ${days === 1 ? 'dia' : 'dias'}.`,
  certificateExpired: 'O certificado está vencido: as notas serão recusadas.',
  errors: {
    certificate: 'arquivo inválido ou senha incorreta',
    certificatePassword: 'informe a senha do certificado',
    noServerKey: 'o servidor não tem a chave FISCAL_SECRET_KEY configurada: peça ao responsável pela instalação',
    cscPair: 'informe o identificador e o CSC juntos',
  },
} as const;
