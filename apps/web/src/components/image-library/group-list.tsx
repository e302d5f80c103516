import { useState } from 'react';
import { Button, Modal, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { galleryEndpoints as E, GROUP_ALL, GROUP_UNGROUPED, type ImageGroup } from '@console/contract';
import { useCanCall } from '@/lib/permission';
import { toast } from '@/lib/toast';
import { libraryApi } from './api';
import { GroupNameModal } from './group-name-modal';
import { useRefreshLibrary } from './use-library';
import styles from './library.module.css';

export interface GroupListProps {
  type: number;
  groups: readonly ImageGroup[];
  current: number;
  onSelect: (groupId: number) => void;
}

type Editing = { mode: 'add' } | { mode: 'edit'; group: ImageGroup } | null;

/**
 * The groups beside the images: all (-1) and ungrouped (0), which cannot be changed, then the
 * merchant's groups with rename and delete; a button adds one.
 */
export function GroupList({ type, groups, current, onSelect }: GroupListProps) {
  const { t } = useTranslation('gallery');
  const canSave = useCanCall(E.saveGroup);
  const canDelete = useCanCall(E.deleteGroup);
  const [editing, setEditing] = useState<Editing>(null);
  // Each opening gets a fresh dialog (and form): the name of the previous one must not linger.
  const [openings, setOpenings] = useState(0);
  const edit = (next: Editing) => {
    setOpenings((n) => n + 1);
    setEditing(next);
  };
  const [modal, modalHolder] = Modal.useModal();
  const refresh = useRefreshLibrary(type);

  const submit = async (name: string) => {
    if (editing?.mode === 'edit') {
      await libraryApi.saveGroup({ id: editing.group.id, group_name: name, type });
      toast().success(t('library.group_edited'));
    } else {
      const group = await libraryApi.saveGroup({ id: '', group_name: name, type });
      toast().success(t('library.group_added'));
      onSelect(group.id);
    }
    await refresh(true);
  };

  const confirmDelete = (group: ImageGroup) => {
    void modal.confirm({
      title: t('library.delete_group'),
      content: t('library.delete_group_confirm', { name: group.group_name }),
      okText: t('library.ok'),
      cancelText: t('library.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await libraryApi.deleteGroup({ id: group.id, type });
        } catch {
          return; // the http client has shown why
        }
        toast().success(t('library.deleted'));
        // Its images are now ungrouped: show where they went when it was the open group.
        if (current === group.id) onSelect(GROUP_UNGROUPED);
        await refresh(true);
      },
    });
  };

  const item = (id: number, name: string, group?: ImageGroup) => (
    <li
      key={id}
      className={`${styles.group} ${current === id ? styles.groupActive : ''}`}
      data-testid="library-group"
      data-group-id={id}
      data-active={current === id}
    >
      <button type="button" className={styles.groupName} onClick={() => onSelect(id)} title={name}>
        <span className={styles.groupText}>{name}</span>
      </button>
      {group && (canSave || canDelete) && (
        <span className={styles.groupActions}>
          {canSave && (
            <Tooltip title={t('library.edit_group')}>
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={t('library.edit_group')}
                onClick={() => edit({ mode: 'edit', group })}
                data-testid="library-group-edit"
              />
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip title={t('library.delete_group')}>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('library.delete_group')}
                onClick={() => confirmDelete(group)}
                data-testid="library-group-delete"
              />
            </Tooltip>
          )}
        </span>
      )}
    </li>
  );

  return (
    <nav className={styles.groups} aria-label={t('library.groups')} data-testid="library-groups">
      <ul className={styles.groupList}>
        {item(GROUP_ALL, t('library.group_all'))}
        {item(GROUP_UNGROUPED, t('library.group_ungrouped'))}
        {groups.map((g) => item(g.id, g.group_name, g))}
      </ul>
      {canSave && (
        <Button
          block
          type="dashed"
          icon={<PlusOutlined />}
          onClick={() => edit({ mode: 'add' })}
          data-testid="library-group-add"
        >
          {t('library.add_group')}
        </Button>
      )}
      <GroupNameModal
        key={openings}
        open={editing !== null}
        initialName={editing?.mode === 'edit' ? editing.group.group_name : undefined}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
      {modalHolder}
    </nav>
  );
}
