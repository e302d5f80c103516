import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANCHOR_RATE_MAX, IMAGE_SIZE_LIMIT_MB, type Anchor } from '@console/contract';
import { ImagePicker, type PickedImage } from '@/components/image-library';
import { liveApi } from '../api';
import { FormModal } from '@/components/form-modal';

export interface AnchorFormModalProps {
  /** The anchor edited; null adds one. */
  anchor: Anchor | null;
  onClose: () => void;
  onSaved: (anchor: Anchor) => void;
}

interface Values {
  name: string;
  douyin_id: string;
  avatar: PickedImage[];
  commission_rate: string;
}

/** As the contract takes them: a Douyin id, and a percentage with two places at the most. */
const DOUYIN_ID = /^[0-9A-Za-z_.-]+$/;
const RATE = /^\d{1,3}(\.\d{1,2})?$/;
const isRate = (value: string) => RATE.test(value.trim()) && Number(value) <= ANCHOR_RATE_MAX;

/** The avatar as the picker holds it: the library image, or none (also when it left the library). */
const avatarOf = (anchor: Anchor | null): PickedImage[] =>
  anchor?.avatar_image_id && anchor.avatar_url
    ? [{ id: anchor.avatar_image_id, file_url: anchor.avatar_url, thumb_url: anchor.avatar_url }]
    : [];

/** Adds or edits an anchor: name, Douyin id, avatar from the image library, share of the commission. */
export function AnchorFormModal({ anchor, onClose, onSaved }: AnchorFormModalProps) {
  const { t } = useTranslation('live-detail');
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    const answer = await liveApi.liveAnchorSave({
      ...(anchor ? { id: anchor.id } : {}),
      name: values.name.trim(),
      douyin_id: values.douyin_id.trim(),
      avatar_image_id: values.avatar[0]?.id || null,
      commission_rate: values.commission_rate.trim(),
    });
    onSaved(answer.anchor);
  };
  return (
    <FormModal<Values>
      form={form}
      title={anchor ? t('anchor_form.edit_title', { name: anchor.name }) : t('anchor_form.add_title')}
      okText={t('save')}
      cancelText={t('cancel')}
      onSubmit={submit}
      onClose={onClose}
      initialValues={{
        name: anchor?.name ?? '',
        douyin_id: anchor?.douyin_id ?? '',
        avatar: avatarOf(anchor),
        commission_rate: anchor?.commission_rate ?? '',
      }}
      testId="live-anchor-form"
    >
      <Form.Item
        name="name"
        label={t('anchor_form.name')}
        rules={[{ required: true, whitespace: true, message: t('anchor_form.name_required') }]}
      >
        <Input maxLength={50} data-testid="live-anchor-form-name" />
      </Form.Item>
      <Form.Item
        name="douyin_id"
        label={t('anchor_form.douyin_id')}
        rules={[{ required: true, pattern: DOUYIN_ID, message: t('anchor_form.douyin_id_invalid') }]}
      >
        <Input maxLength={64} data-testid="live-anchor-form-douyin-id" />
      </Form.Item>
      <Form.Item name="avatar" label={t('anchor_form.avatar')}>
        <ImagePicker maxCount={1} maxSizeMb={IMAGE_SIZE_LIMIT_MB} testId="live-anchor-form-avatar" />
      </Form.Item>
      <Form.Item
        name="commission_rate"
        label={t('anchor_form.rate')}
        extra={t('anchor_form.rate_hint')}
        rules={[
          {
            required: true,
            validator: (_, value: string | undefined) =>
              value && isRate(value) ? Promise.resolve() : Promise.reject(new Error()),
            message: t('anchor_form.rate_invalid', { max: ANCHOR_RATE_MAX }),
          },
        ]}
      >
        <Input suffix="%" inputMode="decimal" maxLength={6} data-testid="live-anchor-form-rate" />
      </Form.Item>
    </FormModal>
  );
}
