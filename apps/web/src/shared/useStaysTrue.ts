import { useState } from 'react';

/**
 * True from the first render where `flag` is true on: a lazily loaded drawer or modal is drawn from its
 * first opening and stays drawn, so it closes with its animation instead of vanishing.
 */
export function useStaysTrue(flag: boolean): boolean {
  const [once, setOnce] = useState(flag);
  if (flag && !once) setOnce(true);
  return once || flag;
}
