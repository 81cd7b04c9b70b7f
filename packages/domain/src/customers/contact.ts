/** Customer contact outcome (field `contacted`). */
export const CONTACT_OUTCOMES = [
  'scheduled',
  'whatsapp',
  'dont_answer',
  'dont_need',
  'dont_want',
  'pos_sale',
  'invoiced',
  'blank',
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

export const CONTACT_OUTCOME_LABELS: Record<ContactOutcome, string> = {
  scheduled: 'cliente agendado',
  whatsapp: 'contatado por whatsapp',
  dont_answer: 'cliente não atendeu',
  dont_need: 'não precisa de gás',
  dont_want: 'não quer ser contatado',
  pos_sale: 'pós venda',
  invoiced: 'faturado',
  blank: '',
};

/** Label of any stored outcome; unknown values read 'motivo não informado'. */
export function contactOutcomeLabel(value: string | null | undefined): string {
  if (value && value in CONTACT_OUTCOME_LABELS) return CONTACT_OUTCOME_LABELS[value as ContactOutcome];
  return 'motivo não informado';
}
