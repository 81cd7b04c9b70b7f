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

/**
 * Who sends a unit's NFC-e: SEFAZ directly (the note signed here with the unit's A1) or Nuvem Fiscal's REST API
 * (the note's fields sent as JSON; Nuvem Fiscal signs with the certificate registered there).
 */
export const NFCE_PROVIDERS = ['sefaz', 'nuvem_fiscal'] as const;
export type NfceProvider = (typeof NFCE_PROVIDERS)[number];

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
    provider: 'Emissor da NFC-e',
    nuvem_client_id: 'Client ID da Nuvem Fiscal',
    nuvem_client_secret: 'Client secret da Nuvem Fiscal',
  },
  providers: { sefaz: 'SEFAZ direto', nuvem_fiscal: 'Nuvem Fiscal' } satisfies Record<NfceProvider, string>,
  nuvemHint:
    'A Nuvem Fiscal assina e envia a nota com o certificado cadastrado no console dela (empresa, certificado e configuração de NFC-e). Em homologação as notas vão para o sandbox.',
  nuvemSecretKept: 'Client secret já cadastrado: deixe em branco para manter.',
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
  /** The SEFAZ is the local simulator (demo, tests): notes have no fiscal value. */
  demoEnvironment: 'Ambiente de demonstração — sem valor fiscal',
  demoEnvironmentDetail:
    'As notas vão para um simulador local do SEFAZ. Para emitir de verdade, envie o certificado A1 da empresa e reinicie o servidor.',
  testConnection: 'Testar conexão',
  testConnectionTitle: 'Conexão com o SEFAZ',
  testConnectionError: 'Não foi possível testar a conexão agora. Tente novamente.',
  /** The status service's answer: code and SEFAZ's own message. */
  sefazAnswer: (cStat: string, xMotivo: string) => `SEFAZ respondeu ${cStat} — ${xMotivo}`,
  /** The same, asked through Nuvem Fiscal (its credentials accepted). */
  nuvemAnswer: (cStat: string, xMotivo: string) => `Nuvem Fiscal: SEFAZ respondeu ${cStat} — ${xMotivo}`,
  demoCertificateUsed: 'Sem certificado na unidade: usado o certificado de demonstração do simulador.',
  connection: {
    noState: 'A unidade não tem UF no endereço: preencha o endereço da unidade para saber qual SEFAZ consultar.',
    noCertificate: 'Envie o certificado digital A1 da unidade para testar a conexão.',
    expired: 'O certificado digital está vencido: o SEFAZ recusaria a conexão. Envie um certificado válido.',
    unreadable: 'Não foi possível abrir o certificado guardado: envie o certificado e a senha novamente.',
    noServerKey:
      'O servidor não tem a chave FISCAL_SECRET_KEY para abrir o certificado: peça ao responsável pela instalação.',
    unreachable:
      'Não foi possível conectar ao SEFAZ (servidor fora do ar ou sem internet). Tente novamente em instantes.',
    timeout: 'O SEFAZ não respondeu a tempo. Tente novamente em instantes.',
    tls: 'A conexão segura com o SEFAZ falhou: o certificado foi recusado ou o servidor não é confiável.',
    http: 'O SEFAZ respondeu com erro.',
    reply: 'O SEFAZ deu uma resposta que não foi possível entender.',
    nuvemCredentials: 'Informe o client ID e o client secret da Nuvem Fiscal e salve antes de testar a conexão.',
    nuvemAuth: 'A Nuvem Fiscal recusou o client ID e o client secret da unidade: confira-os e salve de novo.',
    nuvemNoCnpj: 'A unidade não tem CNPJ: a Nuvem Fiscal consulta o SEFAZ pelo CNPJ da empresa cadastrada nela.',
  },
  errors: {
    certificate: 'arquivo inválido ou senha incorreta',
    certificatePassword: 'informe a senha do certificado',
    noServerKey: 'o servidor não tem a chave FISCAL_SECRET_KEY configurada: peça ao responsável pela instalação',
    cscPair: 'informe o identificador e o CSC juntos',
    nuvemCredentials: 'informe o client ID e o client secret da Nuvem Fiscal',
  },
  /** What Nuvem Fiscal answered, in the note's rejection or the job's log. */
  nuvem: {
    auth: 'A Nuvem Fiscal recusou o client ID e o client secret da unidade: confira-os na configuração fiscal.',
    unreachable: 'Não foi possível conectar à Nuvem Fiscal. A nota será consultada de novo em instantes.',
    timeout: 'A Nuvem Fiscal não respondeu a tempo. A nota será consultada de novo em instantes.',
    http: (status: number) => `A Nuvem Fiscal respondeu com erro (HTTP ${status}).`,
    reply: 'A Nuvem Fiscal deu uma resposta que não foi possível entender.',
    refused: (message: string) => `Nuvem Fiscal: ${message}`,
    noCredentials: 'A unidade emite pela Nuvem Fiscal, mas o client ID e o client secret não foram cadastrados.',
  },
} as const;
