import { createContext, useContext } from 'react';
import type { EditionPayload } from '../api/edition';

export const EditionContext = createContext<EditionPayload | null>(null);

/** The edition of this host: title and the unit's wording (Revenda/Loja). */
export function useEdition(): EditionPayload {
  const e = useContext(EditionContext);
  if (!e) throw new Error('useEdition outside EditionContext');
  return e;
}
