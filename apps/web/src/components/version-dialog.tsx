import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '@/lib/page';
import { useVersionDialog } from '@/lib/version-dialog-store';
import styles from './version-dialog.module.css';

// Each reason's title and text; a new version keeps the spec's 版本更新提示.
const TEXTS = {
  'new-version': ['version.title', 'version.content'],
  busy: ['version.busy_title', 'version.busy_content'],
  server: ['version.server_title', 'version.server_content'],
  network: ['version.network_title', 'version.network_content'],
} as const;

/**
 * 版本更新提示 (spec section 4): the page must be reloaded. When a chunk failed for another reason
 * than a new version (decision 042), the dialog says that reason instead. Deliberately a native <dialog> in the
 * entry chunk and not a lazy antd Modal: it opens precisely when chunks can no longer be loaded.
 * One button, no way to dismiss it: the console cannot go on with files that are gone.
 */
export function VersionDialog() {
  // Texts of the common namespace: the dialog may open on the sign-in pages too.
  const { t } = useTranslation();
  const open = useVersionDialog((s) => s.open);
  const kind = useVersionDialog((s) => s.kind);
  const [title, content] = TEXTS[kind];
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      data-testid="version-dialog"
      data-kind={kind}
      aria-labelledby="version-dialog-title"
      aria-describedby="version-dialog-text"
      onCancel={(event) => event.preventDefault()}
    >
      <div className={styles.body}>
        <ExclamationCircleFilled className={styles.icon} aria-hidden />
        <div>
          <h2 id="version-dialog-title" className={styles.title}>
            {t(title)}
          </h2>
          <p id="version-dialog-text" className={styles.text}>
            {t(content)}
          </p>
        </div>
      </div>
      <div className={styles.footer}>
        <Button type="primary" onClick={reloadPage} data-testid="version-refresh" autoFocus>
          {t('version.refresh')}
        </Button>
      </div>
    </dialog>
  );
}
