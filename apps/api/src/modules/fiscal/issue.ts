import {
  FISCAL_SETTINGS_TEXTS,
  NFCE_ISSUE_TEXTS as T,
  type FiscalEnvironment,
  type NfceProvider,
  type NfceIssueOn,
  issuesNfceOn,
} from '@ability/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { fiscalNotes, fiscalSettings, sales } from '../../db/schema/index';
import { unitUf } from '../../lib/units';
import { AppError, notFound } from '../../lib/errors';
import { publishEvent } from '../../lib/events';
import {
  NfceBuildError,
  type NfceBuildFix,
  buildNfceWithKey,
  nfceInputForSale,
  reserveNfceNumber,
  signNfeWith,
} from './nfce/index';
import { type SefazClientOptions, SefazError, type SefazProtocol, autorizar, consultarProtocolo } from './sefaz/client';
import { unitCertificate, unitNuvemCredentials } from './sefaz/connection';
import {
  NUVEM_FISCAL_ENDPOINTS,
  type NuvemDfe,
  type NuvemFiscalEndpoints,
  NuvemFiscalError,
  type NuvemFiscalOptions,
  consultarNfce,
  emitirNfce,
  nfcePorReferencia,
  xmlNfce,
} from './nuvem/client';
import { nuvemFiscalBody } from './nuvem/json';
import { NFE_NAMESPACE } from './nfce/build';
import type { SefazTarget } from './sefaz/target';

export type FiscalNote = typeof fiscalNotes.$inferSelect;

/** A note that was built: its number, key and signed XML (every note but one the job could not build). */
export type BuiltNote = FiscalNote & { series: number; number: number; access_key: string; xml: string };
export const builtNote = (note: FiscalNote): note is BuiltNote => note.xml !== null && note.access_key !== null;

export interface NfceIssuerOptions {
  db: Db;
  target: SefazTarget;
  secretKey: Buffer | null;
  /** Nuvem Fiscal's addresses (its real ones by default; tests pass a local stub of its API). */
  nuvemFiscal?: NuvemFiscalEndpoints;
  timeoutMs?: number;
  /**
   * Runs after SEFAZ answered a sending and before the answer is stored. Tests throw here to play a crash
   * between sending and storing; the product passes none.
   */
  afterReply?: (note: BuiltNote) => void | Promise<void>;
}

const refuse = (message: string) => new AppError(422, { error: message });

/** What the unit lacks to sign and send (no state on its address, no certificate): fixed in the unit's form. */
const unitProblem = (message: string) => new NfceBuildError([message], { products: [], unit: true });

/** The unit's SEFAZ client options: its state, environment and certificate (its own A1 or the demo's). */
async function clientOptions(db: Executor, o: NfceIssuerOptions, resaleId: number): Promise<SefazClientOptions> {
  const uf = await unitUf(db, resaleId);
  if (!uf) throw unitProblem(FISCAL_SETTINGS_TEXTS.connection.noState);
  const [s] = await db.select().from(fiscalSettings).where(eq(fiscalSettings.resale_id, resaleId));
  const opened = unitCertificate(s, o.secretKey, o.target);
  if ('problem' in opened) throw unitProblem(T.errors.certificate + FISCAL_SETTINGS_TEXTS.connection[opened.problem]);
  return {
    uf,
    environment: (s?.environment ?? 'homologacao') as FiscalEnvironment,
    certificate: opened.certificate,
    urlOverride: o.target.urlOverride,
    ca: o.target.ca,
    timeoutMs: o.timeoutMs ?? 30_000,
  };
}

