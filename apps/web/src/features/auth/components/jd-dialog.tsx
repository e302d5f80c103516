import { Modal } from 'antd';
import styles from './jd-dialog.module.css';

export interface JdDialogTexts {
  title: string;
  content: string;
  link: string;
  ok: string;
}

/**
 * The account belongs to another platform: say where to sign in instead. Loaded on demand by
 * the login page (Modal is not needed on its first load).
 */
export function showJdDialog(targetUrl: string, texts: JdDialogTexts): void {
  // Only web addresses become a link: a `javascript:` URL must never be clickable.
  const safe = /^https?:\/\//i.test(targetUrl);
  Modal.info({
    title: texts.title,
    okText: texts.ok,
    content: (
      <div className={styles.body}>
        <p>{texts.content}</p>
        {safe && (
          <a href={targetUrl} target="_blank" rel="noopener noreferrer" data-testid="jd-link">
            {texts.link}
          </a>
        )}
      </div>
    ),
  });
}
