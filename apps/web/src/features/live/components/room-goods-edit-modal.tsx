import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LIVE_SWITCHES,
  MONEY_PATTERN,
  ROOM_GOODS_MAX,
  type LiveSwitch,
  type RoomGoods,
} from '@console/contract';
import { currencySign } from '@/lib/format';
import { liveApi } from '../api';
import { FormModal } from '@/components/form-modal';

export interface RoomGoodsEditModalProps {
  goods: RoomGoods;
  onClose: () => void;
  /** The room's goods as they are after the change (the server renumbers them). */
  onSaved: (list: RoomGoods[]) => void;
}

interface Values {
  position: number;
  display_price: string;
  status: LiveSwitch;
}

/** A room goods' place on screen, the price the room shows, and whether it shows at all. */
export function RoomGoodsEditModal({ goods, onClose, onSaved }: RoomGoodsEditModalProps) {
  const { t, i18n } = useTranslation('live-detail');
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    const answer = await liveApi.liveRoomGoodsSave({
      id: goods.id,
      position: values.position,
      display_price: values.display_price.trim(),
      status: values.status,
    });
    onSaved(answer.list);
  };
  return (
    <FormModal<Values>
      form={form}
      title={t('goods_form.title', { name: goods.goods_name })}
      okText={t('save')}
      cancelText={t('cancel')}
      onSubmit={submit}
      onClose={onClose}
      initialValues={{ position: goods.position, display_price: goods.display_price, status: goods.status }}
      testId="live-goods-form"
    >
      <Form.Item
        name="position"
        label={t('goods_form.position')}
        extra={t('goods_form.position_hint')}
        rules={[
          {
            required: true,
            type: 'integer',
            min: 1,
            max: ROOM_GOODS_MAX,
            message: t('goods_form.position_invalid', { max: ROOM_GOODS_MAX }),
          },
        ]}
      >
        <InputNumber min={1} max={ROOM_GOODS_MAX} precision={0} data-testid="live-goods-form-position" />
      </Form.Item>
      <Form.Item
        name="display_price"
        label={t('goods_form.price')}
        rules={[{ required: true, pattern: MONEY_PATTERN, message: t('goods_form.price_invalid') }]}
      >
        <Input
          prefix={currencySign(i18n.language)}
          inputMode="decimal"
          maxLength={13}
          style={{ maxWidth: 200 }}
          data-testid="live-goods-form-price"
        />
      </Form.Item>
      <Form.Item name="status" label={t('goods_form.status')}>
        <Radio.Group
          options={LIVE_SWITCHES.map((value) => ({ value, label: t(value) }))}
          data-testid="live-goods-form-status"
        />
      </Form.Item>
    </FormModal>
  );
}
