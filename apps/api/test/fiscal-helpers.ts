import forge from 'node-forge';

/** A self-signed A1-like certificate (.pfx) made by the test: holder, days until it expires, password. */
export function makePfx(holder: string, days: number, password: string): { pfx: Buffer; certPem: string } {
  const keys = forge.pki.rsa.generateKeyPair(1024);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  const now = Date.now();
  cert.validity.notBefore = new Date(now - 86_400_000);
  cert.validity.notAfter = new Date(now + days * 86_400_000);
  const attrs = [
    { name: 'commonName', value: holder },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: '3des' });
  return { pfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), certPem: forge.pki.certificateToPem(cert) };
}
