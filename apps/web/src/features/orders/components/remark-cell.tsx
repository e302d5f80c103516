import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyRemarkEditor } from './lazy-parts';
import styles from './orders.module.css';

/**
 * The merchant's remark, edited in place: a click on the text opens the field (no icon: each
 * costs the landing page half a kilobyte). Read-only (a sub-merchant's order in an agent's list,
 * or a role without `edit`) it is text.
 */
export function RemarkCell({
  remark,
  editable,
  onSave,
}: {
  remark: string;
  editable: boolean;
  onSave: (remark: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('orders');
  const [editing, setEditing] = useState(false);
  const text = (
    <span className={styles.remarkText} data-testid="order-remark">
      {remark || t('none')}
    </span>
  );
  if (editing)
    return (
      <LazyRemarkEditor remark={remark} onSave={onSave} onDone={() => setEditing(false)} fallback={text} />
    );
  if (!editable) return text;
  return (
    <button
      type="button"
      className={styles.remarkEdit}
      title={t('remark.edit')}
      onClick={() => setEditing(true)}
      data-testid="order-remark-edit"
    >
      {text}
    </button>
  );
}
