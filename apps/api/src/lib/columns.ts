/**
 * The columns of `table` named `keys`, in that order, as a select list's fields: `{ id: t.id, name: t.name }`
 * is `columnsOf(t, 'id', 'name')`.
 */
export function columnsOf<T extends object, K extends keyof T & string>(table: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, table[k]])) as Pick<T, K>;
}