/** The unit's Nuvem Fiscal options: its environment and its client id and secret (opened from the sealed copy). */
async function nuvemOptions(db: Executor, o: NfceIssuerOptions, resaleId: number): Promise<NuvemFiscalOptions> {
  const [s] = await db.select().from(fiscalSettings).where(eq(fiscalSettings.resale_id, resaleId));
  const credentials = unitNuvemCredentials(s, o.secretKey);
  if ('problem' in credentials)
    throw unitProblem(
      credentials.problem === 'nuvemCredentials'
        ? FISCAL_SETTINGS_TEXTS.nuvem.noCredentials
        : credentials.problem === 'noServerKey'
          ? FISCAL_SETTINGS_TEXTS.connection.noServerKey
          : FISCAL_SETTINGS_TEXTS.nuvem.auth,
    );
  return {
    endpoints: o.nuvemFiscal ?? NUVEM_FISCAL_ENDPOINTS,
    environment: s!.environment as FiscalEnvironment,
    ...credentials,
    timeoutMs: o.timeoutMs ?? 30_000,
  };
}

/**
 * The note to send, in ONE transaction with the sale locked: a sale with a note keeps it (never a second
 * number); a rejected note asked to be sent again is rebuilt and signed with its number and series; a sale
 * without one gets its number from the unit's series (`reserveNfceNumber`: no repeats, no gaps) and its note
 * stored 'em_processamento' before anything is sent.
 */
async function prepare(o: NfceIssuerOptions, saleId: number, resend: boolean): Promise<FiscalNote> {
  return o.db.transaction(async (tx) => {
    const [sale] = await tx
      .select({ id: sales.id, resale_id: sales.resale_id, status: sales.status })
      .from(sales)
      .where(eq(sales.id, saleId))
      .for('update');
    if (!sale) throw notFound();
    const [note] = await tx.select().from(fiscalNotes).where(eq(fiscalNotes.sale_id, saleId));
    if (note && (note.state !== 'rejeitada' || !resend)) return note;
    if (sale.status === 'canceled' || sale.status === 'rejected') throw refuse(T.errors.canceled);
    const [settings] = await tx.select().from(fiscalSettings).where(eq(fiscalSettings.resale_id, sale.resale_id));
    // SEFAZ direct: signed here with the unit's A1. Nuvem Fiscal: sent unsigned as JSON, signed by their service.
    const provider = (settings?.provider ?? 'sefaz') as NfceProvider;
    let certificate: SefazClientOptions['certificate'] | null = null;
    if (provider === 'sefaz') certificate = (await clientOptions(tx, o, sale.resale_id)).certificate;
    else await nuvemOptions(tx, o, sale.resale_id); // its credentials, before a number is taken
    // A note that could not be built took no number: it takes one now, from the unit's series.
    const series = note?.series ?? settings?.series ?? 1;
    const number = note?.number ?? (await reserveNfceNumber(tx, sale.resale_id, series));
    const built = buildNfceWithKey(await nfceInputForSale(tx, saleId, { number, series }));
    const xml = certificate ? signNfeWith(built.xml, certificate) : built.xml;
    const fields = {
      access_key: built.key,
      xml,
      state: 'em_processamento',
      protocol: null,
      received_at: null,
      c_stat: null,
      x_motivo: null,
      sent_at: null,
      build_fix: null,
      provider,
      provider_id: null,
      updated_at: new Date(),
    } as const;
    if (note) {
      const [again] = await tx
        .update(fiscalNotes)
        .set({ ...fields, series, number })
        .where(eq(fiscalNotes.id, note.id))
        .returning();
      await noteChanged(tx, again!);
      return again!;
    }
    const [created] = await tx
      .insert(fiscalNotes)
      .values({ ...fields, sale_id: saleId, resale_id: sale.resale_id, model: 65, series, number })
      .returning();
    await noteChanged(tx, created!);
    return created!;
  });
}

/**
 * The automatic job met a note that cannot be built (a product without fiscal data, the unit's address, no
 * certificate): it lands in the rejections' queue as a 'rejeitada' note with the pt-BR reason and where to fix
 * it, taking no number. A sale that got a note meanwhile keeps it. 'Reenviar' after the fix issues it.
 */
