import { Link } from 'react-router';
import { Button, Card, Col, Empty, List, Row, Skeleton, Statistic, Tag } from 'antd';
import { BellOutlined, WalletOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_PACKING, type DashboardResult } from '@console/contract';
import { formatMoney, formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session-store';
import { useCanOpen } from '@/lib/viewer';
import { dashboardQueries } from '../api';
import { FiguresCard } from '../components/figures-card';
import { TodoCard } from '../components/todo-card';
import hintStyles from '../components/dashboard.module.css';
import styles from './dashboard-page.module.css';

// Statuses of the contract's Task (1 done, 3 packing, 4 failed). Not `TaskStatus`: its module
// builds zod schemas, which would bring zod into this chunk (~40 KB).
const STATUS_COLOR: Record<DashboardResult['recentTasks'][number]['status'], string> = {
  1: 'success',
  [TASK_STATUS_PACKING]: 'processing',
  4: 'error',
};

function RecentTasks({ tasks }: { tasks: DashboardResult['recentTasks'] }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Card
      title={t('recent_tasks')}
      size="small"
      extra={<Link to="/tasks">{t('view_all')}</Link>}
      data-testid="dashboard-tasks"
    >
      <List
        size="small"
        dataSource={tasks}
        locale={{ emptyText: t('no_tasks') }}
        renderItem={(task) => (
          <List.Item extra={<Tag color={STATUS_COLOR[task.status]}>{t(`task_status.${task.status}`)}</Tag>}>
            <List.Item.Meta
              title={task.name}
              description={`${task.create_time.replace('T', ' ').slice(0, 19)} · ${t('task_rows', {
                rows: formatNumber(task.rows, i18n.language),
                count: task.rows,
              })}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/**
 * The dashboard (agent-console reading): balance, unread notices, what to do next (the to-do
 * list), today's and the last 7 days' figures with their trends, and recent tasks, from
 * `POST /api/dashboard/index` and `/dashboard/todo`.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const query = useQuery(dashboardQueries.dashboard());
  // The bell's count (the session mirrors it), not the one this page loaded with: a notice read
  // while the dashboard is open (the pop-up, the bell) counts down here too.
  const unread = useSession((s) => s.noticeCount);
  // Not for special merchants, like the bell and the task popover (spec section 6).
  const showNotices = useCanOpen('Notices');
  const showBalance = useCanOpen('AccountBalance');
  const showTasks = !useSession((s) => s.isSpecial);

  if (query.isPending) {
    return (
      <div data-testid="dashboard-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Empty description={t('load_failed')} data-testid="dashboard-error">
        <Button type="primary" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('retry')}
        </Button>
      </Empty>
    );
  }

  const data = query.data;
  return (
    <div className={styles.grid} data-testid="dashboard">
      <Row gutter={[16, 16]}>
        {data.balance !== null && (
          <Col xs={24} md={12}>
            <Card size="small" data-testid="dashboard-balance">
              <Statistic
                title={t('balance')}
                prefix={<WalletOutlined />}
                value={data.balance}
                formatter={(v) => formatMoney(String(v), i18n.language)}
              />
              {showBalance && <Link to="/account/balance">{t('recharge')}</Link>}
            </Card>
          </Col>
        )}
        {showNotices && (
          <Col xs={24} md={12}>
            <Card size="small" data-testid="dashboard-notices">
              <Statistic
                title={t('unread_notices')}
                prefix={<BellOutlined />}
                value={unread}
                formatter={(v) => formatNumber(Number(v), i18n.language)}
              />
              <Link to="/notices">{t('view_all')}</Link>
            </Card>
          </Col>
        )}
        <Col span={24}>
          <TodoCard />
        </Col>
        <Col xs={24} lg={12}>
          <FiguresCard
            title={t('today')}
            figures={data.today}
            previous={data.yesterday}
            versus={t('vs_yesterday')}
            testId="dashboard-today"
          />
        </Col>
        <Col xs={24} lg={12}>
          <FiguresCard
            title={t('last7')}
            figures={data.last7Days}
            previous={data.previous7Days}
            versus={t('vs_previous7')}
            testId="dashboard-last7"
          />
        </Col>
        <Col span={24}>
          {/* What the figures count: the same as 每日统计 (decision 045), and it says so. */}
          <p className={hintStyles.hint} data-testid="dashboard-figures-hint">
            {t('figures_hint')}
          </p>
        </Col>
        {showTasks && (
          <Col span={24}>
            <RecentTasks tasks={data.recentTasks} />
          </Col>
        )}
      </Row>
    </div>
  );
}
