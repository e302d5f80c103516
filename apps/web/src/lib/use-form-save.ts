import type { FormInstance } from 'antd';
import { useState } from 'react';

/**
 * A form dialog's save: the fields are validated (an invalid one shows its message and nothing is
 * sent), then `submit` runs with the values, one save at a time (`saving` drives the button). A
 * refusal has been shown by the http client already: the dialog stays open with what was typed.
 */
export function useFormSave<V>(form: FormInstance<V>, submit: (values: V) => Promise<void>) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await submit(values);
    } catch {
      // the http client has shown why
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
