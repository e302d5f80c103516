import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { ExportModal } from '@/components/export-modal';

export interface ExportButtonProps<Q extends object> {
  /** The list's filter, sent with the task name. */
  query: Q;
  total: number;
  /** Base of the task's default name (the page's title). */
  taskName: string;
  /** The export call; a refusal keeps the naming modal open. */
  onExport: (payload: Q & { task_name: string }) => Promise<unknown>;
  label: string;
  testId: string;
}

/** Export of the filtered list as a background task: the button, then the naming modal. */
export function ExportButton<Q extends object>({
  query,
  total,
  taskName,
  onExport,
  label,
  testId,
}: ExportButtonProps<Q>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => setOpen(true)}
        disabled={total === 0}
        data-testid={testId}
      >
        {label}
      </Button>
      <ExportModal
        open={open}
        onClose={() => setOpen(false)}
        query={query}
        total={total}
        taskName={taskName}
        onSubmit={onExport}
      />
    </>
  );
}
