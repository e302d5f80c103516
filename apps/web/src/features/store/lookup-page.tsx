import { useEffect, useState, type FormEvent } from 'react';
import { storeEndpoints, type StoreInfoResult, type StoreOrder } from '@console/contract';
import { messageOf, storeCall } from './api';
import { useTexts } from './context';
import { Field } from './field';
import { StoreHeader } from './goods-view';
import { formatDateTime } from './format';
import styles from './store.module.css';
import { useSendCode } from './use-send-code';
import { codeProblem, phoneProblem } from './validate';

/** The customer's orders at this store, shown after a code sent to the phone proves it is theirs. */
export function LookupPage({ promo }: { promo: string }) {
  const tr = useTexts();
  const { t, lang } = tr;
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const [refusal, setRefusal] = useState('');
  const [searching, setSearching] = useState(false);
  const [orders, setOrders] = useState<StoreOrder[] | null>(null);
  const sender = useSendCode(promo, 'lookup', tr);
  const store = useStoreFace(promo);

  const sendCode = async () => {
    setRefusal('');
    const problem = phoneProblem(phone, tr);
    setErrors({ phone: problem });
    if (problem) return;
    try {
      await sender.send(phone);
      document.getElementById('store-lookup-code')?.focus();
    } catch (error) {
      setRefusal(messageOf(error, tr));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    setRefusal('');
    const found = { phone: phoneProblem(phone, tr), code: codeProblem(code, tr) };
    setErrors(found);
    if (found.phone || found.code) {
      document.getElementById(found.phone ? 'store-lookup-phone' : 'store-lookup-code')?.focus();
      return;
    }
    setSearching(true);
    try {
      const result = await storeCall(
        storeEndpoints.storeLookup,
        { promo_code: promo, phone: phone.trim(), code: code.trim() },
        tr,
      );
      setOrders(result.list);
    } catch (error) {
      setRefusal(messageOf(error, tr));
    } finally {
      setSearching(false);
    }
  };

  return (
    <main className={styles.page}>
      {store && <StoreHeader store={store} />}
      <form className={styles.card} noValidate onSubmit={(e) => void submit(e)}>
        <h1 className={styles.title}>{t('lookup.title')}</h1>
        <p className={styles.muted}>{t('lookup.intro')}</p>
        {refusal && (
          <div className={styles.alert} role="alert" data-testid="store-error">
            {refusal}
          </div>
        )}
        <Field id="store-lookup-phone" label={t('form.phone')} error={errors.phone}>
          {(control) => (
            <div className={styles.row}>
              <input
                {...control}
                className={styles.input}
                data-testid="store-lookup-phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={11}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
              <button
                type="button"
                className={styles.secondary}
                data-testid="store-lookup-send"
                disabled={sender.disabled}
                aria-live="polite"
                onClick={() => void sendCode()}
              >
                {sender.label}
              </button>
            </div>
          )}
        </Field>
        <Field
          id="store-lookup-code"
          label={t('form.code')}
          hint={sender.sent ? t('form.code_sent') : undefined}
          error={errors.code}
        >
          {(control) => (
            <input
              {...control}
              className={styles.input}
              data-testid="store-lookup-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </Field>
        <button
          type="submit"
          className={styles.button}
          data-testid="store-lookup-submit"
          disabled={searching}
        >
          {searching ? t('lookup.searching') : t('lookup.submit')}
        </button>
      </form>
      {orders && <OrderList orders={orders} lang={lang} />}
    </main>
  );
}

function OrderList({ orders, lang }: { orders: StoreOrder[]; lang: ReturnType<typeof useTexts>['lang'] }) {
  const { t } = useTexts();
  return (
    <section className={styles.card} aria-live="polite">
      <h2 className={styles.sectionTitle}>
        {orders.length ? t('lookup.found', { count: orders.length }) : t('lookup.none')}
      </h2>
      <ul className={styles.orders}>
        {orders.map((order) => (
          <li key={order.order_no} className={styles.order} data-testid="store-lookup-row">
            <dl className={styles.specs}>
              <dt>{t('lookup.order_no')}</dt>
              <dd>{order.order_no}</dd>
              <dt>{t('lookup.goods')}</dt>
              <dd>{order.goods_name}</dd>
              <dt>{t('lookup.status')}</dt>
              <dd className={styles.status}>{t(`status.${order.status}`)}</dd>
              <dt>{t('lookup.name')}</dt>
              <dd>{order.customer_name}</dd>
              <dt>{t('lookup.phone')}</dt>
              <dd>{order.phone}</dd>
              <dt>{t('lookup.address')}</dt>
              <dd>{order.address}</dd>
              {order.express_company && (
                <>
                  <dt>{t('lookup.express')}</dt>
                  <dd>{order.express_company}</dd>
                </>
              )}
              {order.tracking_no && (
                <>
                  <dt>{t('lookup.tracking_no')}</dt>
                  <dd>{order.tracking_no}</dd>
                </>
              )}
              <dt>{t('lookup.created_at')}</dt>
              <dd>{formatDateTime(order.created_at, lang)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The store's name and logo above the lookup, as above the goods page. Its failure shows no
 * header: an unknown link or a closed store is told by the lookup's own answer.
 */
function useStoreFace(promo: string): StoreInfoResult['store'] | null {
  const tr = useTexts();
  const [store, setStore] = useState<StoreInfoResult['store'] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    storeCall(storeEndpoints.storeInfo, { promo_code: promo }, tr, controller.signal).then(
      (data) => {
        document.title = `${tr.t('lookup.title')} · ${data.store.name}`;
        setStore(data.store);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [promo, tr]);
  return store;
}
