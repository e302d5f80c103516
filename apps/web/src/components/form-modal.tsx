import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useFormSave } from '@/lib/use-form-save';

interface FormModalProps<V> {
  form: FormInstance<V>;
  title: ReactNode;
  okText: string;
  cancelText: string;
  /** Called with the validated values; a refusal keeps the dialog open (see `useFormSave`). */
  onSubmit: (values: V) => Promise<void>;
  onClose: () => void;
  initialValues: Partial<V>;
  /** The form's test id; its save button's is `<testId>-save`. */
  testId: string;
  children: ReactNode;
}

/** An add/edit dialog around one vertical form: the fields checked, then saved one save at a time. */
export function FormModal<V>(props: FormModalProps<V>) {
  const { form, title, okText, cancelText, onSubmit, onClose, initialValues, testId, children } = props;
  const { saving, save } = useFormSave(form, onSubmit);
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ ...({ 'data-testid': `${testId}-save` } as object) }}
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues} data-testid={testId}>
        {children}
      </Form>
    </Modal>
  );
}
