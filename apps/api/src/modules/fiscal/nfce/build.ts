import {
  type CrtCode,
  type FiscalEnvironment,
  NFCE_TEXTS,
  type PaymentCode,
  type ProductFiscal,
  TP_AMB,
  UF_CODES,
  type Uf,
  accessKey,
  checkProductFiscal,
  describeProductFiscalErrors,
  decimalCents,
  decimalE4,
  monoIcmsFigures,
} from '@ability/domain';
import { create } from 'xmlbuilder2';
import { NFCE_CONSULT_URLS } from './consult-urls';

export const NFE_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
/** verProc: the software that issued the note. */
export const NFCE_SOFTWARE = 'AbilityGas 1.0';

/** Everything an NFC-e (model 65, layout 4.00) of a sale carries; read by nfceInputForSale from the sale's rows. */
export interface NfceInput {
  environment: FiscalEnvironment;
  series: number;
  number: number;
  /** The random code cNF (8 digits) of the key; never equal to the number. */
  cNF: number;
  issuedAt: Date;
  /** 1 at the counter, 4 home delivery. */
  presence: 1 | 4;
  emitter: {
    cnpj: string;
    name: string;
    tradeName?: string | null;
    ie: string;
    crt: CrtCode;
    address: {
      street: string;
      number: string;
      complement?: string | null;
      neighborhood: string;
      /** IBGE code of the municipality (7 digits). */
      cityCode: number;
      cityName: string;
      uf: Uf;
      zipcode: string;
      phone?: string | null;
    };
  };
  /** The consumer's CPF (11 digits) when the note carries it. */
  recipient?: { cpf: string; name?: string | null } | null;
  items: {
    code: string;
    description: string;
    quantity: number;
    unitPriceCents: number;
    discountCents: number;
    fiscal: ProductFiscal;
  }[];
  payments: ({ valueCents: number } & PaymentCode)[];
  /** Free text for the consumer (infCpl), e.g. the order number. */
  note?: string | null;
}

/** A note that cannot be built from its data: pt-BR messages the sale's screen shows. */
/**
 * Where a build refusal is fixed: the products named (their 'Fiscal' section), the unit's own data, or neither
 * (the sale itself). The rejections' queue links to it.
 */
export interface NfceBuildFix {
  products: number[];
  unit: boolean;
}

export class NfceBuildError extends Error {
  constructor(
    readonly problems: string[],
    readonly fix: NfceBuildFix = { products: [], unit: false },
  ) {
    super(problems.join(' '));
    this.name = 'NfceBuildError';
  }
}

/** The states' offsets from UTC (no daylight saving since 2019); the note's dhEmi is in the issuer's time. */
const UTC_OFFSET_MINUTES: Partial<Record<Uf, number>> = { AC: -300, AM: -240, RR: -240, RO: -240, MT: -240, MS: -240 };

