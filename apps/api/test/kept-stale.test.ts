import { describe, expect, it } from 'vitest';
import { createKeptReplies } from '../src/lib/kept';

/** createKeptReplies with serveStale (the units' VIP cuts): a change never makes a reader wait on the read again. */
describe('kept replies that serve the previous reply while read again', () => {
  const reply = (text: string) => ({ body: Buffer.from(text), headers: {} });
  const text = async (entry: { reply: Promise<{ body: Buffer }> }) => (await entry.reply).body.toString();

  it('answers the previous reply once after a change, reads again in the background once, then the new one', async () => {
    const kept = createKeptReplies(60_000, 8, { serveStale: true });
    let loads = 0;
    let release: (text: string) => void = () => {};
    const slow = () => {
      loads++;
      return new Promise<ReturnType<typeof reply>>((r) => (release = (t) => r(reply(t))));
    };
    const first = kept.get('unit:1', slow);
    release('cut 1');
    expect(await text(first)).toBe('cut 1');
    expect(await text(kept.get('unit:1', slow))).toBe('cut 1');
    expect(loads).toBe(1);
    kept.invalidate(); // a sale
    // Readers after the change are answered at once with the previous cut; one read again runs for all of them.
    expect(await text(kept.get('unit:1', slow))).toBe('cut 1');
    expect(await text(kept.get('unit:1', slow))).toBe('cut 1');
    expect(loads).toBe(2);
    release('cut 2');
    await new Promise((r) => setTimeout(r, 0));
    expect(await text(kept.get('unit:1', slow))).toBe('cut 2');
    expect(loads).toBe(2);
  });

  it('a change during the read again: the new reply is answered, and read again on the next read', async () => {
    const kept = createKeptReplies(60_000, 8, { serveStale: true });
    let n = 0;
    const releases: ((t: string) => void)[] = [];
    const load = () => {
      n++;
      return new Promise<ReturnType<typeof reply>>((r) => releases.push((t) => r(reply(t))));
    };
    const first = kept.get('k', load);
    releases[0]!('v1');
    await first.reply;
    kept.invalidate();
    expect(await text(kept.get('k', load))).toBe('v1'); // starts the read again (v2)
    kept.invalidate(); // another sale while it runs
    releases[1]!('v2');
    await new Promise((r) => setTimeout(r, 0));
    expect(await text(kept.get('k', load))).toBe('v2'); // newer than v1, and read again once more
    expect(n).toBe(3);
    releases[2]!('v3');
    await new Promise((r) => setTimeout(r, 0));
    expect(await text(kept.get('k', load))).toBe('v3');
  });

  it('waits for the read when the kept reply is older than its time to live, or failed', async () => {
    const kept = createKeptReplies(20, 8, { serveStale: true });
    let n = 0;
    const load = async () => reply(`v${++n}`);
    expect(await text(kept.get('k', load))).toBe('v1');
    kept.invalidate();
    await new Promise((r) => setTimeout(r, 30));
    expect(await text(kept.get('k', load))).toBe('v2');
    const failing = createKeptReplies(60_000, 8, { serveStale: true });
    await expect(failing.get('k', async () => Promise.reject(new Error('down'))).reply).rejects.toThrow('down');
    expect(await text(failing.get('k', load))).toBe('v3');
  });
});
