/**
 * The sales list's summary headers (Items-Summary, Payments-Summary: id → amount) stay small whatever
 * was sold: a reverse proxy with default buffers (nginx: 4–8 KB for all headers)
 * answers 502 to a larger one. The largest amounts are kept by id, as the seeds say; the long tail is
 * folded into one key, `outros`, so the sum of the header is still the whole filtered result's.
 */
export const SUMMARY_OTHERS_KEY = 'outros';
/** Bytes of one summary header's JSON at most. */
export const SUMMARY_HEADER_MAX_BYTES = 2048;

export function foldSummary(
  summary: Record<string, number>,
  maxBytes: number = SUMMARY_HEADER_MAX_BYTES,
): Record<string, number> {
  if (JSON.stringify(summary).length <= maxBytes) return summary;
  const entries = Object.entries(summary).sort(([ia, a], [ib, b]) => b - a || ia.localeCompare(ib));
  const kept: Record<string, number> = {};
  // The folded key and its value are written last: reserve room for them (a sum fits in 20 digits).
  let size = 2 + `"${SUMMARY_OTHERS_KEY}":`.length + 20;
  let i = 0;
  for (; i < entries.length; i++) {
    const [id, n] = entries[i]!;
    const add = `"${id}":${n},`.length;
    if (size + add > maxBytes) break;
    kept[id] = n;
    size += add;
  }
  let others = 0;
  for (; i < entries.length; i++) others += entries[i]![1];
  kept[SUMMARY_OTHERS_KEY] = (kept[SUMMARY_OTHERS_KEY] ?? 0) + others;
  return kept;
}
