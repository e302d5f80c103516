import { useEffect } from 'react';
import { Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CAPTURE_PLATFORMS,
  CAPTURE_STATES,
  type CapturePlatform,
  type CaptureLogRow,
  type CaptureShop,
  type CaptureState,
} from '@console/contract';
import type { captureEndpoints } from '@console/contract';
import {
  KeywordSearch,
  ListPage,
  ListTable,
  StatusSelect,
  listStyles,
  useListPage,
  type ListFilters,
} from '@/components/list-page';
import { formatNumber } from '@/lib/format';
import { captureQueries } from '../api';
import { formatDateTime } from '../model/format';
import { CaptureStateTag } from './state-tags';
import styles from './capture.module.css';

type Filters = ListFilters<typeof captureEndpoints.captureLog>;

export interface CaptureLogProps {
  /** '' every platform (`CatchWaiting`): a platform filter and column instead of the shop filter. */
  platform: CapturePlatform | '';
  shops: readonly CaptureShop[];
  /** The shop shown first (0: every shop of the platform). */
  shop: number;
  /** The "needs mapping" list: the log held to state `waiting`, without the state filter. */
  waitingOnly?: boolean;
  /** The state at first, and after a reset ('' every state). */
  state?: CaptureState | '';
  /** A filter of the address (a link), applied once per arrival (`at`). */
  link?: { state: CaptureState; at: number };
  testId: string;
}

/** What became of each platform order: the console order it made, its state, why it was put aside. */
export function CaptureLog(props: CaptureLogProps) {
  const { platform, shops, shop, waitingOnly, link, testId } = props;
  const { t, i18n } = useTranslation('capture');
  const lang = i18n.language;
  const everyPlatform = platform === '';
  const initial: Filters = {
    platform,
    shop,
    state: waitingOnly ? 'waiting' : (props.state ?? ''),
    keyword: '',
  };
  const list = useListPage({
    filters: initial,
    query: (filters, page) => captureQueries.captureLog({ ...filters, ...page }),
    live: 'capture',
  });
  const { filters, setFilters } = list;
  useEffect(() => {
    if (link) setFilters({ state: link.state });
    // Only a new arrival applies it, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link?.at]);

  const columns: TableColumnsType<CaptureLogRow> = [
    {
      title: t('log.platform_order'),
      key: 'platform_order',
      width: 200,
      render: (_, row) => (
        <>
          <div data-testid="capture-log-platform-order">{row.platform_order_id}</div>
          <div className={styles.muted}>{row.title}</div>
        </>
      ),
    },
    {
      title: t('log.order_no'),
      dataIndex: 'order_no',
      width: 200,
      render: (value: string | null) => <span data-testid="capture-log-order-no">{value ?? '-'}</span>,
    },
    {
      title: t('log.state'),
      dataIndex: 'state',
      width: 110,
      render: (value: CaptureState) => <CaptureStateTag state={value} />,
    },
    ...(everyPlatform
      ? [
          {
            title: t('log.platform'),
            dataIndex: 'platform',
            width: 100,
            render: (value: CapturePlatform) => t(`platform.${value}`),
          },
        ]
      : []),
    { title: t('log.shop'), dataIndex: 'shop_name', width: 140 },
    {
      title: t('log.error'),
      dataIndex: 'error',
      width: 200,
      render: (value: string) => (value ? <span className={styles.error}>{value}</span> : '-'),
    },
    {
      title: t('log.time'),
      dataIndex: 'updated_at',
      width: 170,
      render: (value: string) => formatDateTime(value, lang),
    },
  ];

  return (
    <ListPage
      testId={testId}
      onReset={list.reset}
      toolbar={
        <>
          {everyPlatform ? (
            <StatusSelect
              value={filters.platform}
              onChange={(value) => setFilters({ platform: value })}
              values={CAPTURE_PLATFORMS}
              optionLabel={(p) => t(`platform.${p}`)}
              allLabel={t('log.platform_all')}
              label={t('log.platform')}
              testId={`${testId}-platform`}
            />
          ) : (
            <Select<number>
              className={listStyles.filter}
              value={filters.shop}
              onChange={(value) => setFilters({ shop: value })}
              options={[
                { value: 0, label: t('log.shop_all') },
                ...shops.map((s) => ({ value: s.id, label: s.name })),
              ]}
              aria-label={t('log.shop')}
              data-testid={`${testId}-shop`}
            />
          )}
          {!waitingOnly && (
            <StatusSelect
              value={filters.state}
              onChange={(state) => setFilters({ state })}
              values={CAPTURE_STATES}
              optionLabel={(s) => t(`state.${s}`)}
              allLabel={t('log.state_all')}
              label={t('log.state')}
              testId={`${testId}-state`}
            />
          )}
          <KeywordSearch
            keyword={filters.keyword}
            onSearch={(keyword) => setFilters({ keyword })}
            label={t('log.keyword')}
            maxLength={64}
            testId={`${testId}-keyword`}
          />
        </>
      }
    >
      <ListTable<CaptureLogRow>
        list={list}
        rowKey="id"
        columns={columns}
        scroll={{ x: 1020 }}
        totalText={(count) => t('log.total', { count, shown: formatNumber(count, lang) })}
        rowTestId="capture-log-row"
        rowData={(row) => ({ 'data-state': row.state })}
        testId={`${testId}-table`}
      />
    </ListPage>
  );
}
