import { useEffect, useState } from 'react';
import { Code, storeEndpoints, storeLookupPath, type StoreGoodsResult } from '@console/contract';
import { messageOf, NETWORK_FAILURE, StoreError, storeCall } from './api';
import { ApplyForm } from './apply-form';
import { useTexts } from './context';
import { DoneView } from './done-view';
import { Notice } from './field';
import { GoodsView, StoreHeader } from './goods-view';
import styles from './store.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; retry: boolean }
  | { kind: 'ready'; data: StoreGoodsResult };

/**
 * A failure worth trying again: no answer, an HTTP 5xx without an envelope, or the server's own
 * internal error. A business answer (an unknown link 1002, a closed store 6010) stays as it is.
 */
const isTransient = (code: number) =>
  code === NETWORK_FAILURE || (code >= 500 && code < 600) || code === Code.internal;

/** The page behind a promotion link: the plan, and its application form while it is on sale. */
export function GoodsPage({ promo, goodsId }: { promo: string; goodsId: number }) {
  const tr = useTexts();
  const { t } = tr;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [orderNo, setOrderNo] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    storeCall(
      storeEndpoints.storeGoods,
      { promo_code: promo, goods_id: goodsId },
      tr,
      controller.signal,
    ).then(
      (data) => {
        document.title = `${data.goods.name} · ${data.store.name}`;
        setState({ kind: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // An unknown link or a closed store is the server's answer (its msg says which); a failed
        // connection can be tried again.
        const retry = !(error instanceof StoreError) || isTransient(error.code);
        setState({ kind: 'failed', message: messageOf(error, tr), retry });
      },
    );
    return () => controller.abort();
  }, [promo, goodsId, tr, attempt]);

  if (state.kind === 'loading') {
    return (
      <main className={styles.page} aria-busy="true">
        <p className={styles.muted}>{t('loading')}</p>
      </main>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Notice title={t('notice.error_title')} message={state.message}>
        {state.retry && (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setState({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('retry')}
          </button>
        )}
      </Notice>
    );
  }
  const { store, goods } = state.data;
  const back = () => {
    setOrderNo('');
    window.scrollTo(0, 0);
  };
  return (
    <main className={styles.page}>
      <StoreHeader store={store} />
      {orderNo ? (
        <DoneView promo={promo} orderNo={orderNo} onBack={back} />
      ) : (
        <>
          <GoodsView goods={goods} />
          {goods.on_sale ? (
            <ApplyForm
              promo={promo}
              goods={goods}
              onDone={(no) => {
                setOrderNo(no);
                window.scrollTo(0, 0);
              }}
            />
          ) : (
            <section className={styles.card} role="status" data-testid="store-notice">
              <h2 className={styles.sectionTitle}>{t('notice.off_sale_title')}</h2>
              <p>{t('notice.off_sale')}</p>
            </section>
          )}
          <p>
            <a className={styles.link} href={storeLookupPath(promo)}>
              {t('done.lookup')}
            </a>
          </p>
        </>
      )}
    </main>
  );
}
