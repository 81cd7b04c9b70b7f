/** Who an entry of the cash ledger belongs to, and what its owner may change of it. */

export interface EntryUser {
  id: number;
  employee: { id: number } | null;
}

export interface EntryOwnership {
  user_id: number | null;
  /** The sale's deliverer, for the money of a sale (and the receipts of its receivables). */
  employee_id: number | null;
  origin?: 'sale' | 'receivable' | 'payable' | null;
}

/**
 * An entry is its deliverer's when it has one (the money of their sales), else its writer's (a hand-made
 * entry such as fuel). The server's list filter (transactions service, ownEntryCondition) is this rule in SQL.
 */
export function isOwnEntry(user: EntryUser, entry: EntryOwnership): boolean {
  if (entry.employee_id !== null) return user.employee !== null && entry.employee_id === user.employee.id;
  return entry.user_id === user.id;
}

/** A hand-made entry of the user's own: the ones a deliverer may edit or remove (while their day is open). */
export function isOwnHandMadeEntry(user: EntryUser, entry: EntryOwnership): boolean {
  return !entry.origin && isOwnEntry(user, entry);
}
