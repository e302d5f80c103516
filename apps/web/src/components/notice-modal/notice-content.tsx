import { useMemo } from 'react';
import type { NoticeModalEntry } from './notice-modal-store';
import { sanitizeNoticeHtml } from './sanitize';
import styles from './notice-modal.module.css';

/** The body of one entry: plain text, sanitised HTML, or the component it carries. */
export function NoticeContent({ entry }: { entry: NoticeModalEntry }) {
  const html = useMemo(
    () => (entry.type === 'html' && typeof entry.data === 'string' ? sanitizeNoticeHtml(entry.data) : null),
    [entry],
  );
  if (entry.type === 'component') return <div data-testid="notice-content">{entry.data}</div>;
  if (html !== null)
    return (
      <div
        className={styles.html}
        data-testid="notice-content"
        // Sanitised by DOMPurify just above: no scripts, handlers, javascript: links or frames.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  return (
    <div className={styles.text} data-testid="notice-content">
      {entry.data}
    </div>
  );
}
