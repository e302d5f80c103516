import { Link } from 'react-router';
import { Badge, Card, List, Result } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CAPTURE_PLATFORMS, type CapturePlatform } from '@console/contract';
import { formatNumber } from '@/lib/format';
import { dashboardQueries } from '../api';
import { todoHref } from '../model/trend';
import styles from './dashboard.module.css';

/**
 * What waits for the merchant (`/dashboard/todo`): each item's count and a link to the list it
 * counts, filtered by its address. The server leaves out empty items and the sections the
 * merchant's menu hides; nothing left says so.
 */
export function TodoCard() {
  const { t, i18n } = useTranslation('dashboard');
  const todo = useQuery(dashboardQueries.dashboardTodo());
  const items = todo.data?.items ?? [];
  // The shop items are one per platform: their words name it.
  const platformOf = (platform: string | undefined) =>
    (CAPTURE_PLATFORMS as readonly string[]).includes(platform ?? '')
      ? t(`platform.${platform as CapturePlatform}`)
      : '';
  return (
    <Card title={t('todo.title')} size="small" data-testid="dashboard-todo" loading={todo.isPending}>
      {todo.isError ? (
        <div className={styles.todoError}>{t('todo.load_failed')}</div>
      ) : items.length === 0 ? (
        <Result
          status="success"
          title={t('todo.done')}
          className={styles.todoDone}
          data-testid="dashboard-todo-done"
        />
      ) : (
        <List
          size="small"
          dataSource={items}
          renderItem={(item) => (
            <List.Item data-testid="dashboard-todo-item" data-kind={item.kind} data-count={item.count}>
              <Link to={todoHref(item)} className={styles.todoLink}>
                <Badge
                  count={formatNumber(item.count, i18n.language)}
                  color="#cf1322"
                  overflowCount={Infinity}
                />
                <span className={styles.todoText}>
                  {t(`todo.${item.kind}`, {
                    count: item.count,
                    n: formatNumber(item.count, i18n.language),
                    platform: platformOf(item.filter.platform),
                  })}
                </span>
                <RightOutlined aria-hidden />
              </Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
