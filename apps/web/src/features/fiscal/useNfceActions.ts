import { NFCE_SCREEN_TEXTS as N } from '@ability/domain';
import { useIssueNfce } from '../../api/nfce';
import { useNotify } from '../../shared/notify';
import { errorReason } from '../../shared/serverErrors';

/**
 * 'Emitir NFC-e' / 'Reenviar': the server issues now (idempotent by the sale: a double click answers the same
 * note) and the toast says how it went — authorised, still in processing, or SEFAZ's rejection in pt-BR.
 */
export function useNfceIssue() {
  const issue = useIssueNfce();
  const notify = useNotify();
  const run = async (saleId: number) => {
    if (issue.isPending) return;
    try {
      const note = await issue.mutateAsync(saleId);
      if (note.state === 'autorizada') notify.success(N.issued);
      else if (note.state === 'rejeitada') notify.error(N.rejectedToast(N.rejectedBy(note.c_stat, note.x_motivo)));
      else notify.info(N.processing);
    } catch (err) {
      notify.error(N.issueError, errorReason(err) ?? undefined);
    }
  };
  return { run, busy: issue.isPending };
}
