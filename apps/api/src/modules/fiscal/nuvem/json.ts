import { XMLParser } from 'fast-xml-parser';

/** Fields of Nuvem Fiscal's schema that are integers (codes, flags, numbers): the rest of the codes are text. */
const INTEGER_FIELDS = new Set([
  'cUF',
  'mod',
  'serie',
  'nNF',
  'tpNF',
  'idDest',
  'cMunFG',
  'tpImp',
  'tpEmis',
  'cDV',
  'tpAmb',
  'finNFe',
  'indFinal',
  'indPres',
  'indIntermed',
  'procEmi',
  'cMun',
  'cPais',
  'CRT',
  'indIEDest',
  'indTot',
  'modFrete',
  'tpIntegra',
  'orig',
  'nItem',
]);

/** Quantities, values, percentages and rates (vProd, qTrib, pGLP, adRemICMSRet…) are numbers in their schema. */
const DECIMAL_FIELD = /^([vqp][A-Z]|adRem)/;

function convert(node: unknown, name: string): unknown {
  if (Array.isArray(node)) return node.map((n) => convert(n, name));
  if (node !== null && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '@xmlns') continue;
      const field = key.startsWith('@') ? key.slice(1) : key;
      out[field] = convert(value, field);
    }
    return out;
  }
  if (typeof node === 'string' && (INTEGER_FIELDS.has(name) || DECIMAL_FIELD.test(name))) return Number(node);
  return node;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'det' || name === 'detPag',
});

/**
 * The body of Nuvem Fiscal's `POST /nfce` (their "NfePedidoEmissao"): the note's `infNFe` in their JSON schema,
 * which mirrors the layout's element names, read from the very XML the builder wrote (one builder, one set of
 * rules; the stored note is the source, so a retry sends the same fields). Their service signs it and makes the
 * QR code; `referencia` is the note's access key, so a retry finds the same document instead of issuing twice.
 */
export function nuvemFiscalBody(
  xml: string,
  environment: 'homologacao' | 'producao',
  referencia: string,
): { ambiente: string; referencia: string; infNFe: Record<string, unknown> } {
  const parsed = parser.parse(xml) as { NFe?: { infNFe?: unknown } };
  const { Id: _id, ...infNFe } = convert(parsed.NFe?.infNFe ?? {}, 'infNFe') as Record<string, unknown>;
  return { ambiente: environment, referencia, infNFe };
}