async function storeBuildFailure(db: Db, saleId: number, failure: NfceBuildError): Promise<FiscalNote> {
  return db.transaction(async (tx) => {
    const [sale] = await tx
      .select({ id: sales.id, resale_id: sales.resale_id })
      .from(sales)
      .where(eq(sales.id, saleId))
      .for('update');
    if (!sale) throw notFound();
    const [note] = await tx.select().from(fiscalNotes).where(eq(fiscalNotes.sale_id, saleId));
    if (note) return note;
    const fix: NfceBuildFix = { products: failure.fix.products, unit: failure.fix.unit };
    const [created] = await tx
      .insert(fiscalNotes)
      .values({
        sale_id: saleId,
        resale_id: sale.resale_id,
        model: 65,
        state: 'rejeitada',
        x_motivo: failure.message,
        build_fix: fix,
      })
      .returning();
    await noteChanged(tx, created!);
    return created!;
  });
}

/** Stores SEFAZ's answer on a note still 'em_processamento': 100 → autorizada with the protocol; else rejeitada. */
async function store(
  db: Db,
  note: FiscalNote,
  answer: { cStat: string; xMotivo: string },
  protocol: SefazProtocol | null,
) {
  const authorised = answer.cStat === '100' && !!protocol?.nProt;
  const [row] = await db
    .update(fiscalNotes)
    .set({
      state: authorised ? 'autorizada' : 'rejeitada',
      c_stat: answer.cStat,
      x_motivo: answer.xMotivo,
      protocol: authorised ? protocol!.nProt : null,
      received_at: protocol?.dhRecbto ?? null,
      updated_at: new Date(),
    })
    .where(and(eq(fiscalNotes.id, note.id), eq(fiscalNotes.state, 'em_processamento')))
    .returning();
  if (row) await noteChanged(db, row);
  return row ?? (await db.select().from(fiscalNotes).where(eq(fiscalNotes.id, note.id)))[0]!;
}

/** A live 'sale' event for the note's sale: the list's column and the sale's panel read it again. */
async function noteChanged(db: Executor, note: FiscalNote) {
  const [s] = await db
    .select({ employee_id: sales.employee_id, status: sales.status })
    .from(sales)
    .where(eq(sales.id, note.sale_id));
  await publishEvent(db, {
    type: 'sale',
    resale_id: note.resale_id,
    employee_id: s?.employee_id ?? null,
    data: { id: note.sale_id, status: s?.status ?? null, nfce_status: note.state },
  });
}

/**
 * Sends a note 'em_processamento' and stores the answer. A note already sent without a stored answer (a crash
 * or a timeout between sending and storing) is first asked by its key (NfeConsultaProtocolo4): authorised →
 * stored; unknown to SEFAZ (217) → sent again with the same key. Network failures leave it
 * 'em_processamento' for the next sweep.
 */
async function send(o: NfceIssuerOptions, note: BuiltNote, byHand = false): Promise<FiscalNote> {
  if (note.provider === 'nuvem_fiscal') return sendNuvem(o, note, byHand);
  const client = await clientOptions(o.db, o, note.resale_id);
  try {
    if (note.sent_at) {
      const asked = await consultarProtocolo(client, note.access_key);
      if (asked.protocol) return store(o.db, note, asked.protocol, asked.protocol);
      if (asked.cStat !== '217') return note;
    }
    await o.db
      .update(fiscalNotes)
      .set({ attempts: sql`${fiscalNotes.attempts} + 1`, sent_at: new Date(), updated_at: new Date() })
      .where(eq(fiscalNotes.id, note.id));
    const sent = await autorizar(client, note.xml, String(note.id));
    await o.afterReply?.(note);
    const prot = sent.protocol;
    if (prot?.cStat === '204') {
      // Duplicity: SEFAZ has this key authorised already (an answer lost before): its protocol, by the key.
      const asked = await consultarProtocolo(client, note.access_key);
      if (asked.protocol) return store(o.db, note, asked.protocol, asked.protocol);
    }
    return store(o.db, note, prot ?? sent, prot);
  } catch (e) {
    if (e instanceof SefazError) return (await o.db.select().from(fiscalNotes).where(eq(fiscalNotes.id, note.id)))[0]!;
    throw e;
  }
}

