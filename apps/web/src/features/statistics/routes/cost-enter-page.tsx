import { lazy, Suspense, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { HistoryOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { statisticsEndpoints as E } from '@console/contract';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { useConfirm } from '@/components/confirm';
import { withChunkTimeout } from '@/lib/chunk-errors';
import { formatNumber } from '@/lib/format';
import { useCanCall } from '@/lib/permission';
import { toast } from '@/lib/toast';
import { statsApi, statsQueries } from '../api';
import { CostGridTable } from '../components/cost-grid-table';
import { StatsFrame } from '../components/stats-frame';
import { useUnsavedGuard } from '../components/use-unsaved-guard';
import { changedEntries, invalidCells, type CostDrafts } from '../model/cost-grid';
import { formatDay } from '../model/format-day';
import { addDays, mondayOf, zoneToday } from '../model/range';
import { useSession } from '@/lib/session-store';
import styles from '../components/stats.module.css';

// The history (antd's Modal and a paged table) comes with its first opening.
const CostLogModal = lazy(() =>
  withChunkTimeout(() => import('../components/cost-log-modal')).then((m) => ({ default: m.CostLogModal })),
);

/**
 * `/statistics-store/cost-enter`: the advertising cost of the storefront and of each captured shop,
 * one week at a time. Only the cells changed are sent; an emptied cell deletes its cost.
 */
export function CostEnterPage() {
  const { t, i18n } = useTranslation(['statistics', 'common']);
  const client = useQueryClient();
  const timeZone = useSession((s) => s.timeZone);
  const [monday, setMonday] = useState(() => mondayOf(zoneToday(timeZone)));
  const [drafts, setDrafts] = useState<CostDrafts>({});
  const [dialogs, dialogHolder] = useConfirm();
  const [saving, setSaving] = useState(false);
  const canSave = useCanCall(E.costSave);
  const [history, setHistory] = useState<'closed' | 'open' | 'shut'>('closed');
  const result = useQuery({ ...statsQueries.costWeek({ day: monday }), placeholderData: keepPreviousData });
  const grid = result.data && result.data.days[0] === monday ? result.data : undefined;
  const changed = grid ? changedEntries(grid, drafts) : [];
  const invalid = grid ? invalidCells(grid, drafts) : [];
  const dateFormat = t('common:list.date_format');
  const shown = (count: number) => formatNumber(count, i18n.language);
  const unsaved = changed.length + invalid.length;
  useUnsavedGuard(unsaved > 0, dialogs, {
    title: t('cost.leave_page_title'),
    content: t('cost.leave_content', { count: unsaved, shown: shown(unsaved) }),
    okText: t('cost.leave'),
    cancelText: t('cost.stay'),
  });

  const goTo = (day: string) => {
    if (mondayOf(day) === monday) return;
    // Another week's grid drops this one's edits: asked first when some were not saved.
    const leave = () => {
      setDrafts({});
      setMonday(mondayOf(day));
    };
    if (changed.length === 0 && invalid.length === 0) return leave();
    void dialogs.confirm({
      title: t('cost.leave_title'),
      content: t('cost.leave_content', {
        count: changed.length + invalid.length,
        shown: shown(changed.length + invalid.length),
      }),
      okText: t('cost.leave'),
      cancelText: t('cost.stay'),
      onOk: leave,
    });
  };
  const save = async () => {
    if (!grid || invalid.length > 0) return;
    if (changed.length === 0) {
      toast().info(t('cost.nothing_changed'));
      return;
    }
    setSaving(true);
    try {
      const { changed: count } = await statsApi.costSave({ entries: changed });
      toast().success(t('cost.saved', { count, shown: shown(count) }));
      setDrafts({});
      // Cost and ROI of the per shop screen change with it, and the history grows.
      await client.invalidateQueries({ queryKey: statsQueries.all() });
    } catch {
      // refused: the http client has alerted the server's words; the edits stay to be fixed
    } finally {
      setSaving(false);
    }
  };

  return (
    <StatsFrame
      testId="stats-cost-page"
      toolbar={
        <div className={styles.weekBar}>
          {dialogHolder}
          <Button
            icon={<LeftOutlined />}
            onClick={() => goTo(addDays(monday, -7))}
            data-testid="stats-cost-prev"
          >
            {t('cost.prev_week')}
          </Button>
          <span data-testid="stats-cost-week">
            {formatDay(monday, dateFormat)} – {formatDay(addDays(monday, 6), dateFormat)}
          </span>
          <Button onClick={() => goTo(addDays(monday, 7))} data-testid="stats-cost-next">
            {t('cost.next_week')}
            <RightOutlined />
          </Button>
          <Button onClick={() => goTo(zoneToday(timeZone))} data-testid="stats-cost-this-week">
            {t('cost.this_week')}
          </Button>
          <Button
            icon={<HistoryOutlined />}
            onClick={() => setHistory('open')}
            data-testid="stats-cost-history"
          >
            {t('cost.history')}
          </Button>
        </div>
      }
    >
      {grid && (
        <CostGridTable
          today={zoneToday(timeZone)}
          grid={grid}
          drafts={drafts}
          loading={result.isFetching}
          readOnly={!canSave}
          onEdit={(key, value) => setDrafts((d) => ({ ...d, [key]: value }))}
        />
      )}
      {invalid.length > 0 && (
        <p className={styles.problem} role="alert" data-testid="stats-cost-invalid">
          {t('cost.invalid')}
        </p>
      )}
      {canSave && (
        <div className={styles.weekBar}>
          <Button
            type="primary"
            onClick={() => void save()}
            loading={saving}
            disabled={invalid.length > 0}
            data-testid="stats-cost-save"
          >
            {t('cost.save')}
          </Button>
          <Button onClick={() => setDrafts({})} disabled={changed.length === 0} data-testid="stats-cost-undo">
            {t('cost.undo')}
          </Button>
          {changed.length > 0 && (
            <span data-testid="stats-cost-unsaved">
              {t('cost.unsaved', { count: changed.length, shown: shown(changed.length) })}
            </span>
          )}
        </div>
      )}
      {history !== 'closed' && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <CostLogModal open={history === 'open'} onClose={() => setHistory('shut')} />
          </Suspense>
        </ChunkBoundary>
      )}
    </StatsFrame>
  );
}
