import { useEffect, useState } from 'react';
import { Alert, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BUILTIN_ROLES, Msg, type CustomRoleRow, type StaffRow } from '@console/contract';
import { TrimInput } from '@/components/trim-input';
import { useFormRules } from '@/lib/form-rules';
import { toast } from '@/lib/toast';
import { teamApi } from '../api';
import { fieldRefusal, refusalText } from '../model/refusal';

interface Values {
  name: string;
  mobile: string;
  role: string | number;
}

/** Adds a member (name, mobile, role: the SMS invitation goes out) or edits one (name, role). */
export function StaffForm({
  open,
  member,
  roles,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** null: a new member. */
  member: StaffRow | null;
  roles: readonly CustomRoleRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['team', 'common']);
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (member) {
      form.setFieldsValue({
        name: member.name,
        mobile: member.mobile,
        role: member.builtin_role ?? member.role_id ?? undefined,
      });
    }
  }, [open, member, form]);

  const roleOptions = [
    {
      label: t('team.group_builtin'),
      options: BUILTIN_ROLES.map((key) => ({
        value: key,
        label: t(`builtin.${key}`),
        title: t(`builtin_hint.${key}`),
      })),
    },
    ...(roles.length
      ? [{ label: t('team.group_custom'), options: roles.map((r) => ({ value: r.id, label: r.name })) }]
      : []),
  ];

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const name = values.name.trim();
      if (member) {
        await teamApi.teamStaffEdit({ id: member.id, name, role: values.role as never });
        toast().success(t('team.saved'));
      } else {
        await teamApi.teamStaffAdd({ name, mobile: values.mobile.trim(), role: values.role as never });
        toast().success(t('team.added', { name }));
      }
      onSaved();
      onClose();
    } catch (error) {
      const refusal = fieldRefusal(error, ['name', 'mobile', 'role']);
      if (refusal) form.setFields([refusal as never]);
      else toast().error(refusalText(error, t('common:http.error_fallback')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={member ? t('team.edit_title') : t('team.add_title')}
      okText={t('team.save')}
      cancelText={t('team.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ ...({ 'data-testid': 'team-staff-save' } as object) }}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="team-staff-form">
        <Form.Item
          name="name"
          label={t('team.name')}
          rules={[{ required: true, whitespace: true, message: t(`common:${Msg.staffNameRequired}`) }]}
        >
          <TrimInput maxLength={30} placeholder={t('team.name_placeholder')} data-testid="team-staff-name" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('team.mobile')}
          rules={member ? [] : rules.mobile}
          extra={member ? t('team.mobile_fixed') : undefined}
        >
          <TrimInput
            maxLength={11}
            inputMode="numeric"
            disabled={Boolean(member)}
            placeholder={t('team.mobile_placeholder')}
            data-testid="team-staff-mobile"
          />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('team.role')}
          rules={[{ required: true, message: t(`common:${Msg.teamRoleRequired}`) }]}
        >
          <Select options={roleOptions} data-testid="team-staff-role" aria-label={t('team.role')} />
        </Form.Item>
        {!member && <Alert type="info" showIcon message={t('team.add_hint')} />}
      </Form>
    </Modal>
  );
}
