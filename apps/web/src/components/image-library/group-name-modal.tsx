import { useState } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Msg } from '@console/contract';
import { TrimInput } from '@/components/trim-input';

/** Longest group name the server accepts (contract `SaveGroupPayload`). */
export const GROUP_NAME_MAX = 30;

export interface GroupNameModalProps {
  open: boolean;
  /** The name being edited; absent when adding. */
  initialName?: string;
  /** Saves the trimmed name; a rejection keeps the modal open. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Add or rename a group: the name is required and trimmed (spec section 5). */
export function GroupNameModal({ open, initialName, onSubmit, onClose }: GroupNameModalProps) {
  const { t } = useTranslation('gallery');
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<{ group_name: string }>();
  const [saving, setSaving] = useState(false);
  const editing = initialName !== undefined;

  const submit = async () => {
    let name: string;
    try {
      name = (await form.validateFields()).group_name.trim();
    } catch {
      return; // the form shows the message
    }
    setSaving(true);
    try {
      await onSubmit(name);
      onClose();
    } catch {
      // the http client has shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={editing ? t('library.edit_group') : t('library.add_group')}
      okText={t('library.ok')}
      cancelText={t('library.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={400}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ group_name: initialName ?? '' }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="group_name"
          label={t('library.group_name')}
          rules={[{ required: true, whitespace: true, message: tc(Msg.groupNameRequired) }]}
        >
          <TrimInput
            placeholder={tc(Msg.groupNameRequired)}
            maxLength={GROUP_NAME_MAX}
            autoFocus
            allowClear
            data-testid="library-group-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
