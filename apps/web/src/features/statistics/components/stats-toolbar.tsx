import type { ReactNode } from 'react';
import { Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATS_CHANNELS, statisticsEndpoints as E, type StatsExportPayload } from '@console/contract';
import { DateRangeFilter, ExportButton, ListActions, listStyles } from '@/components/list-page';
import { useRouteTitle } from '@/lib/route-title';
import { usePermission } from '@/lib/permission';
import { statsApi } from '../api';
import { presetRange, STATS_PRESETS, zoneToday } from '../model/range';
import { useSession } from '@/lib/session-store';
import { GoodsSelect } from '@/components/goods-select';
import type { StatsFilterHook } from './use-stats-filter';
import styles from './stats.module.css';

export interface StatsToolbarProps {
  hook: StatsFilterHook;
  /** The filters this screen offers besides the range (and the agents' sub-merchants switch). */
  goods?: boolean;
  channel?: boolean;
  /** What the export makes; none: no export button. */
  screen?: StatsExportPayload['screen'];
  /** Rows on screen: nothing to export without. */
  rows: number;
  /** Further controls of the screen (the metric picker). */
  children?: ReactNode;
  testId: string;
}

/** The filters of a statistics screen on one line that wraps on a phone, the export at its end. */
export function StatsToolbar({ hook, goods, channel, screen, rows, children, testId }: StatsToolbarProps) {
  const { t } = useTranslation('statistics');
  const title = useRouteTitle();
  // The export of this very screen: the call's declaration, on the page's route.
  const { canCall, route } = usePermission();
  const { filter, setFilter, query, isAgent } = hook;
  const today = zoneToday(useSession((s) => s.timeZone));
  const presets = STATS_PRESETS.map((p) => ({ label: t(`preset.${p}`), ...presetRange(p, today) }));
  return (
    <div className={listStyles.toolbar}>
      <span className={styles.labelled}>
        <span className={styles.label}>{t('range')}</span>
        <DateRangeFilter
          value={filter}
          onChange={(range) => setFilter(range)}
          presets={presets}
          required
          maxDate={today}
          testId={`${testId}-range`}
        />
      </span>
      {goods && (
        <GoodsSelect
          className={styles.filter}
          value={filter.goods_id}
          onChange={(goods_id) => setFilter({ goods_id })}
          allLabel={t('goods_all')}
          label={t('goods_filter')}
          testId={`${testId}-goods`}
        />
      )}
      {channel && (
        <Select
          className={styles.filter}
          value={filter.channel}
          onChange={(value) => setFilter({ channel: value })}
          options={[
            { value: '' as const, label: t('channel_all') },
            ...STATS_CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) })),
          ]}
          aria-label={t('channel_filter')}
          data-testid={`${testId}-channel`}
        />
      )}
      {isAgent && (
        <span className={styles.labelled}>
          <Switch
            checked={filter.with_subs}
            onChange={(with_subs) => setFilter({ with_subs })}
            aria-label={t('with_subs')}
            data-testid={`${testId}-subs`}
          />
          <span className={styles.label} aria-hidden>
            {t('with_subs')}
          </span>
        </span>
      )}
      {children}
      {screen && query && canCall(E.statsExport, route) && (
        <ListActions>
          <ExportButton
            query={{ ...query, screen }}
            total={rows}
            taskName={title(SCREEN_ROUTES[screen])}
            onExport={(payload) => statsApi.statsExport(payload)}
            label={t('export')}
            testId={`${testId}-export`}
          />
        </ListActions>
      )}
    </div>
  );
}

const SCREEN_ROUTES = {
  day: 'StatisticsDay',
  shop: 'StatisticsShop',
  goods: 'StatisticsGoods',
  first_goods: 'StatisticsFirstGoods',
  goods_day: 'StatisticsGoodsDay',
} as const;
