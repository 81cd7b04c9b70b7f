import { NFCE_SCREEN_TEXTS, TPAG_CODES, type TPag } from '@ability/domain';
import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';

/**
 * What the DANFE NFC-e prints, read from the note's signed XML (the document of record, not the sale as it
 * is now): the issuer, the items, the totals, the payments, the consumer, the access key, the QR code's
 * address (built by the note's builder, `infNFeSupl/qrCode`) and the protocol.
 */
export const danfeReply = z
  .object({
    sale_id: z.number().int(),
    state: z.enum(['em_processamento', 'autorizada', 'rejeitada']),
    environment: z.enum(['homologacao', 'producao']),
    /** The note went to the local SEFAZ simulator ('Ambiente de demonstração — sem valor fiscal'). */
    demo: z.boolean(),
    /** 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL' in homologação, else null. */
    environment_notice: z.string().nullable(),
    issuer: z.object({
      name: z.string(),
      cnpj: z.string(),
      ie: z.string(),
      address: z.string(),
    }),
    items: z.array(
      z.object({
        code: z.string(),
        description: z.string(),
        quantity: z.string(),
        unit: z.string(),
        unit_price: z.string(),
        total: z.string(),
      }),
    ),
    totals: z.object({
      items: z.number().int(),
      products: z.string(),
      discount: z.string(),
      to_pay: z.string(),
      icms_mono: z.string().nullable(),
    }),
    payments: z.array(z.object({ method: z.string(), value: z.string() })),
    change: z.string().nullable(),
    consumer: z.string(),
    series: z.number().int(),
    number: z.number().int(),
    issued_at: z.string(),
    access_key: z.string(),
    /** The key in blocks of 4 digits, as printed. */
    access_key_blocks: z.string(),
    url_chave: z.string(),
    qr_code: z.string(),
    protocol: z.string().nullable(),
    received_at: z.string().nullable(),
    info: z.string().nullable(),
  })
  .meta({ id: 'NfceDanfe' });
export type Danfe = z.infer<typeof danfeReply>;

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'det' || name === 'detPag',
});

type Node = Record<string, unknown>;
const obj = (v: unknown): Node => (v && typeof v === 'object' ? (v as Node) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** '12.5000' → '12,50' (money) or '1.0000' → '1' (a quantity, up to 4 places without trailing zeros). */
const money = (v: unknown) => {
  const n = Number(str(v) || '0');
  return n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
};
const qty = (v: unknown) => Number(str(v) || '0').toLocaleString('pt-BR', { maximumFractionDigits: 4 });

const cnpjText = (d: string) =>
  d.length === 14 ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}` : d;
const cpfText = (d: string) =>
  d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : d;

/** The access key as the DANFE prints it: 11 blocks of 4 digits. */
export const keyBlocks = (key: string) => key.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');

/** The layout's date-time ('2026-11-28T10:20:30-03:00') as printed: '28/11/2026 10:20:30' (its own offset). */
const when = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}:\d{2})/.exec(v);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}` : v;
};

export function danfeOf(
  note: {
    sale_id: number;
    state: string;
    xml: string;
    series: number;
    number: number;
    access_key: string;
    protocol: string | null;
    received_at: string | null;
  },
  demo: boolean,
): Danfe {
  const nfe = obj(obj(parser.parse(note.xml)).NFe);
  const inf = obj(nfe.infNFe);
  const ide = obj(inf.ide);
  const emit = obj(inf.emit);
  const ender = obj(emit.enderEmit);
  const tot = obj(obj(inf.total).ICMSTot);
  const pag = obj(inf.pag);
  const supl = obj(nfe.infNFeSupl);
  const dest = obj(inf.dest);
  const dets = (inf.det as unknown[] | undefined) ?? [];
  const homolog = str(ide.tpAmb) === '2';
  const address = [
    [str(ender.xLgr), str(ender.nro)].filter(Boolean).join(', '),
    str(ender.xBairro),
    [str(ender.xMun), str(ender.UF)].filter(Boolean).join(' - '),
  ]
    .filter(Boolean)
    .join(', ');
  const cpf = str(dest.CPF);
  const mono = str(tot.vICMSMonoRet);
  return {
    sale_id: note.sale_id,
    state: note.state as Danfe['state'],
    environment: homolog ? 'homologacao' : 'producao',
    demo,
    environment_notice: homolog ? NFCE_SCREEN_TEXTS.homologacao : null,
    issuer: { name: str(emit.xNome), cnpj: cnpjText(str(emit.CNPJ)), ie: str(emit.IE), address },
    items: dets.map((d) => {
      const p = obj(obj(d).prod);
      return {
        code: str(p.cProd),
        description: str(p.xProd),
        quantity: qty(p.qCom),
        unit: str(p.uCom),
        unit_price: money(p.vUnCom),
        total: money(p.vProd),
      };
    }),
    totals: {
      items: dets.length,
      products: money(tot.vProd),
      discount: money(tot.vDesc),
      to_pay: money(tot.vNF),
      icms_mono: mono ? money(mono) : null,
    },
    payments: ((pag.detPag as unknown[] | undefined) ?? []).map((d) => {
      const p = obj(d);
      const code = str(p.tPag) as TPag;
      return { method: str(p.xPag) || TPAG_CODES[code] || code, value: money(p.vPag) };
    }),
    change: pag.vTroco ? money(pag.vTroco) : null,
    consumer: cpf ? NFCE_SCREEN_TEXTS.danfe.consumerCpf(cpfText(cpf)) : NFCE_SCREEN_TEXTS.danfe.noConsumer,
    series: note.series,
    number: note.number,
    issued_at: when(str(ide.dhEmi)),
    access_key: note.access_key,
    access_key_blocks: keyBlocks(note.access_key),
    url_chave: str(supl.urlChave),
    qr_code: str(supl.qrCode),
    protocol: note.protocol,
    received_at: note.received_at ? when(note.received_at) : null,
    info: str(obj(inf.infAdic).infCpl) || null,
  };
}
