import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveRoomRow } from '@console/contract';
import { captureApi } from '../api';
import { GoodsPicker } from './goods-picker';
import { FormModal } from '@/components/form-modal';

export interface LiveRoomFormModalProps {
  /** The console's id of the Doudian shop. */
  shop: number;
  /** The room edited; null adds one. */
  room: LiveRoomRow | null;
  onClose: () => void;
  onSaved: (room: LiveRoomRow) => void;
}

interface Values {
  room_id: string;
  author_id: string;
  anchor_name: string;
  goods_id: number | null;
  enabled: boolean;
}

/** Adds or edits a live room: its Douyin room id, its anchor, and the goods its orders become. */
export function LiveRoomFormModal({ shop, room, onClose, onSaved }: LiveRoomFormModalProps) {
  const { t } = useTranslation('capture-detail');
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    // The required rules make this hold; it narrows the types.
    if (values.goods_id === null) return;
    const answer = await captureApi.captureLiveRoomSave({
      ...(room ? { id: room.id } : {}),
      shop,
      room_id: values.room_id.trim(),
      author_id: values.author_id.trim(),
      anchor_name: values.anchor_name.trim(),
      goods_id: values.goods_id,
      enabled: values.enabled,
    });
    onSaved(answer.room);
  };
  return (
    <FormModal<Values>
      form={form}
      title={room ? t('live_form.edit_title', { room: room.room_id }) : t('live_form.add_title')}
      okText={t('live_form.save')}
      cancelText={t('live_form.cancel')}
      onSubmit={submit}
      onClose={onClose}
      initialValues={{
        room_id: room?.room_id ?? '',
        author_id: room?.author_id ?? '',
        anchor_name: room?.anchor_name ?? '',
        goods_id: room?.goods_id ?? null,
        enabled: room?.enabled ?? true,
      }}
      testId="capture-live-form"
    >
      <Form.Item
        name="room_id"
        label={t('live_form.room_id')}
        rules={[{ required: true, pattern: /^\d+$/, message: t('live_form.room_id_invalid') }]}
      >
        <Input maxLength={64} inputMode="numeric" data-testid="capture-live-form-room" />
      </Form.Item>
      <Form.Item name="author_id" label={t('live_form.author_id')}>
        <Input maxLength={64} data-testid="capture-live-form-author" />
      </Form.Item>
      <Form.Item name="anchor_name" label={t('live_form.anchor_name')}>
        <Input maxLength={50} data-testid="capture-live-form-anchor" />
      </Form.Item>
      <Form.Item
        name="goods_id"
        label={t('live_form.goods')}
        rules={[{ required: true, message: t('live_form.goods_required') }]}
      >
        {/* Form.Item supplies the value and onChange it holds; these stand in for the types. */}
        <GoodsPicker
          value={null}
          valueLabel={room?.goods_name}
          onChange={() => undefined}
          label={t('live_form.goods')}
          testId="capture-live-form-goods"
        />
      </Form.Item>
      <Form.Item name="enabled" label={t('live_form.enabled')} valuePropName="checked">
        <Switch data-testid="capture-live-form-enabled" />
      </Form.Item>
    </FormModal>
  );
}
