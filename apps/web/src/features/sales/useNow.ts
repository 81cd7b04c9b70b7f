import { useEffect, useState } from 'react';

/** The current time, re-read every `intervalMs` (1 s: the minutes late tick without asking the server). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}
