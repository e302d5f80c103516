import { useState } from 'react';
import { Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { GROUP_UNGROUPED, type ImageGroup } from '@console/contract';

export interface MoveModalProps {
  open: boolean;
  count: number;
  groups: readonly ImageGroup[];
  /** The group on screen: moving there would change nothing, so it is not offered. */
  current: number;
  onSubmit: (groupId: number) => Promise<unknown>;
  onClose: () => void;
}

/** Picks the group the selected images move to: ungrouped or one of the merchant's groups. */
export function MoveModal({ open, count, groups, current, onSubmit, onClose }: MoveModalProps) {
  const { t } = useTranslation('gallery');
  const options = [
    { value: GROUP_UNGROUPED, label: t('library.group_ungrouped') },
    ...groups.map((g) => ({ value: g.id, label: g.group_name })),
  ].filter((o) => o.value !== current);
  const [target, setTarget] = useState<number | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (target === undefined) return;
    setSaving(true);
    try {
      await onSubmit(target);
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
      title={t('library.move_title', { n: count })}
      okText={t('library.ok')}
      cancelText={t('library.cancel')}
      okButtonProps={{ disabled: target === undefined }}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      afterClose={() => setTarget(undefined)}
      width={400}
    >
      <Select
        style={{ width: '100%' }}
        value={target}
        onChange={setTarget}
        options={options}
        placeholder={t('library.move_to')}
        data-testid="library-move-target"
      />
    </Modal>
  );
}