/** 'YYYY-MM-DDThh:mm:ss-03:00' in the state's time (TDateTimeUTC). */
export function localDateTime(at: Date, uf: Uf): { text: string; year: number; month: number } {
  const offset = UTC_OFFSET_MINUTES[uf] ?? -180;
  const local = new Date(Math.floor(at.getTime() / 1000) * 1000 + offset * 60_000);
  const iso = local.toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return { text: iso + zone, year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

/** In homologação SEFAZ asks these texts for the first item and the recipient's name (the manual's rule). */
export const HOMOLOGATION_ITEM = 'NOTA FISCAL EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';
export const HOMOLOGATION_NAME = 'NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL';

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');
/** Text fields of the layout: trimmed, inner spaces single, cut to the field's size. */
const text = (s: string, max: number) => s.replace(/\s+/g, ' ').trim().slice(0, max);

/** vUnTrib = price ÷ taxable quantity per unit, with 10 decimals (half up). */
function unitTaxablePrice(priceCents: number, perUnitE4: number): string {
  const scaled = (BigInt(priceCents) * 10n ** 12n * 2n + BigInt(perUnitE4)) / (2n * BigInt(perUnitE4));
  const s = scaled.toString().padStart(11, '0');
  return `${s.slice(0, -10)}.${s.slice(-10)}`;
}

type Node = Record<string, unknown>;

function icmsGroup(f: ProductFiscal, kg: number, icmsCents: number): Node {
  if (f.icms_kind === 'cst') {
    if (f.icms_code === '61')
      return {
        ICMS61: {
          orig: f.origin,
          CST: '61',
          qBCMonoRet: decimalE4(kg),
          adRemICMSRet: decimalE4(f.ad_rem_rate_e4),
          vICMSMonoRet: decimalCents(icmsCents),
        },
      };
    if (f.icms_code === '60') return { ICMS60: { orig: f.origin, CST: '60' } };
  } else {
    if (['102', '103', '300', '400'].includes(f.icms_code))
      return { ICMSSN102: { orig: f.origin, CSOSN: f.icms_code } };
    if (f.icms_code === '500') return { ICMSSN500: { orig: f.origin, CSOSN: '500' } };
  }
  throw new NfceBuildError([`${f.icms_kind === 'cst' ? 'CST' : 'CSOSN'} ${f.icms_code} do ICMS ainda não é emitido.`]);
}

function pisCofins(f: ProductFiscal): { PIS: Node; COFINS: Node } {
  const nt = /^0[4-9]$/;
  if (!nt.test(f.pis_cst) || !nt.test(f.cofins_cst))
    throw new NfceBuildError([`CST de PIS/COFINS ${f.pis_cst}/${f.cofins_cst} ainda não é emitido (só 04 a 09).`]);
  return { PIS: { PISNT: { CST: f.pis_cst } }, COFINS: { COFINSNT: { CST: f.cofins_cst } } };
}

/**
 * The NFC-e's XML (unsigned, no XML declaration: it goes inside the lot), with its access key. Refuses
 * (NfceBuildError) a product whose fiscal data does not pass checkProductFiscal — fuel percentages not adding
 * to 100% among them — payments that do not pay the total, a state without consult addresses.
 */
export function buildNfceWithKey(input: NfceInput): { xml: string; key: string } {
  const problems: string[] = [];
  const fix: NfceBuildFix = { products: [], unit: false };
  for (const item of input.items) {
    const errors = checkProductFiscal(item.fiscal);
    if (Object.keys(errors).length) {
      problems.push(NFCE_TEXTS.errors.productFiscalInvalid(item.description, describeProductFiscalErrors(errors)));
      if (/^\d+$/.test(item.code)) fix.products.push(Number(item.code));
    }
  }
  if (input.items.length === 0) problems.push(NFCE_TEXTS.errors.noItems);
  if (input.payments.length === 0) problems.push(NFCE_TEXTS.errors.noPayments);
  const e = input.emitter;
  const unitProblems: string[] = [];
  if (!/^\d{14}$/.test(digits(e.cnpj))) unitProblems.push(NFCE_TEXTS.errors.unitCnpj);
  if (!digits(e.ie)) unitProblems.push(NFCE_TEXTS.errors.unitIe);
  const a = e.address;
  if (!a.street.trim() || !a.number.trim() || !a.neighborhood.trim() || !/^\d{7}$/.test(String(a.cityCode)))
    unitProblems.push(NFCE_TEXTS.errors.unitAddress);
  if (!/^\d{8}$/.test(digits(a.zipcode))) unitProblems.push(NFCE_TEXTS.errors.unitAddress);
  if (unitProblems.length) fix.unit = true;
  problems.push(...unitProblems);
  if (input.recipient && !/^\d{11}$/.test(digits(input.recipient.cpf))) problems.push(NFCE_TEXTS.errors.cpf);
  const urls = NFCE_CONSULT_URLS[a.uf]?.[input.environment];
  if (!urls) problems.push(NFCE_TEXTS.errors.qrUrl(a.uf));
  if (problems.length)
    throw new NfceBuildError([...new Set(problems)], { products: [...new Set(fix.products)], unit: fix.unit });

  const homologation = input.environment === 'homologacao';
  const tpAmb = TP_AMB[input.environment];
  const when = localDateTime(input.issuedAt, a.uf);
  const cUF = UF_CODES[a.uf];
  const key = accessKey({
    cUF,
    year: when.year,
    month: when.month,
    cnpj: digits(e.cnpj),
    model: 65,
    series: input.series,
    number: input.number,
    tpEmis: 1,
    cNF: input.cNF,
  });

  let vProd = 0;
  let vDesc = 0;
  let qMono = 0;
  let vMono = 0;
  const det = input.items.map((item, i) => {
    const f = item.fiscal;
    const gross = item.quantity * item.unitPriceCents;
    vProd += gross;
    vDesc += item.discountCents;
    const { taxableE4, icmsCents } = monoIcmsFigures(item.quantity, f.taxable_per_unit_e4, f.ad_rem_rate_e4);
    const mono = f.icms_kind === 'cst' && f.icms_code === '61';
    if (mono) {
      qMono += taxableE4;
      vMono += icmsCents;
    }
    const comb = f.anp_code
      ? {
          comb: {
            cProdANP: f.anp_code,
            descANP: text(f.anp_description ?? '', 95),
            pGLP: decimalE4(f.p_glp_e4),
            pGNn: decimalE4(f.p_gnn_e4),
            pGNi: decimalE4(f.p_gni_e4),
            vPart: decimalCents(f.start_value_cents),
            UFCons: a.uf,
          },
        }
      : {};
    return {
      '@nItem': String(i + 1),
      prod: {
        cProd: text(item.code, 60),
        cEAN: 'SEM GTIN',
        xProd: homologation && i === 0 ? HOMOLOGATION_ITEM : text(item.description, 120),
        NCM: f.ncm,
        ...(f.cest ? { CEST: f.cest } : {}),
        CFOP: f.cfop,
        uCom: 'UN',
        qCom: `${item.quantity}.0000`,
        vUnCom: `${decimalCents(item.unitPriceCents)}00`,
        vProd: decimalCents(gross),
        cEANTrib: 'SEM GTIN',
        uTrib: text(f.taxable_unit, 6),
        qTrib: decimalE4(taxableE4),
        vUnTrib: unitTaxablePrice(item.unitPriceCents, f.taxable_per_unit_e4),
        ...(item.discountCents > 0 ? { vDesc: decimalCents(item.discountCents) } : {}),
        indTot: '1',
        ...comb,
      },
      imposto: {
        ICMS: icmsGroup(f, taxableE4, icmsCents),
        ...pisCofins(f),
        IBSCBS: { CST: f.ibs_cbs_cst, cClassTrib: f.ibs_cbs_class },
      },
    };
  });
  const vNF = vProd - vDesc;
  const paid = input.payments.reduce((s, p) => s + p.valueCents, 0);
  if (paid < vNF) throw new NfceBuildError([NFCE_TEXTS.errors.paymentsTotal]);
  const zero = '0.00';
  const recipient = input.recipient
    ? {
        dest: {
          CPF: digits(input.recipient.cpf),
          ...(homologation
            ? { xNome: HOMOLOGATION_NAME }
            : input.recipient.name?.trim()
              ? { xNome: text(input.recipient.name, 60) }
              : {}),
          indIEDest: '9',
        },
      }
    : {};
  const qr = `${urls!.qrCode}?p=${key}|3|${tpAmb}`;
  const doc = {
    NFe: {
      '@xmlns': NFE_NAMESPACE,
      infNFe: {
        '@versao': '4.00',
        '@Id': `NFe${key}`,
        ide: {
          cUF: String(cUF),
          cNF: String(input.cNF).padStart(8, '0'),
          natOp: 'VENDA',
          mod: '65',
          serie: String(input.series),
          nNF: String(input.number),
          dhEmi: when.text,
          tpNF: '1',
          idDest: '1',
          cMunFG: String(a.cityCode),
          tpImp: '4',
          tpEmis: '1',
          cDV: key.slice(-1),
          tpAmb: String(tpAmb),
          finNFe: '1',
          indFinal: '1',
          indPres: String(input.presence),
          ...(input.presence === 4 ? { indIntermed: '0' } : {}),
          procEmi: '0',
          verProc: NFCE_SOFTWARE,
        },
        emit: {
          CNPJ: digits(e.cnpj),
          xNome: text(e.name, 60),
          ...(e.tradeName?.trim() ? { xFant: text(e.tradeName, 60) } : {}),
          enderEmit: {
            xLgr: text(a.street, 60),
            nro: text(a.number, 60),
            ...(a.complement?.trim() ? { xCpl: text(a.complement, 60) } : {}),
            xBairro: text(a.neighborhood, 60),
            cMun: String(a.cityCode),
            xMun: text(a.cityName, 60),
            UF: a.uf,
            CEP: digits(a.zipcode),
            cPais: '1058',
            xPais: 'BRASIL',
            ...(digits(a.phone).length >= 6 ? { fone: digits(a.phone).slice(0, 14) } : {}),
          },
          IE: digits(e.ie),
          CRT: String(e.crt),
        },
        ...recipient,
        det,
        total: {
          ICMSTot: {
            vBC: zero,
            vICMS: zero,
            vICMSDeson: zero,
            vFCP: zero,
            vBCST: zero,
            vST: zero,
            vFCPST: zero,
            vFCPSTRet: zero,
            ...(qMono > 0 ? { qBCMonoRet: decimalE4(qMono, 2), vICMSMonoRet: decimalCents(vMono) } : {}),
            vProd: decimalCents(vProd),
            vFrete: zero,
            vSeg: zero,
            vDesc: decimalCents(vDesc),
            vII: zero,
            vIPI: zero,
            vIPIDevol: zero,
            vPIS: zero,
            vCOFINS: zero,
            vOutro: zero,
            vNF: decimalCents(vNF),
          },
          IBSCBSTot: { vBCIBSCBS: zero },
        },
        transp: { modFrete: '9' },
        pag: {
          detPag: input.payments.map((p) => ({
            tPag: p.tPag,
            ...(p.tPag === '99' && p.xPag ? { xPag: text(p.xPag, 60) } : {}),
            vPag: decimalCents(p.valueCents),
            ...(['03', '04', '17'].includes(p.tPag) ? { card: { tpIntegra: '2' } } : {}),
          })),
          ...(paid > vNF ? { vTroco: decimalCents(paid - vNF) } : {}),
        },
        ...(input.note?.trim() ? { infAdic: { infCpl: text(input.note, 5000) } } : {}),
      },
      infNFeSupl: { qrCode: qr, urlChave: urls!.urlChave },
    },
  };
  return { xml: create(doc).end({ headless: true }), key };
}

/** The NFC-e's XML (see buildNfceWithKey). */
export function buildNfce(input: NfceInput): string {
  return buildNfceWithKey(input).xml;
}
