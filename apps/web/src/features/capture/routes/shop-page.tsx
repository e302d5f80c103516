import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AUTHORIZE_OUTCOMES,
  captureEndpoints as E,
  CAPTURE_SHOPS_MAX,
  PULL_PLATFORMS,
  SHOP_ATTENTION,
  type AuthorizeOutcome,
  type CapturePlatform,
  type CaptureShop,
  type ShopAttention,
} from '@console/contract';
import { useConfirm } from '@/components/confirm';
import { ListActions, ListPage, StatusSelect } from '@/components/list-page';
import { useAddressFilters } from '@/lib/address-filter';
import { useLiveList } from '@/lib/live-lists';
import { usePermission } from '@/lib/permission';
import { toast } from '@/lib/toast';
import { captureApi, captureQueries } from '../api';
import { LazyShopDetail, LazyShopFormModal } from '../components/lazy-parts';
import { ShopCard, type ShopRights } from '../components/shop-card';
import { syncPollInterval } from '../model/format';
import styles from '../components/capture.module.css';

type Busy = { shop: number; kind: 'test' | 'sync' | 'status' | 'authorize' | 'delete' } | null;
type TestResult = { ok: boolean; message: string };

/**
 * One platform's shops (`/catch-order/doudian/list`, `/pdd`, `/kuaishou`, `/gantanhao`): their
 * authorization and sync, add and edit, test connection and sync now; below, the chosen shop's
 * product mapping, its orders waiting for a mapping and its capture log.
 */
