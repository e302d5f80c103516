import type { ResubmitResult } from '@console/contract';
import type { ConfirmApi } from '@/components/confirm';
import { i18n } from '@/lib/i18n';
import styles from './parts.module.css';

// The confirmations of the order list, loaded on the first click that needs one (with the
// `orders-detail` texts): the landing page does not carry them.

type ModalApi = ConfirmApi;
const t = i18n.t.bind(i18n);

/** Asks before personal data is shown (every reveal is recorded on the server); true when confirmed. */
export const confirmReveal = async (modal: ModalApi): Promise<boolean> =>
  await modal.confirm({
    title: t('orders-detail:reveal.title'),
    content: <span data-testid="order-reveal-confirm">{t('orders-detail:reveal.content')}</span>,
    okText: t('orders-detail:reveal.ok'),
    cancelText: t('orders-detail:reveal.cancel'),
  });

/** Asks before the rejected orders among the selection are submitted again. */
export const confirmResubmit = async (modal: ModalApi, count: number): Promise<boolean> =>
  await modal.confirm({
    title: t('orders-detail:batch.resubmit_title'),
    content: (
      <span data-testid="order-resubmit-confirm">{t('orders-detail:batch.resubmit_content', { count })}</span>
    ),
    okText: t('orders-detail:batch.resubmit_ok'),
    cancelText: t('orders-detail:reveal.cancel'),
  });

/** What a resubmission did: how many went, and which selected orders were left as they were. */
export function reportResubmit(modal: ModalApi, result: ResubmitResult): string {
  if (result.skipped.length > 0)
    void modal.warning({
      title: t('orders-detail:batch.skipped_title'),
      content: (
        <div data-testid="order-resubmit-skipped">
          <p>{t('orders-detail:batch.skipped_content')}</p>
          <ul>
            {result.skipped.map((s) => (
              <li key={s.id}>
                <span className={styles.mono}>{s.order_no}</span> {t(`orders:status.${s.status}`)}
              </li>
            ))}
          </ul>
        </div>
      ),
    });
  return t('orders-detail:batch.resubmit_done', { count: result.resubmitted });
}

/** Asks before an export writes the customers' personal data in full (recorded like a reveal). */
export const confirmExportFull = async (modal: ModalApi): Promise<boolean> =>
  await modal.confirm({
    title: t('orders-detail:export_full.title'),
    content: t('orders-detail:export_full.content'),
    okText: t('orders-detail:export_full.ok'),
    cancelText: t('orders-detail:reveal.cancel'),
  });
