import { NFCE_ISSUE_TEXTS, NFCE_SCREEN_TEXTS as N, type NfceState } from '@ability/domain';
import { Tag } from 'antd';

/** A note's state as a tag (Autorizada / Rejeitada / Em processamento), or '—' for a sale without one. */
export function NfceTag({ state }: { state: NfceState | null | undefined }) {
  if (!state)
    return (
      <span className="text-secondary" data-testid="nfce-state">
        {N.none}
      </span>
    );
  return (
    <Tag color={N.colors[state]} data-testid="nfce-state">
      {NFCE_ISSUE_TEXTS.states[state]}
    </Tag>
  );
}
