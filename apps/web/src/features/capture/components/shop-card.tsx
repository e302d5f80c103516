import { Button, Switch, Tag } from 'antd';
import {
  ApiOutlined,
  DeleteOutlined,
  EditOutlined,
  SafetyCertificateOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { authorizesOnPage, type CaptureShop } from '@console/contract';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '../model/format';
import { LazyTestResult } from './lazy-parts';
import { AuthTag } from './state-tags';
import styles from './capture.module.css';

export interface ShopCardProps {
  shop: CaptureShop;
  selected: boolean;
  /** What the viewer's role may do to a shop, each by its call (`rightsOf` in the shop page). */
  rights: ShopRights;
  /** Gantanhao pushes its orders: no "sync now". */
  canSync: boolean;
  /** The call under way on this shop, which disables its button. */
  busy: 'test' | 'sync' | 'status' | 'authorize' | 'delete' | null;
  /** The last "test connection" answer for this shop, shown under its facts. */
  testResult?: { ok: boolean; message: string };
  onSelect: () => void;
  onEdit: () => void;
  onTest: () => void;
  /** Sends the browser to the platform's authorization page for this shop. */
  onAuthorize: () => void;
  onSync: () => void;
  onEnabledChange: (enabled: boolean) => void;
  /** Asks first; a shop that captured orders is refused by the server (disable it instead). */
  onDelete: () => void;
}

export interface ShopRights {
  /** Edit its settings (its secrets: the role's `secrets`). */
  save: boolean;
  /** Authorize it on the platform's page (its tokens: `secrets` too). */
  authorize: boolean;
  /** Switch it on or off. */
  status: boolean;
  test: boolean;
  sync: boolean;
  delete: boolean;
}

/** One shop: its authorization, its sync and what it captured, with its actions. */
export function ShopCard(props: ShopCardProps) {
  const { shop, selected, rights, canSync, busy, testResult } = props;
  const { t, i18n } = useTranslation('capture');
  const lang = i18n.language;
  const syncing = shop.sync_state !== 'idle';
  const onPage = authorizesOnPage(shop.platform, shop.auth_mode);
  return (
    <article
      className={`${styles.card} ${selected ? styles.cardSelected : ''}`}
      aria-label={shop.name}
      data-testid="capture-shop"
      data-shop={shop.shop_id}
    >
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          {shop.name}{' '}
          {!shop.enabled && <Tag data-testid="capture-shop-disabled">{t('shop.disabled_tag')}</Tag>}
        </h3>
        <Switch
          checked={shop.enabled}
          disabled={!rights.status}
          loading={busy === 'status'}
          onChange={props.onEnabledChange}
          aria-label={t('shop.enabled')}
          data-testid="capture-shop-enabled"
        />
      </div>
      <dl className={styles.facts}>
        <dt>{t('shop.shop_id')}</dt>
        <dd>{shop.shop_id}</dd>
        {shop.platform !== 'gantanhao' && (
          <>
            <dt>{t('shop.app')}</dt>
            <dd data-testid="capture-shop-mode" data-mode={shop.auth_mode}>
              {t(`shop.app_${shop.auth_mode}`)}
            </dd>
          </>
        )}
        <dt>{t('shop.auth')}</dt>
        <dd>
          <AuthTag state={shop.auth_state} />
          {shop.token_expires_at && (
            <span className={styles.muted}>
              {t('shop.token_expires', { time: formatDateTime(shop.token_expires_at, lang) })}
            </span>
          )}
        </dd>
        <dt>{t('shop.sync')}</dt>
        <dd data-testid="capture-shop-sync" data-state={shop.sync_state}>
          {syncing && <SyncOutlined spin aria-hidden />} {t(`sync.${shop.sync_state}`)}
          {shop.sync_state === 'running' && (
            <span className={styles.muted}>
              {' · '}
              {t('sync.pages', { count: shop.sync_pages, shown: formatNumber(shop.sync_pages, lang) })}
              {' · '}
              {t('sync.orders', { count: shop.sync_orders, shown: formatNumber(shop.sync_orders, lang) })}
            </span>
          )}
        </dd>
        <dt>{t('shop.last_sync')}</dt>
        <dd>{formatDateTime(shop.last_sync_at, lang)}</dd>
        <dt>{t('shop.captured')}</dt>
        <dd data-testid="capture-shop-captured">{formatNumber(shop.orders_captured, lang)}</dd>
        <dt>{t('shop.waiting')}</dt>
        <dd data-testid="capture-shop-waiting">{formatNumber(shop.orders_waiting, lang)}</dd>
        {shop.last_error && (
          <>
            <dt>{t('shop.last_error')}</dt>
            <dd className={styles.error} data-testid="capture-shop-error">
              {shop.last_error}{' '}
              <span className={styles.muted}>{formatDateTime(shop.last_error_at, lang)}</span>
            </dd>
          </>
        )}
      </dl>
      {testResult && <LazyTestResult {...testResult} />}
      <div className={styles.actions}>
        <Button
          size="small"
          type={selected ? 'primary' : 'default'}
          onClick={props.onSelect}
          data-testid="capture-shop-open"
        >
          {t('shop.open')}
        </Button>
        <>
          {rights.save && (
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={props.onEdit}
              data-testid="capture-shop-edit"
            >
              {t('shop.edit')}
            </Button>
          )}
          {onPage && rights.authorize && (
            <Button
              size="small"
              type={shop.auth_state === 'authorized' ? 'default' : 'primary'}
              icon={<SafetyCertificateOutlined />}
              loading={busy === 'authorize'}
              onClick={props.onAuthorize}
              data-testid="capture-shop-authorize"
            >
              {shop.auth_state === 'authorized' ? t('shop.reauthorize') : t('shop.authorize')}
            </Button>
          )}
          {rights.test && (
            <Button
              size="small"
              icon={<ApiOutlined />}
              loading={busy === 'test'}
              onClick={props.onTest}
              data-testid="capture-shop-test"
            >
              {t('shop.test')}
            </Button>
          )}
          {canSync && rights.sync && (
            <Button
              size="small"
              icon={<SyncOutlined />}
              loading={busy === 'sync'}
              disabled={syncing || !shop.enabled}
              onClick={props.onSync}
              data-testid="capture-shop-sync-now"
            >
              {t('shop.sync_now')}
            </Button>
          )}
        </>
        {rights.delete && (
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            loading={busy === 'delete'}
            disabled={syncing}
            onClick={props.onDelete}
            data-testid="capture-shop-delete"
          >
            {t('shop.delete')}
          </Button>
        )}
      </div>
    </article>
  );
}
