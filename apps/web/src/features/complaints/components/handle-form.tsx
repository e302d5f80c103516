import { useState } from 'react';
import { Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COMPLAINT_NOTE_MAX,
  type ComplaintDetailResult,
  type ComplaintRow,
  type ComplaintStatus,
} from '@console/contract';
import type { PickedImage } from '@/components/image-library';
import { toast } from '@/lib/toast';
import { complaintApi } from '../api';
import { nextStatuses } from '../model/status';
import { AttachmentsField } from './attachments-field';
import styles from './handle.module.css';

interface Values {
  note: string;
  status: ComplaintStatus;
  attachments: PickedImage[];
}

/**
 * A handling of an open complaint: the reply, the status it leaves the complaint in (kept, or one
 * of the changes the life cycle allows) and the attachments. The server answers the complaint as
 * it now is, which the drawer shows at once.
 */
export function HandleForm({
  complaint,
  onHandled,
}: {
  complaint: ComplaintRow;
  onHandled: (result: ComplaintDetailResult) => void;
}) {
  const { t } = useTranslation('complaints');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const statuses = nextStatuses(complaint.status);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const result = await complaintApi.complaintHandle({
        id: complaint.id,
        status: values.status,
        note: values.note.trim(),
        image_ids: values.attachments.map((a) => a.id),
      });
      toast().success(t('form.success'));
      onHandled(result);
    } catch {
      // shown by the http client (e.g. a change another tab made first)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ note: '', status: complaint.status, attachments: [] }}
      onFinish={(values) => void submit(values)}
      disabled={saving}
      data-testid="complaint-handle-form"
    >
      <Form.Item
        name="note"
        label={t('form.note')}
        rules={[{ required: true, whitespace: true, message: t('form.note_required') }]}
      >
        <Input.TextArea
          rows={4}
          maxLength={COMPLAINT_NOTE_MAX}
          showCount
          placeholder={t('form.note_placeholder')}
          data-testid="complaint-note"
        />
      </Form.Item>
      <Form.Item name="status" label={t('form.status')}>
        <Radio.Group className={styles.statuses} data-testid="complaint-next-status">
          {statuses.map((s) => (
            <Radio key={s} value={s} data-testid={`complaint-next-${s}`}>
              {s === complaint.status ? t('form.keep', { status: t(`status.${s}`) }) : t(`status.${s}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="attachments" label={t('form.attachments')}>
        <AttachmentsField />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} block data-testid="complaint-submit">
        {t('form.submit')}
      </Button>
    </Form>
  );
}
