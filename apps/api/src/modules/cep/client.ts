import { onlyDigits } from '@ability/domain';

export interface CepResult {
  zipcode: string;
  patio: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** The postal-code service: one client, so tests put a stub in its place. */
export interface CepClient {
  /** null when the service says the CEP does not exist. Throws when the service cannot be reached. */
  lookup(cep: string): Promise<CepResult | null>;
}

/** A ViaCEP-compatible service: `{url}` with `{cep}` replaced by the 8 digits. */
export function httpCepClient(urlTemplate: string, timeoutMs = 5000): CepClient {
  return {
    async lookup(cep) {
      const digits = onlyDigits(cep);
      const res = await fetch(urlTemplate.replace('{cep}', digits), { signal: AbortSignal.timeout(timeoutMs) });
      if (res.status === 400 || res.status === 404) return null;
      if (!res.ok) throw new Error(`CEP service answered ${res.status}`);
      const body = (await res.json()) as Record<string, string | boolean | undefined>;
      if (body.erro) return null;
      return {
        zipcode: digits,
        patio: String(body.logradouro ?? ''),
        complement: String(body.complemento ?? ''),
        neighborhood: String(body.bairro ?? ''),
        city: String(body.localidade ?? ''),
        state: String(body.uf ?? ''),
      };
    },
  };
}
