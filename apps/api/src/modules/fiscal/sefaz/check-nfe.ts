import { DOMParser } from '@xmldom/xmldom';
import { XMLValidator } from 'fast-xml-parser';
import { SignedXml } from 'xml-crypto';
import { validateNfe } from '../nfce/validate';
import { NFE_NS } from './client';

const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

/** SEFAZ's answer to a note it refuses, with its real code and message. */
export interface NfeRejection {
  ok: false;
  cStat: string;
  xMotivo: string;
}
export interface NfeAccepted {
  ok: true;
  /** The 44-digit access key (infNFe's Id without 'NFe'). */
  chNFe: string;
  /** The signature's DigestValue (digVal in the protocol). */
  digVal: string;
}

export const REJECTIONS = {
  schema: { cStat: '225', xMotivo: 'Rejeição: Falha no Schema XML do lote de NFe' },
  signature: { cStat: '297', xMotivo: 'Rejeição: Assinatura difere do calculado' },
  signatureForm: { cStat: '298', xMotivo: 'Rejeição: Assinatura difere do padrão do Sistema' },
} as const;

function reject(r: { cStat: string; xMotivo: string }): NfeRejection {
  return { ok: false, ...r };
}

/**
 * What the simulator checks in one `<NFe>` (a standalone document) before authorising it, as SEFAZ does:
 * well-formed XML, an `NFe` in the portal's namespace with an `infNFe` whose Id is 'NFe' + 44 digits, and an
 * enveloped XMLDSig over exactly that `infNFe` that verifies with the certificate in its KeyInfo.
 *
 * Then the layout's schema (`validateNfe`, the NFC-e builder's own validator against the vendored XSD): a note
 * failing it answers `REJECTIONS.schema`. Signature first, as SEFAZ answers 297 for a note changed in transit.
 */
export async function checkNfe(xml: string): Promise<NfeRejection | NfeAccepted> {
  if (XMLValidator.validate(xml) !== true) return reject(REJECTIONS.schema);
  const doc = new DOMParser({
    errorHandler: { warning: () => {}, error: () => {}, fatalError: () => {} },
  }).parseFromString(xml, 'text/xml');
  const nfe = doc.documentElement;
  if (nfe?.localName !== 'NFe' || nfe.namespaceURI !== NFE_NS) return reject(REJECTIONS.schema);
  const infs = nfe.getElementsByTagNameNS(NFE_NS, 'infNFe');
  const inf = infs[0];
  const id = inf?.getAttribute('Id') ?? '';
  if (infs.length !== 1 || !/^NFe\d{44}$/.test(id)) return reject(REJECTIONS.schema);

  // Exactly one signature, a child of NFe, referencing the infNFe by its Id.
  const signatures = doc.getElementsByTagNameNS(DSIG_NS, 'Signature');
  const signature = signatures[0];
  if (signatures.length !== 1 || signature?.parentNode !== nfe) return reject(REJECTIONS.signatureForm);
  const references = signature.getElementsByTagNameNS(DSIG_NS, 'Reference');
  if (references.length !== 1 || references[0]?.getAttribute('URI') !== `#${id}`)
    return reject(REJECTIONS.signatureForm);
  const digVal = signature.getElementsByTagNameNS(DSIG_NS, 'DigestValue')[0]?.textContent?.trim() ?? '';

  const sig = new SignedXml({ getCertFromKeyInfo: SignedXml.getCertFromKeyInfo });
  try {
    sig.loadSignature(signature);
    if (!sig.checkSignature(xml)) return reject(REJECTIONS.signature);
  } catch {
    // No certificate in KeyInfo, an unknown algorithm, a digest or value that does not verify.
    return reject(REJECTIONS.signature);
  }
  if (!(await validateNfe(xml)).valid) return reject(REJECTIONS.schema);
  return { ok: true, chNFe: id.slice(3), digVal };
}
