import { Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveRoom } from '@console/contract';
import { liveApi, liveQueries } from '../api';
import { FormModal } from '@/components/form-modal';

export interface RoomFormModalProps {
  /** The room edited; null adds one. */
  room: LiveRoom | null;
  onClose: () => void;
  onSaved: (room: LiveRoom) => void;
}

interface Values {
  room_id: string;
  name: string;
  account: string;
  shop_id: number | null;
}

/** As the contract takes a Douyin id: digits and letters as Douyin gives them. */
const DOUYIN_ID = /^[0-9A-Za-z_.-]+$/;

/** Adds or edits a live room: its Douyin room id, its name and account, the Doudian shop it sells through. */
export function RoomFormModal({ room, onClose, onSaved }: RoomFormModalProps) {
  const { t } = useTranslation('live-detail');
  const [form] = Form.useForm<Values>();
  // The shops whose orders capture pulls: the room's live orders are those it captures.
  const shops = useQuery(liveQueries.liveRoomShops());
  const submit = async (values: Values) => {
    const answer = await liveApi.liveRoomSave({
      ...(room ? { id: room.id } : {}),
      room_id: values.room_id.trim(),
      name: values.name.trim(),
      account: (values.account ?? '').trim(),
      shop_id: values.shop_id ?? null,
    });
    onSaved(answer.room);
  };
  return (
    <FormModal<Values>
      form={form}
      title={room ? t('room_form.edit_title', { name: room.name }) : t('room_form.add_title')}
      okText={t('save')}
      cancelText={t('cancel')}
      onSubmit={submit}
      onClose={onClose}
      initialValues={{
        room_id: room?.room_id ?? '',
        name: room?.name ?? '',
        account: room?.account ?? '',
        shop_id: room?.shop_id ?? null,
      }}
      testId="live-room-form"
    >
      <Form.Item
        name="room_id"
        label={t('room_form.room_id')}
        rules={[
          { required: true, whitespace: true, pattern: DOUYIN_ID, message: t('room_form.room_id_invalid') },
        ]}
      >
        <Input maxLength={64} data-testid="live-room-form-room-id" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('room_form.name')}
        rules={[{ required: true, whitespace: true, message: t('room_form.name_required') }]}
      >
        <Input maxLength={50} data-testid="live-room-form-name" />
      </Form.Item>
      <Form.Item name="account" label={t('room_form.account')}>
        <Input maxLength={64} data-testid="live-room-form-account" />
      </Form.Item>
      <Form.Item name="shop_id" label={t('room_form.shop')} extra={t('room_form.shop_hint')}>
        <Select<number | null>
          options={[
            { value: null, label: t('room_form.shop_none') },
            ...(shops.data?.list ?? []).map((shop) => ({ value: shop.id, label: shop.name })),
          ]}
          loading={shops.isFetching}
          aria-label={t('room_form.shop')}
          data-testid="live-room-form-shop"
        />
      </Form.Item>
    </FormModal>
  );
}
