// The reconciliation of Caixa's deposits with the redemptions they pay (Financeiro › Gás do Povo).
import { formatCents } from '../money';

/**
 * Where a redemption stands with Caixa: 'pending' (a receber, not yet due), 'overdue' (atrasado: past its
 * due date, nothing received), 'received' (recebido: paid exactly what was expected), 'divergent'
 * (divergente: Caixa paid, but not what was expected — the difference stays visible and open).
 */
export const GAS_DO_POVO_STATES = ['pending', 'overdue', 'received', 'divergent'] as const;
export type GasDoPovoState = (typeof GAS_DO_POVO_STATES)[number];

export const GAS_DO_POVO_STATE_LABELS: Record<GasDoPovoState, string> = {
  pending: 'A receber',
  overdue: 'Atrasado',
  received: 'Recebido',
  divergent: 'Divergente',
};

/** A redemption's state from what Caixa owes (`expected_cents`), what it paid and when it was due. */
export function gasDoPovoState(r: { expected_cents: number; received_cents: number; due_date: string }, today: string) {
  if (r.received_cents === r.expected_cents) return 'received' as const;
  if (r.received_cents !== 0) return 'divergent' as const;
  return r.due_date < today ? ('overdue' as const) : ('pending' as const);
}

/** A redemption still owed by Caixa, as a deposit sees it. */
export interface OpenRedemption {
  id: number;
  due_date: string;
  /** What Caixa still owes for it (expected less received). */
  open_cents: number;
}

export const GAS_DO_POVO_DEPOSIT_ERRORS = {
  value: 'Informe o valor depositado pela Caixa (maior que zero).',
  none: 'Escolha os resgates que o depósito paga.',
  notOpen: 'Um dos resgates escolhidos já foi pago pela Caixa ou não é desta unidade.',
  excess: (value: number, open: number) =>
    `O depósito (${formatCents(value)}) é maior que o devido pelos resgates escolhidos (${formatCents(open)}).`,
  short: (value: number, open: number) =>
    `O depósito (${formatCents(value)}) não alcança todos os resgates escolhidos (${formatCents(open)}): escolha menos resgates.`,
  noMatch: (value: number) =>
    `Nenhum conjunto de resgates a receber até a data do depósito soma ${formatCents(value)}: escolha os resgates.`,
  noBank: 'A unidade não tem conta Caixa do Gás do Povo: escolha-a no cadastro da unidade.',
} as const;

/**
 * How a deposit of `value` cents is split over the redemptions chosen, in due-date order: each is paid in
 * full until the money runs out; the last one takes what is left (a short payment: it stays divergent with
 * the difference open). Refused (the pt-BR reason) when the deposit is more than is owed, or does not reach
 * the last redemption chosen at all.
 */
export function splitDeposit(
  value: number,
  chosen: readonly OpenRedemption[],
): { ok: true; parts: { id: number; cents: number }[] } | { ok: false; error: string } {
  const E = GAS_DO_POVO_DEPOSIT_ERRORS;
  if (!Number.isInteger(value) || value <= 0) return { ok: false, error: E.value };
  if (!chosen.length) return { ok: false, error: E.none };
  const sorted = [...chosen].sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
  const open = sorted.reduce((s, r) => s + r.open_cents, 0);
  if (value > open) return { ok: false, error: E.excess(value, open) };
  let left = value;
  const parts = sorted.map((r) => {
    const cents = Math.min(left, r.open_cents);
    left -= cents;
    return { id: r.id, cents };
  });
  if (parts.some((p) => p.cents <= 0)) return { ok: false, error: E.short(value, open) };
  return { ok: true, parts };
}

/**
 * 'Conciliar por data e valor': the open redemptions due on or before the deposit's day, oldest first,
 * whose total is exactly the deposit (the shortest such run), or null when none adds up.
 */
export function matchDeposit(value: number, day: string, open: readonly OpenRedemption[]): OpenRedemption[] | null {
  const due = open.filter((r) => r.due_date <= day).sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
  let sum = 0;
  for (let i = 0; i < due.length; i++) {
    sum += due[i]!.open_cents;
    if (sum === value) return due.slice(0, i + 1);
    if (sum > value) break;
  }
  // Only the redemptions due on the deposit's own day (Caixa pays a day's redemptions together).
  const ofDay = due.filter((r) => r.due_date === day);
  return ofDay.length && ofDay.reduce((s, r) => s + r.open_cents, 0) === value ? ofDay : null;
}

/** The screen's and export's texts. */
export const GAS_DO_POVO_RECONCILIATION_TEXTS = {
  menu: 'Gás do Povo',
  title: 'Conciliação do Gás do Povo',
  subtitle: 'Resgates do Gás do Povo e depósitos da Caixa',
  period: 'Período (data da venda)',
  state: 'Situação',
  allStates: 'Todas',
  export: 'Exportar',
  empty: 'Nenhum resgate do Gás do Povo no período.',
  columns: {
    sold_on: 'Data',
    sale: 'Venda',
    nsu: 'NSU',
    validation: 'Validação',
    cpf_last4: 'CPF (final)',
    due_date: 'Vencimento',
    expected: 'Esperado',
    received: 'Recebido',
    difference: 'Diferença',
    receipt_date: 'Recebido em',
    state: 'Situação',
  },
  totals: {
    count: 'Resgates',
    expected: 'Esperado',
    received: 'Recebido',
    open: 'Em aberto',
  },
  deposit: {
    title: 'Registrar depósito da Caixa',
    date: 'Data do depósito',
    value: 'Valor depositado',
    chosen: (n: number, cents: number) => `${n} resgate(s) escolhido(s): ${formatCents(cents)}`,
    noneChosen: 'Nenhum resgate escolhido: o depósito será conciliado por data e valor.',
    submit: 'Conciliar depósito',
    bank: (name: string) => `Entra na conta ${name}`,
    done: (n: number, cents: number) => `Depósito de ${formatCents(cents)} conciliado com ${n} resgate(s).`,
  },
} as const;
