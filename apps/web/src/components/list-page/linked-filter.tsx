import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './list-page.module.css';

export interface LinkedFilterProps {
  /** What the filter keeps, in words (`经由 某店 及其下级`, `场次 #12`). */
  label: string;
  onRemove: () => void;
  testId: string;
}

/**
 * A filter a link opened the list with that has no field of its own in the toolbar (a
 * sub-merchant's branch, an anchor's session): shown while it applies, removed with its button
 * (or the list's reset), so the list never filters by something the screen does not say.
 */
export function LinkedFilter({ label, onRemove, testId }: LinkedFilterProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.linked} data-testid={testId}>
      <span>{label}</span>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined />}
        onClick={onRemove}
        aria-label={t('list.remove_filter', { label })}
        data-testid={`${testId}-remove`}
      />
    </span>
  );
}
