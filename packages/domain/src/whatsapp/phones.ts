/**
 * WhatsApp numbers (`wa_id`) of Brazil: '55' + area code + 8 or 9 digits. Accounts registered before the
 * ninth digit keep a 12-digit wa_id without it, so '5519912345678' and '551912345678' are the same phone:
 * customers are matched on the area code and the last 8 digits, and replies always go to the wa_id received.
 */

/** The national number of a Brazilian wa_id (area code + 8 or 9 digits), or null when it is not one. */
export function nationalOfWaId(waId: string): { area: string; last8: string; ninth: boolean } | null {
  const d = waId.replace(/\D/g, '');
  if (!d.startsWith('55') || (d.length !== 12 && d.length !== 13)) return null;
  const area = d.slice(2, 4);
  if (!/^[1-9][1-9]$/.test(area)) return null;
  return { area, last8: d.slice(-8), ninth: d.length === 13 };
}

/**
 * The stored phones (10 or 11 digits, as customers' phones are kept) that are this wa_id: the area code and
 * the last 8 digits, with and without the ninth digit 9. Empty when the wa_id is not a Brazilian number.
 */
export function phoneCandidatesOfWaId(waId: string): string[] {
  const n = nationalOfWaId(waId);
  if (!n) return [];
  return [`${n.area}9${n.last8}`, `${n.area}${n.last8}`];
}

/**
 * The phone a new customer gets for a wa_id: a mobile (13 digits, or the last 8 starting 6–9) gets the ninth digit 9
 * (every mobile has it since 2016, whatever the account kept); a landline (a business number) stays 10
 * digits. Null when the wa_id is not Brazilian.
 */
export function phoneOfWaId(waId: string): string | null {
  const n = nationalOfWaId(waId);
  if (!n) return null;
  return n.ninth || /^[6-9]/.test(n.last8) ? `${n.area}9${n.last8}` : `${n.area}${n.last8}`;
}

/**
 * The wa_id a conversation opened by the unit writes to for a stored phone: a mobile (10 digits of the old
 * numbering or 11) becomes '55' + area code + 9 + last 8; null for a landline or anything else. Meta delivers
 * to the account with or without the ninth digit; the customer's answer brings the wa_id Meta keeps.
 */
export function waIdOfPhone(phone: string): string | null {
  const d = phone.replace(/\D/g, '');
  if (d.length !== 10 && d.length !== 11) return null;
  const area = d.slice(0, 2);
  const local = d.slice(2);
  if (!/^[1-9][1-9]$/.test(area)) return null;
  // Stored 11-digit phones are mobiles (validators.ts: the ninth digit 9); an 8-digit mobile began with 6–9.
  const mobile = local.length === 9 ? local.startsWith('9') : /^[6-9]/.test(local);
  return mobile ? `55${area}9${local.slice(-8)}` : null;
}

/** The customer's phone to open a conversation with: a mobile marked WhatsApp first, then any mobile; null when none. */
export function whatsappPhoneOf(contacts: readonly { phone: string; whatsapp?: boolean | null }[]): string | null {
  const mobiles = contacts.filter((c) => waIdOfPhone(c.phone) !== null);
  return (mobiles.find((c) => c.whatsapp) ?? mobiles[0])?.phone ?? null;
}
