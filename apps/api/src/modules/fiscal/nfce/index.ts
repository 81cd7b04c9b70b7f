/** The NFC-e's XML: the seam the SEFAZ client and the issuing job use. */
export { type NfceInput, type NfceBuildFix, NfceBuildError, buildNfce, buildNfceWithKey } from './build';
export { signNfe, signNfeWith, verifyNfeSignature } from './sign';
export { validateNfe } from './validate';
export { nfceInputForSale } from './load';
export { reserveNfceNumber } from './numbering';
export { NFCE_CONSULT_URLS } from './consult-urls';
