import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Form, Input, Modal } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** Longest task name the export calls accept (the contract's `task_name`). */
export const TASK_NAME_MAX = 100;

/** Default task name: the base, the row count and the time, `YYYY-MM-DD HH:mm:ss` (spec 9). */
export function defaultTaskName(base: string, total: number, now: Date = new Date()): string {
  return `${base}_${total}_${dayjs(now).format('YYYY-MM-DD HH:mm:ss')}`.slice(0, TASK_NAME_MAX);
}

export interface ExportModalProps<Q extends object> {
  open: boolean;
  /** Called on cancel and after a successful submit. */
  onClose: () => void;
  /** The list's current query: sent with the task name. */
  query: Q;
  /** The list's total count, part of the default name. */
  total: number;
  /** Base of the default name, e.g. the page title. */
  taskName: string;
  /** Performs the export call with the query plus `task_name`; a rejection keeps the modal open. */
  onSubmit: (payload: Q & { task_name: string }) => Promise<unknown>;
  /** Placeholder of the name input; the required message is this text plus `！`. */
  placeholder?: string;
}

interface FormValues {
  task_name: string;
}

/**
 * The export-task naming modal: asks for a task name (prefilled), calls `onSubmit`, then tells
 * the user the file is being prepared, with a button to the task list.
 */
export function ExportModal<Q extends object>(props: ExportModalProps<Q>) {
  const { open, onClose, query, total, taskName, onSubmit } = props;
  const { t } = useTranslation('widgets');
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const [modal, modalHolder] = Modal.useModal();
  const [submitting, setSubmitting] = useState(false);
  const placeholder = props.placeholder ?? t('export.placeholder');
  // The form's store outlives the modal's content, and a remounted Form keeps the values still in
  // it over its new initial ones: without a reset, a second opening showed the first one's name
  // (old total, old time). Runs after the content has mounted with this opening's default.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const { task_name } = await form.validateFields();
    setSubmitting(true);
    try {
      await onSubmit({ ...query, task_name: task_name.trim() });
    } catch {
      return; // the http client has shown why; the user can try again
    } finally {
      setSubmitting(false);
    }
    onClose();
    void modal.success({
      title: t('export.success_title'),
      content: t('export.success_content'),
      okText: t('export.go_tasks'),
      closable: true,
      onOk: () => void navigate('/tasks'),
    });
  };

  return (
    <>
      {modalHolder}
      <Modal
        open={open}
        title={t('export.title')}
        okText={t('export.submit')}
        cancelText={t('export.cancel')}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={onClose}
        confirmLoading={submitting}
        destroyOnHidden
      >
        {/* Mounted at each opening (destroyOnHidden): the default name carries the opening time. */}
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ task_name: defaultTaskName(taskName, total) }}
          onFinish={() => void submit().catch(() => undefined)}
        >
          <Form.Item
            name="task_name"
            label={t('export.name_label')}
            rules={[{ required: true, whitespace: true, message: t('export.required', { placeholder }) }]}
          >
            <Input
              placeholder={placeholder}
              maxLength={TASK_NAME_MAX}
              allowClear
              autoFocus
              data-testid="export-task-name"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
