import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SESSION_HOURS_MAX, type AnchorSession } from '@console/contract';
import { liveApi } from '../api';
import { AnchorSelect, RoomSelect } from './option-selects';
import { FormModal } from '@/components/form-modal';

export interface SessionFormModalProps {
  /** The session edited; null records one. */
  session: AnchorSession | null;
  onClose: () => void;
  onSaved: (session: AnchorSession) => void;
}

interface Values {
  anchor: number;
  room: number;
  started_at: Dayjs | null;
  ended_at: Dayjs | null;
}

/** How the calls take a session's times: the merchants' wall clock, to the minute. */
const CALL_FORMAT = 'YYYY-MM-DD HH:mm';
const parse = (text: string | undefined) => (text ? dayjs(text, CALL_FORMAT) : null);

/**
 * Records or edits an anchor's session in a room, from start to end to the minute. The server
 * refuses one that overlaps another of the room (6042) or is longer than a day (6044): its
 * message is alerted and the form stays open to correct.
 */
export function SessionFormModal({ session, onClose, onSaved }: SessionFormModalProps) {
  const { t } = useTranslation('live-detail');
  const { t: common } = useTranslation();
  const [form] = Form.useForm<Values>();
  // The date in the language's format (as the lists' date filters), the time on 24 hours.
  const shownFormat = `${common('list.date_format')} HH:mm`;
  const submit = async (values: Values) => {
    // The required rules make this hold; it narrows the types.
    if (!values.started_at || !values.ended_at) return;
    const answer = await liveApi.liveSessionSave({
      ...(session ? { id: session.id } : {}),
      anchor: values.anchor,
      room: values.room,
      started_at: values.started_at.format(CALL_FORMAT),
      ended_at: values.ended_at.format(CALL_FORMAT),
    });
    onSaved(answer.session);
  };
  const picker = (testId: string, label: string) => (
    <DatePicker
      showTime={{ format: 'HH:mm' }}
      format={shownFormat}
      needConfirm={false}
      aria-label={label}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
  return (
    <FormModal<Values>
      form={form}
      title={session ? t('session_form.edit_title') : t('session_form.add_title')}
      okText={t('save')}
      cancelText={t('cancel')}
      onSubmit={submit}
      onClose={onClose}
      initialValues={{
        anchor: session?.anchor_id ?? 0,
        room: session?.room_id ?? 0,
        started_at: parse(session?.started_at),
        ended_at: parse(session?.ended_at),
      }}
      testId="live-record-form"
    >
      <Form.Item
        name="anchor"
        label={t('session_form.anchor')}
        rules={[{ required: true, type: 'number', min: 1, message: t('session_form.anchor_required') }]}
      >
        {/* Form.Item supplies the value and onChange it holds; these stand in for the types. */}
        <AnchorSelect
          value={0}
          onChange={() => undefined}
          label={t('session_form.anchor')}
          valueLabel={session?.anchor_name}
          testId="live-record-form-anchor"
        />
      </Form.Item>
      <Form.Item
        name="room"
        label={t('session_form.room')}
        rules={[{ required: true, type: 'number', min: 1, message: t('session_form.room_required') }]}
      >
        <RoomSelect
          value={0}
          onChange={() => undefined}
          label={t('session_form.room')}
          valueLabel={session?.room_name}
          testId="live-record-form-room"
        />
      </Form.Item>
      <Form.Item
        name="started_at"
        label={t('session_form.start')}
        rules={[{ required: true, message: t('session_form.start_required') }]}
      >
        {picker('live-record-form-start', t('session_form.start'))}
      </Form.Item>
      <Form.Item
        name="ended_at"
        label={t('session_form.end')}
        dependencies={['started_at']}
        extra={t('session_form.span_hint', { hours: SESSION_HOURS_MAX })}
        rules={[
          { required: true, message: t('session_form.end_required') },
          ({ getFieldValue }) => ({
            validator: (_, end: Dayjs | null) => {
              const start = getFieldValue('started_at') as Dayjs | null;
              return !end || !start || end.isAfter(start, 'minute')
                ? Promise.resolve()
                : Promise.reject(new Error(t('session_form.end_after')));
            },
          }),
        ]}
      >
        {picker('live-record-form-end', t('session_form.end'))}
      </Form.Item>
    </FormModal>
  );
}
