import { useRef, useState } from 'react';
import { Button, Spin } from 'antd';
import { ArrowLeftOutlined, RedoOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  topupEndpoints as E,
  TOPUP_ITEM_STATUSES,
  type TopupBatch,
  type TopupItem,
  type TopupItemStatus,
} from '@console/contract';
import { useConfirm } from '@/components/confirm';
import {
  ExportButton,
  KeywordSearch,
  ListActions,
  ListPage,
  ListTable,
  StatusSelect,
  useListPage,
  type ListFilters,
} from '@/components/list-page';
import { formatMoney, formatNumber } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { usePermission } from '@/lib/permission';
import { toast } from '@/lib/toast';
import { topupApi, topupQueries } from '../api';
import { anyUnsettled } from '../model/draft';
import { BatchSummary } from '../components/batch-summary';
import { useItemColumns } from '../components/item-columns';
import { BatchStatusTag } from '../components/status-tags';
import styles from '../components/topup.module.css';
import { REFRESH_MS } from './batch-list';

type Filters = ListFilters<typeof E.topupItems, 'batch'>;
const ALL: Filters = { status: '', phone: '' };
const WHOLE_PHONE = /^1\d{10}$/;

interface BatchDetailProps {
  id: number;
  onBack: () => void;
  /** Opens another batch (the retry just made). */
  onOpen: (batch: TopupBatch) => void;
  /** The items' status a link opened the batch on (a batch's result counts in the list). */
  status?: TopupItemStatus;
}

/**
 * One batch: its figures and progress (asked again every few seconds while it processes), its items
 * filtered by status and number, the export of its results through the task list, and the retry of
 * its failed items as a new batch.
 */
export function BatchDetail({ id, onBack, onOpen, status }: BatchDetailProps) {
  const { t, i18n } = useTranslation('topup');
  const lang = i18n.language;
  // A retry spends the balance: the role's `topup`, not the screen's view.
  const { canCall } = usePermission();
  const queryClient = useQueryClient();
  const [confirm, confirmHolder] = useConfirm();
  const [retrying, setRetrying] = useState(false);
  // One key per retry asked for: a second click while the first is under way is the same retry.
  const retryKey = useRef<string | null>(null);
  const batchQuery = useQuery({
    ...topupQueries.topupBatch({ id }),
    refetchInterval: (q) => (q.state.data?.batch.status === 'processing' ? REFRESH_MS : false),
  });
  const batch = batchQuery.data?.batch;
  const processing = batch?.status === 'processing';
  const list = useListPage({
    filters: ALL,
    linked: status ? { status } : undefined,
    query: (filters, page) => topupQueries.topupItems({ ...filters, batch: id, ...page }),
    live: 'topup',
    // Asked again while the batch processes, and until the items on screen have all settled (the
    // batch may finish between two answers of its items).
    refetchInterval: (data) => (processing || anyUnsettled(data?.list) ? REFRESH_MS : false),
  });
  const { filters, setFilters } = list;
  const columns = useItemColumns();

  const retry = async (current: TopupBatch) => {
    const price = formatMoney(
      // The failed items' price is what was refunded for them.
      current.refunded,
      lang,
    );
    const ok = await confirm.confirm({
      title: t('detail.retry_title'),
      content: t('detail.retry_content', {
        count: current.failed,
        shown: formatNumber(current.failed, lang),
        price,
      }),
      okText: t('detail.retry_ok'),
      cancelText: t('detail.cancel'),
    });
    if (!ok) return;
    retryKey.current ??= newIdempotencyKey();
    setRetrying(true);
    try {
      const { batch: made } = await topupApi.topupRetry({
        id: current.id,
        idempotency_key: retryKey.current,
      });
      retryKey.current = null;
      await queryClient.invalidateQueries({ queryKey: topupQueries.all() });
      toast().success(t('detail.retried', { batch_no: made.batch_no }));
      onOpen(made);
    } catch {
      // the http client has shown why
    } finally {
      setRetrying(false);
    }
  };

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="topup-back">
      {t('back')}
    </Button>
  );
  if (!batch) {
    return (
      <div className={styles.head} data-testid="topup-detail-page">
        {back}
        {batchQuery.isError ? (
          <p className={styles.error} role="alert">
            {t('detail.not_found')}
          </p>
        ) : (
          <Spin aria-label={t('detail.processing')} />
        )}
      </div>
    );
  }

  return (
    <ListPage
      testId="topup-detail-page"
      onReset={list.reset}
      header={
        <>
          {confirmHolder}
          <div className={styles.head}>
            {back}
            <h2 className={styles.title} data-testid="topup-detail-title">
              {t('detail.title', { batch_no: batch.batch_no })}
            </h2>
            <BatchStatusTag status={batch.status} />
            {batch.retry_of && (
              <span className={styles.muted}>{t('detail.retry_of', { batch_no: batch.retry_of })}</span>
            )}
          </div>
          <BatchSummary batch={batch} />
          {processing && (
            <p className={styles.muted} role="status">
              {t('detail.processing')}
            </p>
          )}
        </>
      }
      toolbar={
        <>
          <KeywordSearch
            keyword={filters.phone}
            onSearch={(typed) => {
              // The numbers are sealed: a number is found whole (by its keyed hash), never by a part.
              const phone = typed.replace(/\D/g, '');
              if (phone && !WHOLE_PHONE.test(phone)) return toast().warning(t('detail.phone_whole'));
              setFilters({ phone });
            }}
            label={t('detail.phone_placeholder')}
            maxLength={11}
            testId="topup-item-phone-filter"
          />
          <StatusSelect
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            values={TOPUP_ITEM_STATUSES}
            optionLabel={(s) => t(`item_status.${s}`)}
            allLabel={t('detail.status_all')}
            label={t('detail.status_filter')}
            testId="topup-item-status-filter"
          />
          <ListActions>
            {batch.failed > 0 && canCall(E.topupRetry) && (
              <Button
                icon={<RedoOutlined />}
                loading={retrying}
                onClick={() => void retry(batch)}
                data-testid="topup-retry"
              >
                {t('detail.retry')}
              </Button>
            )}
            {canCall(E.topupExport) && (
              <ExportButton
                query={{ ...filters, batch: id }}
                total={list.total}
                taskName={t('detail.export_name')}
                onExport={(payload) => topupApi.topupExport(payload)}
                label={t('detail.export')}
                testId="topup-export"
              />
            )}
          </ListActions>
        </>
      }
    >
      <ListTable<TopupItem>
        list={list}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: t('detail.empty') }}
        totalText={(count) => t('detail.total', { count, shown: formatNumber(count, lang) })}
        rowTestId="topup-item-row"
        rowData={(row) => ({ 'data-phone': row.phone, 'data-status': row.status })}
        testId="topup-item-table"
      />
    </ListPage>
  );
}
