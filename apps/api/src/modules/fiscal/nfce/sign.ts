import { SignedXml } from 'xml-crypto';
import { readPfx } from '../certificate';

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';
const INF_NFE = "//*[local-name(.)='infNFe']";

/** The certificate's base64 body (DER) from its PEM, as X509Certificate carries it. */
const pemBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

/**
 * Signs an NF-e / NFC-e as the manual asks: an enveloped XMLDSig after `infNFeSupl`, C14N (2001-03-15), RSA-SHA1,
 * one reference to `#<infNFe Id>` with the enveloped-signature and C14N transforms, SHA-1 digest, the signer's
 * certificate in KeyInfo/X509Data. The key and certificate come from the unit's A1 (.pfx) and its password.
 */
export function signNfe(xml: string, pfx: Buffer, password: string): string {
  const cert = readPfx(pfx, password);
  if (!cert) throw new Error('Certificado A1 ou senha inválidos.');
  return signNfeWith(xml, cert);
}

/** signNfe with the certificate already opened (PEM key and certificate, as `readPfx` answers). */
export function signNfeWith(xml: string, cert: { keyPem: string; certPem: string }): string {
  const sig = new SignedXml({
    privateKey: cert.keyPem,
    publicCert: cert.certPem,
    canonicalizationAlgorithm: C14N,
    signatureAlgorithm: RSA_SHA1,
    getKeyInfoContent: () => `<X509Data><X509Certificate>${pemBody(cert.certPem)}</X509Certificate></X509Data>`,
  });
  sig.addReference({ xpath: INF_NFE, transforms: [ENVELOPED, C14N], digestAlgorithm: SHA1 });
  sig.computeSignature(xml, { location: { reference: "/*[local-name(.)='NFe']", action: 'append' } });
  return sig.getSignedXml();
}

/**
 * Whether a signed NF-e's signature holds against a certificate (PEM): the digest of `infNFe` and the
 * signature value. The certificate is the caller's (the one it trusts), never read from the document.
 */
export function verifyNfeSignature(xml: string, certPem: string): boolean {
  const match = /<Signature[\s\S]*<\/Signature>/.exec(xml);
  if (!match) return false;
  const sig = new SignedXml({ publicCert: certPem });
  try {
    sig.loadSignature(match[0]);
    if (!sig.checkSignature(xml)) return false;
    // The one reference must be the note's infNFe (not another element a forger added).
    const id = /<infNFe[^>]*\sId="([^"]+)"/.exec(xml)?.[1];
    const refs = sig.getReferences();
    return refs.length === 1 && refs[0]!.uri === `#${id}`;
  } catch {
    return false;
  }
}
