import { Button, Table, message, type TableColumnsType } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_PACKING, type Task, type TaskStatus } from '@console/contract';
import { useTablePages } from '@/lib/use-table-pages';
import { TaskState } from '../components/task-item';
import { formatTaskTime } from '../model/format';
import { useTasks } from '../model/use-tasks';
import styles from './tasks-page.module.css';

const FAILED: TaskStatus = 4;

/** Every export task of the merchant, newest first, with its file while the link is valid. */
export function TasksPage() {
  const { t } = useTranslation('tasks');
  const { page, pageSize, pagination } = useTablePages();
  const { data, isFetching, refetch } = useTasks(page, pageSize);
  const [messageApi, messageHolder] = message.useMessage();

  const columns: TableColumnsType<Task> = [
    { title: t('page.col_name'), dataIndex: 'name', ellipsis: true },
    { title: t('page.col_state'), key: 'state', width: 240, render: (_, task) => <TaskState task={task} /> },
    { title: t('page.col_rows'), dataIndex: 'rows', width: 100, align: 'right' },
    {
      title: t('page.col_created'),
      dataIndex: 'create_time',
      width: 180,
      render: (value: string) => formatTaskTime(value),
    },
    {
      title: t('page.col_finished'),
      dataIndex: 'finish_time',
      width: 180,
      render: (value: string | null) => formatTaskTime(value),
    },
    {
      title: t('page.col_action'),
      key: 'action',
      width: 120,
      fixed: 'right',
      render: (_, task) => {
        if (task.status === TASK_STATUS_PACKING)
          return (
            <Button
              type="link"
              size="small"
              onClick={() => void messageApi.info(t('message.packing'))}
              data-testid="task-row-packing"
            >
              {t('status.packing')}
            </Button>
          );
        if (task.status === FAILED || !task.url) return null;
        return (
          <a href={task.url} download data-testid="task-row-download">
            <DownloadOutlined /> {t('action.download')}
          </a>
        );
      },
    },
  ];

  return (
    <div className={styles.page}>
      {messageHolder}
      <div className={styles.toolbar}>
        <Button
          icon={<ReloadOutlined />}
          loading={isFetching}
          onClick={() => void refetch()}
          data-testid="tasks-refresh"
        >
          {t('page.refresh')}
        </Button>
      </div>
      <Table<Task>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching && !data}
        scroll={{ x: 900 }}
        pagination={pagination(data?.total ?? 0, (count) => t('page.total', { count }))}
      />
    </div>
  );
}