/**
 * The signed NFe inside Nuvem Fiscal's XML (an nfeProc: the note with SEFAZ's protocol), as a document of its
 * own like the notes signed here: the portal's namespace declared on it when it inherited it from the nfeProc.
 */
function signedNfe(xml: string): string | null {
  const nfe = /<NFe[\s>][\s\S]*<\/NFe>/.exec(xml)?.[0];
  if (!nfe) return null;
  return /^<NFe\s[^>]*xmlns=/.test(nfe) ? nfe : nfe.replace(/^<NFe/, `<NFe xmlns="${NFE_NAMESPACE}"`);
}

/**
 * Stores Nuvem Fiscal's document on a note still 'em_processamento': 'autorizado' → autorizada with SEFAZ's
 * protocol, the key Nuvem Fiscal gave and the signed XML it answers; 'rejeitado', 'denegado' or 'erro' →
 * rejeitada with SEFAZ's code and message; anything else (pendente) → its id kept, asked again by the sweep.
 */
async function storeNuvem(o: NfceIssuerOptions, nuvem: NuvemFiscalOptions, note: BuiltNote, doc: NuvemDfe) {
  const a = doc.autorizacao ?? {};
  const base = { provider_id: doc.id, updated_at: new Date() };
  let set: Partial<typeof fiscalNotes.$inferInsert>;
  if (doc.status === 'autorizado' && a.numero_protocolo) {
    const xml = signedNfe(await xmlNfce(nuvem, doc.id));
    if (!xml) throw new NuvemFiscalError('reply', 'GET /nfce/{id}/xml sem NFe');
    set = {
      ...base,
      state: 'autorizada',
      c_stat: String(a.codigo_status ?? 100),
      x_motivo: a.motivo_status ?? null,
      protocol: a.numero_protocolo,
      received_at: a.data_recebimento ?? null,
      access_key: doc.chave ?? note.access_key,
      xml,
    };
  } else if (['rejeitado', 'denegado', 'erro'].includes(doc.status)) {
    set = {
      ...base,
      state: 'rejeitada',
      c_stat: a.codigo_status != null ? String(a.codigo_status) : null,
      x_motivo: a.motivo_status ?? a.mensagem ?? FISCAL_SETTINGS_TEXTS.nuvem.refused(doc.status),
      protocol: null,
      received_at: a.data_recebimento ?? null,
    };
  } else set = base;
  const [row] = await o.db
    .update(fiscalNotes)
    .set(set)
    .where(and(eq(fiscalNotes.id, note.id), eq(fiscalNotes.state, 'em_processamento')))
    .returning();
  if (row && set.state) await noteChanged(o.db, row);
  return row ?? (await o.db.select().from(fiscalNotes).where(eq(fiscalNotes.id, note.id)))[0]!;
}

/**
 * Sends a note through Nuvem Fiscal, with the same idempotency as the SEFAZ path: a note with Nuvem Fiscal's id
 * is asked by it (`GET /nfce/{id}`); one sent before without an id stored (a crash between sending and storing)
 * is looked up by its reference — the access key — before anything is sent again; only a note Nuvem Fiscal
 * does not have is posted (`POST /nfce`). A request it refuses (HTTP 400/422: the note's fields) is a
 * rejection with its message; network and authorisation failures leave the note 'em_processamento' (credentials
 * refused are answered in pt-BR to whoever issues by hand: 'Emitir NFC-e', 'Reenviar').
 */
