import { Button, message, type TableColumnsType } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_PACKING, type Task, type TaskStatus } from '@console/contract';
import { ListPage, ListTable, useListPage } from '@/components/list-page';
import { taskQueries } from '../api';
import { TaskState } from '../components/task-item';
import { formatTaskTime } from '../model/format';
import { useLiveStream } from '@/lib/live-stream';
import { pollWhilePacking } from '../model/use-tasks';

const FAILED: TaskStatus = 4;

/** Every export task of the merchant, newest first, with its file while the link is valid. */
export function TasksPage() {
  const { t } = useTranslation('tasks');
  const live = useLiveStream((s) => s.connected);
  const list = useListPage({
    filters: {},
    query: (_filters, page) => taskQueries.taskList(page),
    refetchInterval: (data) => pollWhilePacking(data, live),
  });
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
    <ListPage
      testId="tasks-page"
      toolbar={
        <>
          {messageHolder}
          <Button
            icon={<ReloadOutlined />}
            loading={list.result.isFetching}
            onClick={() => void list.result.refetch()}
            data-testid="tasks-refresh"
          >
            {t('page.refresh')}
          </Button>
        </>
      }
    >
      <ListTable<Task>
        list={list}
        rowKey="id"
        columns={columns}
        scroll={{ x: 900 }}
        totalText={(count) => t('page.total', { count })}
        testId="tasks-table"
      />
    </ListPage>
  );
}
