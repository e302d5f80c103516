import { Image, Timeline, type TimelineProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComplaintEvent, ComplaintStatus } from '@console/contract';
import { eventKind, inTimeOrder, type EventKind } from '../model/timeline';
import styles from './handle.module.css';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** A dot's colour: the arrival red, a change the colour of the status it reached, a reply blue. */
const STATUS_DOT: Record<ComplaintStatus, string> = {
  pending: 'red',
  processing: 'blue',
  resolved: 'green',
  closed: 'gray',
};
const dotColor = (kind: EventKind, to: ComplaintStatus) =>
  kind === 'arrival' ? 'red' : kind === 'reply' ? 'blue' : STATUS_DOT[to];

/**
 * The complaint's story, oldest first: its arrival, then each handling with its note, the status
 * change it made (or that it kept the status) and its attachments (a click opens them large).
 */
export function ComplaintTimeline({ events }: { events: readonly ComplaintEvent[] }) {
  const { t } = useTranslation('complaints');
  const items: NonNullable<TimelineProps['items']> = inTimeOrder(events).map((event, index) => {
    const kind = eventKind(event);
    const heading =
      kind === 'arrival'
        ? t('event.arrival')
        : kind === 'change'
          ? t('event.change', {
              from: t(`status.${event.from ?? event.to}`),
              to: t(`status.${event.to}`),
            })
          : t('event.reply');
    return {
      key: index,
      color: dotColor(kind, event.to),
      content: (
        <div className={styles.event} data-testid="complaint-event" data-kind={kind} data-to={event.to}>
          <div className={styles.eventHead}>
            <span className={styles.eventTitle}>{heading}</span>
            <span className={styles.muted}>
              {t(`event.${event.actor}`)} · {formatDateTime(event.create_time, i18n.language)}
            </span>
          </div>
          {event.note && (
            <div className={styles.note} data-testid="complaint-event-note">
              {event.note}
            </div>
          )}
          {event.attachments.length > 0 && (
            <div className={styles.thumbs}>
              <Image.PreviewGroup>
                {event.attachments.map((a, n) => (
                  <Image
                    key={a.id}
                    src={a.file_url}
                    width={64}
                    height={64}
                    className={styles.thumb}
                    alt={a.file_name || t('event.attachment', { n: n + 1 })}
                    data-testid="complaint-event-attachment"
                  />
                ))}
              </Image.PreviewGroup>
            </div>
          )}
        </div>
      ),
    };
  });
  return <Timeline items={items} data-testid="complaint-timeline" />;
}
