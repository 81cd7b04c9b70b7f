import forge from 'node-forge';

export interface CertificateInfo {
  /** The subject's common name (company name and CNPJ on an e-CNPJ A1). */
  holder: string;
  expiresAt: Date;
  /** PEM of the key and the certificate, for the TLS client and the XML signature. */
  keyPem: string;
  certPem: string;
}

/** Opens an A1 certificate (.pfx / PKCS#12) with its password; null when the file or the password is wrong. */
export function readPfx(pfx: Buffer, password: string): CertificateInfo | null {
  try {
    const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(pfx.toString('binary')), false, password);
    const bag = (type: string) => p12.getBags({ bagType: type })[type]?.[0];
    const { certBag, pkcs8ShroudedKeyBag, keyBag: plainKeyBag } = forge.pki.oids as Record<string, string>;
    const cert = bag(certBag!)?.cert;
    const keyBag = bag(pkcs8ShroudedKeyBag!) ?? bag(plainKeyBag!);
    if (!cert || !keyBag?.key) return null;
    const cn = cert.subject.getField('CN')?.value as string | undefined;
    return {
      holder: cn ?? cert.subject.attributes.map((a: { value?: unknown }) => String(a.value)).join(', '),
      expiresAt: cert.validity.notAfter,
      keyPem: forge.pki.privateKeyToPem(keyBag.key),
      certPem: forge.pki.certificateToPem(cert),
    };
  } catch {
    return null;
  }
}