async function sendNuvem(o: NfceIssuerOptions, note: BuiltNote, byHand: boolean): Promise<FiscalNote> {
  const nuvem = await nuvemOptions(o.db, o, note.resale_id);
  const again = async () => (await o.db.select().from(fiscalNotes).where(eq(fiscalNotes.id, note.id)))[0]!;
  try {
    let doc: NuvemDfe | null = null;
    if (note.provider_id) doc = await consultarNfce(nuvem, note.provider_id);
    else if (note.sent_at) {
      const cnpj = note.access_key.slice(6, 20);
      doc = (await nfcePorReferencia(nuvem, cnpj, note.access_key))[0] ?? null;
    }
    if (!doc) {
      await o.db
        .update(fiscalNotes)
        .set({ attempts: sql`${fiscalNotes.attempts} + 1`, sent_at: new Date(), updated_at: new Date() })
        .where(eq(fiscalNotes.id, note.id));
      try {
        doc = await emitirNfce(nuvem, nuvemFiscalBody(note.xml, nuvem.environment, note.access_key));
      } catch (e) {
        if (e instanceof NuvemFiscalError && e.kind === 'http' && (e.status === 400 || e.status === 422))
          return refusedByNuvem(o, note, e);
        throw e;
      }
      await o.afterReply?.(note);
    }
    return await storeNuvem(o, nuvem, note, doc);
  } catch (e) {
    // Credentials refused: a person issuing by hand is told so (the note waits for the fix); the job retries.
    if (e instanceof NuvemFiscalError && e.kind === 'auth' && byHand) throw refuse(FISCAL_SETTINGS_TEXTS.nuvem.auth);
    if (e instanceof NuvemFiscalError) return again();
    throw e;
  }
}

/** Nuvem Fiscal refused the request itself (its validation of the fields): a rejection with its message. */
async function refusedByNuvem(o: NfceIssuerOptions, note: BuiltNote, e: NuvemFiscalError) {
  const body = e.body as { error?: { message?: string } } | null;
  const message = body?.error?.message ?? FISCAL_SETTINGS_TEXTS.nuvem.http(e.status ?? 0);
  const [row] = await o.db
    .update(fiscalNotes)
    .set({
      state: 'rejeitada',
      c_stat: null,
      x_motivo: FISCAL_SETTINGS_TEXTS.nuvem.refused(message),
      updated_at: new Date(),
    })
    .where(and(eq(fiscalNotes.id, note.id), eq(fiscalNotes.state, 'em_processamento')))
    .returning();
  if (row) await noteChanged(o.db, row);
  return row ?? (await o.db.select().from(fiscalNotes).where(eq(fiscalNotes.id, note.id)))[0]!;
}

/**
 * Issues a sale's NFC-e and answers the note as stored. Idempotent by the sale: an authorised note is answered
 * as is; a note 'em_processamento' is resumed (status by key first); a rejected note is rebuilt and re-sent
 * with its number only when `resend` ('Emitir NFC-e' / 'Reenviar'), never by the automatic job. A note that
 * cannot be built is a 422 in pt-BR, or, for the `automatic` job, a rejected note without number in the queue.
 */
export async function issueNfce(
  o: NfceIssuerOptions,
  saleId: number,
  opts: { resend?: boolean; automatic?: boolean } = {},
) {
  let note: FiscalNote;
  try {
    note = await prepare(o, saleId, opts.resend ?? false);
  } catch (e) {
    if (!(e instanceof NfceBuildError)) throw e;
    // The job has nobody to answer: the note lands in 'Notas rejeitadas'. A person asking is answered 422.
    if (opts.automatic) return storeBuildFailure(o.db, saleId, e);
    throw refuse(e.message);
  }
  return note.state === 'em_processamento' && builtNote(note) ? send(o, note, !opts.automatic) : note;
}

/** A sale's note (null when it has none). */
export async function noteOfSale(db: Executor, saleId: number): Promise<FiscalNote | null> {
  const [note] = await db.select().from(fiscalNotes).where(eq(fiscalNotes.sale_id, saleId));
  return note ?? null;
}

/**
 * Sales the unit issues automatically that have no note: the process stopped between the sale's commit and
 * the job's first step. Written in the last day (sold in the last three), after the unit's fiscal settings last changed (turning
 * issuing on never issues the past), and untouched since `stale` (the after-write job had its chance).
 */
