import { useState } from 'react';
import { Button, Drawer, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Msg, type TeamAction } from '@console/contract';
import { TrimInput } from '@/components/trim-input';
import { useIsMobile } from '@/lib/use-media-query';
import { toast } from '@/lib/toast';
import { teamApi } from '../api';
import { draftOf, type Draft, type Grantable } from '../model/matrix';
import { fieldRefusal, refusalText } from '../model/refusal';
import { RoleMatrix } from './role-matrix';
import styles from './team.module.css';

/** What the editor opens: a custom role (id), a new one (no id), or a built-in one (read-only). */
export interface EditedRole {
  id?: number;
  name: string;
  grants: Readonly<Record<string, readonly TeamAction[]>>;
  builtin: boolean;
}

/** The drawer where a role is composed; a built-in role is shown, not changed. */
export function RoleEditor({
  role,
  grantable,
  onClose,
  onSaved,
}: {
  role: EditedRole | null;
  grantable: Grantable;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('team');
  const mobile = useIsMobile();
  const readOnly = role?.builtin ?? false;
  const title = readOnly ? t('roles.editor_view') : role?.id ? t('roles.editor_edit') : t('roles.editor_new');
  return (
    <Drawer
      open={role !== null}
      title={title}
      onClose={onClose}
      width={mobile ? '100%' : 760}
      destroyOnHidden
      data-testid="role-editor"
    >
      {role && (
        <RoleForm
          key={role.id ?? 'new'}
          role={role}
          grantable={grantable}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Drawer>
  );
}

/** The editor's content, made afresh for each role it opens (its draft starts from the role). */
function RoleForm({
  role,
  grantable,
  onClose,
  onSaved,
}: {
  role: EditedRole;
  grantable: Grantable;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['team', 'common']);
  const [form] = Form.useForm<{ name: string }>();
  const [draft, setDraft] = useState<Draft>(() => draftOf(role.grants, grantable));
  const [busy, setBusy] = useState(false);
  const readOnly = role.builtin;

  const save = async ({ name }: { name: string }) => {
    setBusy(true);
    try {
      await teamApi.teamRoleSave({ ...(role.id ? { id: role.id } : {}), name: name.trim(), grants: draft });
      toast().success(t('roles.saved'));
      onSaved();
      onClose();
    } catch (error) {
      const refusal = fieldRefusal(error, ['name']);
      if (refusal) form.setFields([refusal as never]);
      else toast().error(refusalText(error, t('common:http.error_fallback')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form form={form} layout="vertical" initialValues={{ name: role.name }} onFinish={(v) => void save(v)}>
        <Form.Item
          name="name"
          label={t('roles.name')}
          rules={[{ required: true, whitespace: true, message: t(`common:${Msg.roleNameRequired}`) }]}
        >
          <TrimInput
            maxLength={30}
            disabled={readOnly}
            placeholder={t('roles.name_placeholder')}
            data-testid="role-name"
          />
        </Form.Item>
      </Form>
      <RoleMatrix grantable={grantable} draft={draft} readOnly={readOnly} onChange={setDraft} />
      {!readOnly && (
        <Space className={styles.footer}>
          <Button onClick={onClose}>{t('roles.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()} data-testid="role-save">
            {t('roles.save')}
          </Button>
        </Space>
      )}
    </>
  );
}
