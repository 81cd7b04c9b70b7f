import {
  DELIVERY_TEXTS as D,
  GAS_DO_POVO_DOOR_TEXTS,
  SALE_TARGET_STATUSES,
  SALE_TEXTS as T,
  type SaleTargetStatus,
  formatCents,
} from '@ability/domain';
import { ApiError, newIdempotencyKey } from '../../api/client';
import {
  type Sale,
  useConfirmSalePix,
  useDeleteSale,
  useDestroySales,
  useUpdateSaleStatus,
  useUpdateSaleStatusAll,
} from '../../api/sales';
import { Suspense, lazy } from 'react';
import { confirmDialog } from '../../shared/antdFeedback';
import { useNotify } from '../../shared/notify';
import { errorReason } from '../../shared/serverErrors';
import { type CancelReason, reasonShort } from './cancelReason';

const CancelReasonField = lazy(() => import('./CancelReasonField'));

export const STATUS_ACTIONS: { key: SaleTargetStatus; label: string }[] = SALE_TARGET_STATUSES.map((s) => ({
  key: s,
  label: T.actionLabels[s],
}));

/** The server's reasons of a refused status change, joined. */
export function reasons(err: unknown): string {
  if (err instanceof ApiError && Array.isArray(err.body))
    return (err.body as { id: number; status: string[] }[]).map((x) => x.status.join(', ')).join('; ');
  return errorReason(err) ?? '';
}

/** Per-sale and bulk actions of the list and the drawer, with confirmation and toasts. */
export function useSaleActions() {
  const notify = useNotify();
  const one = useUpdateSaleStatus();
  const all = useUpdateSaleStatusAll();
  const del = useDeleteSale();
  const destroy = useDestroySales();
  const pix = useConfirmSalePix();

  const confirm = (run: () => Promise<void>, title: string = T.confirm) =>
    new Promise<void>((resolve) =>
      confirmDialog({
        title,
        // On a phone, in the middle of the screen: clear of the toasts at its top.
        centered: window.matchMedia('(max-width: 767px)').matches,
        okText: 'Sim',
        cancelText: 'Não',
        onOk: () => run().finally(resolve),
        onCancel: () => resolve(),
      }),
    );

  /** Canceling a sale with a Gás do Povo redemption: the dialog asks the reason (required once Caixa paid). */
  const confirmCancel = (sale: Sale, run: (reason: string | null) => Promise<void>) => {
    if (!sale.gas_do_povo) return confirm(() => run(null));
    const reason: CancelReason = { value: '' };
    return new Promise<void>((resolve) =>
      confirmDialog({
        title: T.confirm,
        content: (
          <Suspense fallback={null}>
            <CancelReasonField sale={sale} reason={reason} />
          </Suspense>
        ),
        centered: window.matchMedia('(max-width: 767px)').matches,
        okText: 'Sim',
        cancelText: 'Não',
        onOk: () => {
          if (reasonShort(sale, reason)) {
            reason.showShort?.();
            return Promise.reject(new Error(GAS_DO_POVO_DOOR_TEXTS.cancelReasonShort));
          }
          return run(reason.value.trim() || null).finally(resolve);
        },
        onCancel: () => resolve(),
      }),
    );
  };

  const move = async (sale: Sale, status: SaleTargetStatus) => {
    // One key per move (a retry of the same request repeats it; the server answers it once).
    const idempotencyKey = newIdempotencyKey();
    const run = async (reason: string | null = null) => {
      try {
        await one.mutateAsync({ id: sale.id, status, idempotencyKey, reason });
        notify.success(status === 'canceled' ? T.canceled : T.updated);
      } catch (err) {
        notify.error(reasons(err) || T.editError);
      }
    };
    return status === 'canceled' ? confirmCancel(sale, run) : run();
  };

  const moveAll = async (ids: number[], status: SaleTargetStatus, done: () => void) => {
    const run = async () => {
      try {
        await all.mutateAsync({ ids, status });
        notify.success(T.applied);
        done();
      } catch (err) {
        notify.error(reasons(err) || T.editError);
      }
    };
    return status === 'canceled' ? confirm(run) : run();
  };

  const remove = (sale: Sale) =>
    confirm(async () => {
      try {
        await del.mutateAsync(sale.id);
        notify.success(T.removed(sale.doc_number));
      } catch (err) {
        notify.error(reasons(err) || T.removeAllError);
      }
    });

  const removeAll = (ids: number[], done: () => void) =>
    confirm(async () => {
      try {
        await destroy.mutateAsync(ids);
        notify.success(T.removedAll);
        done();
      } catch (err) {
        notify.error(T.removeAllError, reasons(err));
      }
    });

  /** The deliverer's word that the sale's PIX of `amountCents` was received: asked once more, then recorded. */
  const confirmPix = (sale: Sale, amountCents: number) => {
    // One key per confirmation: a retry of the same request is answered once.
    const idempotencyKey = newIdempotencyKey();
    return confirm(
      async () => {
        try {
          await pix.mutateAsync({ id: sale.id, idempotencyKey });
          notify.success(D.pix.confirmed);
        } catch (err) {
          notify.error(D.pix.confirmError, errorReason(err));
        }
      },
      D.pix.confirmQuestion(formatCents(amountCents)),
    );
  };

  return {
    confirm,
    move,
    moveAll,
    remove,
    removeAll,
    confirmPix,
    busy: one.isPending || all.isPending || destroy.isPending || pix.isPending,
  };
}