async function salesWithoutNote(db: Executor, now: Date, stale: Date): Promise<number[]> {
  const day = 24 * 3600_000;
  const since = new Date(now.getTime() - day);
  const rows = await db
    .select({ id: sales.id, status: sales.status, issue_on: fiscalSettings.issue_on })
    .from(sales)
    .innerJoin(fiscalSettings, eq(fiscalSettings.resale_id, sales.resale_id))
    .where(
      and(
        sql`${fiscalSettings.issue_on} <> 'manual'`,
        // sold_on bounds the scan (its index); a delivery finished today may have been sold two days ago.
        sql`${sales.sold_on} >= ${new Date(now.getTime() - 3 * day).toISOString()}::timestamptz`,
        sql`${sales.updated_at} >= greatest(${since.toISOString()}::timestamptz, ${fiscalSettings.updated_at})`,
        lt(sales.updated_at, stale),
        sql`not exists (select 1 from ${fiscalNotes} where ${fiscalNotes.sale_id} = ${sales.id})`,
      ),
    );
  return rows.filter((r) => issuesNfceOn(r.issue_on as NfceIssueOn, r.status)).map((r) => r.id);
}

export interface NfceJobs {
  /** Issues a sale's note in the background (one run per sale at a time); the request does not wait. */
  enqueue(saleId: number): void;
  /**
   * After a sale's write committed: enqueues it when the write brought it to the unit's moment (`issue_on`):
   * created there, or moved into it from `previous`, a status before it. An edit of a sale already past the
   * moment issues nothing (a sale handed over before the unit issued, edited months later, stays without).
   */
  afterSaleWrite(sale: { id: number; resale_id: number; status: string }, previous?: string | null): Promise<void>;
  /**
   * Issues now, sharing the run of a sale already in the background ('Emitir NFC-e'); `automatic` (the job's
   * own runs) stores a note that cannot be built as rejected instead of refusing.
   */
  issue(saleId: number, opts?: { resend?: boolean; automatic?: boolean }): Promise<FiscalNote>;
  /**
   * Resumes every note 'em_processamento' untouched for `staleMs`, and issues the sales the unit issues
   * automatically that were left without a note (at boot and on a timer): at least once.
   */
  sweep(now?: Date, staleMs?: number): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/** The in-process NFC-e job: runs after the sale's transaction, never inside it, never blocking it. */
export function createNfceJobs(o: NfceIssuerOptions, onError: (err: unknown) => void): NfceJobs {
  const running = new Map<number, Promise<FiscalNote>>();
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<unknown> | null = null;

  const issue = (saleId: number, opts: { resend?: boolean; automatic?: boolean } = {}): Promise<FiscalNote> => {
    const current = running.get(saleId);
    if (current) return opts.resend ? current.then(() => issue(saleId, opts)) : current;
    const run = issueNfce(o, saleId, opts).finally(() => running.delete(saleId));
    running.set(saleId, run);
    return run;
  };

  const sweep = async (now = new Date(), staleMs = 60_000): Promise<number> => {
    const stale = new Date(now.getTime() - staleMs);
    const pending = await o.db
      .select({ sale_id: fiscalNotes.sale_id })
      .from(fiscalNotes)
      .where(and(eq(fiscalNotes.state, 'em_processamento'), lt(fiscalNotes.updated_at, stale)));
    const missed = await salesWithoutNote(o.db, now, stale);
    const ids = [...pending.map((p) => p.sale_id), ...missed];
    for (const id of ids) await issue(id, { automatic: true }).catch(onError);
    return ids.length;
  };

  return {
    issue,
    sweep,
    enqueue(saleId) {
      issue(saleId, { automatic: true }).catch(onError);
    },
    async afterSaleWrite(sale, previous = null) {
      const [s] = await o.db
        .select({ issue_on: fiscalSettings.issue_on })
        .from(fiscalSettings)
        .where(eq(fiscalSettings.resale_id, sale.resale_id));
      if (!s) return;
      const on = s.issue_on as NfceIssueOn;
      if (issuesNfceOn(on, sale.status) && !(previous && issuesNfceOn(on, previous))) this.enqueue(sale.id);
    },
    start(intervalMs = 60_000) {
      const tick = () => {
        sweeping ??= sweep()
          .catch(onError)
          .finally(() => {
            sweeping = null;
          });
      };
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await sweeping;
      await Promise.allSettled([...running.values()]);
    },
  };
}
