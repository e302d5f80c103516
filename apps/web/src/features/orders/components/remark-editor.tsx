import { useRef, useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_REMARK_MAX } from '@console/contract';

/**
 * The remark's field (a lazy part, loaded on the first edit): Enter or leaving it saves, Escape
 * gives up. A failed save keeps it open with the text for another try.
 */
export function RemarkEditor({
  remark,
  onSave,
  onDone,
}: {
  remark: string;
  /** Resolves once saved; a rejection (already shown by the http client) keeps the field open. */
  onSave: (remark: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation('orders-detail');
  const [draft, setDraft] = useState(remark);
  const [saving, setSaving] = useState(false);
  // Enter, then the blur of the field going away, must not save twice; Escape must not save.
  const settled = useRef(false);

  const cancel = () => {
    settled.current = true;
    onDone();
  };
  const save = async () => {
    if (settled.current) return;
    const next = draft.trim();
    if (next === remark) return cancel();
    settled.current = true;
    setSaving(true);
    try {
      await onSave(next);
      onDone();
    } catch {
      settled.current = false;
      setSaving(false);
    }
  };

  return (
    <Input
      size="small"
      value={draft}
      autoFocus
      maxLength={ORDER_REMARK_MAX}
      disabled={saving}
      placeholder={t('remark.placeholder')}
      aria-label={t('remark.edit')}
      onChange={(e) => setDraft(e.target.value)}
      onPressEnter={() => void save()}
      onBlur={() => void save()}
      onKeyDown={(e) => {
        if (e.key === 'Escape') cancel();
      }}
      data-testid="order-remark-input"
    />
  );
}
