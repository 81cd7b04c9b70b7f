import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

/**
 * The official schemas of NF-e/NFC-e layout 4.00 (package PL_010b v1.30: PL_009 plus the 2026 IBS/CBS groups),
 * vendored in ./xsd with their source and version written in xsd/README.md. Read once, lazily.
 */
const XSD_FILES = [
  'nfe_v4.00.xsd',
  'enviNFe_v4.00.xsd',
  'leiauteNFe_v4.00.xsd',
  'tiposBasico_v4.00.xsd',
  'DFeTiposBasicos_v1.00.xsd',
  'xmldsig-core-schema_v1.01.xsd',
] as const;
let files: { fileName: string; contents: string }[] | undefined;
const schemaFiles = () =>
  (files ??= XSD_FILES.map((fileName) => ({
    fileName,
    contents: readFileSync(new URL(`./xsd/${fileName}`, import.meta.url), 'utf8'),
  })));

export interface XsdResult {
  valid: boolean;
  /** xmllint's messages without the file name (English, as the schema validator writes them). */
  errors: string[];
}

/**
 * Validates a document against the layout's schema, offline (xmllint compiled to WebAssembly): an `NFe`
 * (nfe_v4.00.xsd, the default) or a lot `enviNFe` (enviNFe_v4.00.xsd) as the SEFAZ client sends it.
 */
export async function validateNfe(xml: string, root: 'nfe' | 'enviNFe' = 'nfe'): Promise<XsdResult> {
  const all = schemaFiles();
  const main = root === 'nfe' ? 'nfe_v4.00.xsd' : 'enviNFe_v4.00.xsd';
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    schema: all.find((f) => f.fileName === main)!,
    preload: all.filter((f) => f.fileName !== main),
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
}