export function ShopPage({ platform }: { platform: CapturePlatform }) {
  const { t } = useTranslation('capture');
  const client = useQueryClient();
  // Each action by its call, on this platform's screen (the server's `routeOf`): a shop's settings
  // and its authorization are its secrets, a sensitive action of its own.
  const { canCall, route } = usePermission();
  const rights: ShopRights = {
    save: canCall(E.captureShopSave, route),
    authorize: canCall(E.captureShopAuthorize, route),
    status: canCall(E.captureShopStatus, route),
    test: canCall(E.captureShopTest, route),
    sync: canCall(E.captureShopSync, route),
    delete: canCall(E.captureShopDelete, route),
  };
  const canMap = canCall(E.captureMappingSave, route);
  const [dialogs, holder] = useConfirm();
  const pulls = (PULL_PLATFORMS as readonly string[]).includes(platform);
  // The list is asked again every few seconds while a sync is queued or running: its progress moves.
  // Only the shops that need the merchant (the dashboard's to-do links here with it).
  const [attention, setAttention] = useState<ShopAttention | ''>('');
  useAddressFilters(
    ['platform', 'attention'],
    (params) => attentionOf(params.get('attention')),
    setAttention,
  );
  const shops = useQuery({
    ...captureQueries.captureShops({ platform, attention }),
    refetchInterval: (q) => syncPollInterval(q.state.data?.list),
  });
  // Its cards move as syncs run and tokens change elsewhere (another tab, the sync job): kept live.
  useLiveList('capture');
  const list = shops.data?.list ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = list.find((s) => s.id === chosen) ?? list[0];
  // null: the form is closed; 'new' adds a shop.
  const [editing, setEditing] = useState<CaptureShop | 'new' | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [tests, setTests] = useState<ReadonlyMap<number, TestResult>>(new Map());

  const refresh = () => client.invalidateQueries({ queryKey: captureQueries.all() });
  const run = async (shop: CaptureShop, kind: NonNullable<Busy>['kind'], action: () => Promise<unknown>) => {
    setBusy({ shop: shop.id, kind });
    try {
      await action();
      await refresh();
    } catch {
      // the http client has shown why
    } finally {
      setBusy(null);
    }
  };
  const test = (shop: CaptureShop) =>
    run(shop, 'test', async () => {
      const answer = await captureApi.captureShopTest({ id: shop.id });
      setTests((current) => new Map(current).set(shop.id, { ok: answer.ok, message: answer.message }));
    });
  const sync = (shop: CaptureShop) =>
    run(shop, 'sync', async () => {
      await captureApi.captureShopSync({ id: shop.id });
      toast().success(t('shop.sync_queued', { name: shop.name }));
    });
  const switchTo = (shop: CaptureShop, enabled: boolean) =>
    run(shop, 'status', async () => {
      await captureApi.captureShopStatus({ id: shop.id, enabled });
      toast().success(t(enabled ? 'shop.enabled_done' : 'shop.disabled_done', { name: shop.name }));
    });
  // Disabling stops its capture (and its pushes): asked first; enabling is harmless.
  const setEnabled = (shop: CaptureShop, enabled: boolean) =>
    enabled
      ? void switchTo(shop, true)
      : void dialogs.confirm({
          title: t('shop.disable_title', { name: shop.name }),
          content: t('shop.disable_content'),
          okText: t('shop.disable'),
          cancelText: t('shop.cancel'),
          okButtonProps: { danger: true, ...({ 'data-testid': 'capture-shop-disable-confirm' } as object) },
          onOk: () => switchTo(shop, false),
        });
  const remove = (shop: CaptureShop) =>
    void dialogs.confirm({
      title: t('shop.delete_title', { name: shop.name }),
      content: t('shop.delete_content'),
      okText: t('shop.delete'),
      cancelText: t('shop.cancel'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'capture-shop-delete-confirm' } as object) },
      onOk: () =>
        run(shop, 'delete', async () => {
          await captureApi.captureShopDelete({ id: shop.id });
          if (chosen === shop.id) setChosen(null);
          toast().success(t('shop.deleted', { name: shop.name }));
        }),
    });
  // The platform's page sends the browser back here (`?authorize=<outcome>&shop=<id>`).
  const authorize = (shop: CaptureShop) =>
    run(shop, 'authorize', async () => {
      const { url } = await captureApi.captureShopAuthorize({ id: shop.id });
      window.location.assign(url);
    });
  useAuthorizeOutcome(setChosen);

  return (
    <ListPage
      testId="capture-shop-page"
      toolbar={
        <>
          <StatusSelect
            value={attention}
            onChange={setAttention}
            values={SHOP_ATTENTION}
            optionLabel={(a) => t(`shop.attention_${a}`)}
            allLabel={t('shop.attention_all')}
            label={t('shop.attention')}
            testId="capture-shop-attention"
          />
          {rights.save && (
            <ListActions>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={list.length >= CAPTURE_SHOPS_MAX}
                onClick={() => setEditing('new')}
                data-testid="capture-shop-add"
              >
                {t('shop.add')}
              </Button>
            </ListActions>
          )}
        </>
      }
    >
      {list.length === 0 ? (
        <Empty
          className={styles.empty}
          description={
            shops.isError
              ? t('shop.load_failed')
              : shops.isFetching
                ? t('shop.loading')
                : attention
                  ? t('shop.none_match')
                  : t('shop.empty')
          }
          data-testid="capture-shop-empty"
        >
          {attention && !shops.isFetching && (
            <Button type="link" onClick={() => setAttention('')} data-testid="capture-shop-clear-filter">
              {t('shop.clear_filter')}
            </Button>
          )}
        </Empty>
      ) : (
        <div className={styles.shops} data-testid="capture-shops">
          {list.map((shop) => (
            <ShopCard
              key={shop.id}
              shop={shop}
              selected={shop.id === selected?.id}
              rights={rights}
              canSync={pulls}
              busy={busy?.shop === shop.id ? busy.kind : null}
              testResult={tests.get(shop.id)}
              onSelect={() => setChosen(shop.id)}
              onEdit={() => setEditing(shop)}
              onTest={() => void test(shop)}
              onAuthorize={() => void authorize(shop)}
              onSync={() => void sync(shop)}
              onEnabledChange={(enabled) => setEnabled(shop, enabled)}
              onDelete={() => remove(shop)}
            />
          ))}
        </div>
      )}
      {/* Keyed by the shop: its filters and choices start afresh for another shop. */}
      {selected && <LazyShopDetail key={selected.id} shop={selected} shops={list} canEdit={canMap} />}
      {holder}
      {editing && (
        <LazyShopFormModal
          platform={platform}
          shop={editing === 'new' ? null : editing}
          marketApp={shops.data?.market_app ?? false}
          callbackUrl={shops.data?.callback_url ?? ''}
          onClose={() => setEditing(null)}
          onSaved={(shop) => {
            setEditing(null);
            setChosen(shop.id);
            toast().success(t('shop.saved', { name: shop.name }));
            void refresh();
          }}
        />
      )}
    </ListPage>
  );
}

/** A filter value of the address the list knows, or null (then the address is ignored). */
const attentionOf = (value: string | null): ShopAttention | null =>
  (SHOP_ATTENTION as readonly string[]).includes(value ?? '') ? (value as ShopAttention) : null;

/**
 * Says how the platform's authorization page went, once, when the browser comes back from it
 * (the callback's `?authorize=` and `shop=`), chooses that shop and takes the words off the address.
 */
function useAuthorizeOutcome(choose: (shop: number) => void) {
  const { t } = useTranslation('capture');
  const [params, setParams] = useSearchParams();
  const outcome = params.get('authorize');
  const shop = Number(params.get('shop'));
  useEffect(() => {
    if (!outcome || !(AUTHORIZE_OUTCOMES as readonly string[]).includes(outcome)) return;
    if (outcome === 'done') toast().success(t('authorize.done'));
    else toast().error(t(`authorize.${outcome as Exclude<AuthorizeOutcome, 'done'>}`));
    if (shop) choose(shop);
    setParams({}, { replace: true });
  }, [outcome, shop, choose, setParams, t]);
}

export const DoudianShopPage = () => <ShopPage platform="doudian" />;
export const PddShopPage = () => <ShopPage platform="pdd" />;
export const KuaishouShopPage = () => <ShopPage platform="kuaishou" />;
export const GantanhaoShopPage = () => <ShopPage platform="gantanhao" />;
