import { Alert, Button, Descriptions, Divider, Drawer, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { complaintEndpoints as E, type ComplaintDetailResult, type ComplaintRow } from '@console/contract';
import { usePermission } from '@/lib/permission';
import { useIsMobile } from '@/lib/use-media-query';
import { complaintQueries } from '../api';
import { isHandleable } from '../model/status';
import type { RevealedContacts } from '../model/use-revealed-contacts';
import { ComplaintStatusTag } from './complaint-status-tag';
import { ComplaintTimeline } from './complaint-timeline';
import { ContactReveal } from './contact-reveal';
import { DeadlineCell } from './deadline-cell';
import { HandleForm } from './handle-form';
import styles from './handle.module.css';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';

export interface HandleDrawerProps {
  open: boolean;
  /** The complaint as the list showed it: drawn at once, then replaced by its details. */
  row: ComplaintRow | null;
  /** When the list was fetched (the row's deadline is measured against it until the details come). */
  listFetchedAt: number;
  contacts: RevealedContacts;
  onClose: () => void;
}

/**
 * One complaint: its details, the timeline of its events and, while it is open and the role may
 * edit, the handling form. A handling redraws the drawer from the server's answer and refreshes
 * the list behind it.
 */
export function HandleDrawer({ open, row, listFetchedAt, contacts, onClose }: HandleDrawerProps) {
  const { t } = useTranslation('complaints');
  const isMobile = useIsMobile();
  const { canCall } = usePermission();
  const client = useQueryClient();
  const id = row?.id ?? 0;
  const detail = useQuery({
    ...complaintQueries.complaintDetail({ id }),
    enabled: open && id > 0,
    staleTime: 0,
  });
  const complaint = detail.data?.complaint ?? row;
  const fetchedAt = detail.dataUpdatedAt || listFetchedAt;

  const handled = (result: ComplaintDetailResult) => {
    client.setQueryData(complaintQueries.complaintDetail({ id }).queryKey, result);
    void client.invalidateQueries({ queryKey: complaintQueries.lists() });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={complaint ? t('drawer.title', { no: complaint.work_order_no }) : undefined}
      size={isMobile ? '100%' : 640}
      destroyOnHidden
      data-testid="complaint-drawer"
    >
      {complaint && (
        <>
          <Descriptions
            size="small"
            column={isMobile ? 1 : 2}
            bordered
            title={t('drawer.details')}
            // Labels break between words only: split character by character on a phone, the
            // Chinese ones were unreadable; the longer Portuguese ones may take two lines.
            styles={{ label: { wordBreak: 'keep-all' } }}
            items={[
              {
                key: 'order',
                label: t('drawer.order_no'),
                children: <span className={styles.mono}>{complaint.order_no}</span>,
              },
              { key: 'goods', label: t('drawer.goods'), children: complaint.goods_name },
              { key: 'type', label: t('col.type'), children: complaint.type_label },
              {
                key: 'status',
                label: t('col.status'),
                children: <ComplaintStatusTag status={complaint.status} />,
              },
              {
                key: 'contact',
                label: t('col.contact'),
                children: <ContactReveal id={complaint.id} masked={complaint.contact} contacts={contacts} />,
              },
              {
                key: 'deadline',
                label: t('col.deadline'),
                children: <DeadlineCell row={complaint} now={fetchedAt} />,
              },
              {
                key: 'created',
                label: t('col.create_time'),
                children: formatDateTime(complaint.create_time, i18n.language),
              },
              {
                key: 'updated',
                label: t('drawer.update_time'),
                children: formatDateTime(complaint.update_time, i18n.language),
              },
              {
                key: 'content',
                label: t('col.content'),
                span: isMobile ? 1 : 2,
                children: (
                  <div className={styles.note} data-testid="complaint-content">
                    {complaint.content}
                  </div>
                ),
              },
            ]}
            data-testid="complaint-details"
          />
          <Divider titlePlacement="start">{t('drawer.timeline')}</Divider>
          {detail.isError ? (
            <Alert
              type="error"
              title={t('drawer.load_failed')}
              action={
                <Button size="small" onClick={() => void detail.refetch()}>
                  {t('drawer.retry')}
                </Button>
              }
            />
          ) : detail.data ? (
            <ComplaintTimeline events={detail.data.events} />
          ) : (
            <Skeleton active paragraph={{ rows: 3 }} />
          )}
          {detail.data && (
            <>
              <Divider titlePlacement="start">{t('drawer.form')}</Divider>
              {!isHandleable(complaint.status) ? (
                <Alert type="info" title={t('drawer.closed')} data-testid="complaint-closed" />
              ) : (
                canCall(E.complaintHandle) && (
                  // A new form after each handling: the status it offers follows the new status.
                  <HandleForm key={complaint.update_time} complaint={complaint} onHandled={handled} />
                )
              )}
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
