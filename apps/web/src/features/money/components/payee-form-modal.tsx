import { useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CARD_NUMBER_PATTERN,
  Msg,
  PAYEE_KINDS,
  type AddPayeePayload,
  type PayeeAccount,
  type PayeeKind,
} from '@console/contract';
import { moneyApi } from '../api';

interface Values {
  kind: PayeeKind;
  bank_name?: string;
  card_no?: string;
  account?: string;
  holder: string;
}

const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value);

function payloadOf(values: Values): AddPayeePayload {
  const holder = values.holder.trim();
  return values.kind === 'bank'
    ? { kind: 'bank', bank_name: (values.bank_name ?? '').trim(), card_no: values.card_no ?? '', holder }
    : { kind: 'alipay', account: (values.account ?? '').trim(), holder };
}

/**
 * Adds a payee account: a bank card (bank, card number, holder) or an Alipay account (account,
 * holder). The checks are the contract's, with its messages; the server stores the number
 * encrypted and answers with it masked.
 */
export function PayeeFormModal({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (account: PayeeAccount) => void;
}) {
  const { t } = useTranslation(['money', 'common']);
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'bank';
  const [saving, setSaving] = useState(false);

  const required = (message: string) => ({ required: true, whitespace: true, message });

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const added = await moneyApi.addPayee(payloadOf(values));
      onAdded(added);
      onClose();
    } catch {
      // the http client has shown the server's message; the form stays as typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('payee.add_title')}
      okText={t('payee.save')}
      cancelText={t('payee.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'payee-save' }}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" preserve={false} initialValues={{ kind: 'bank' }}>
        <Form.Item name="kind" label={t('payee.kind')}>
          <Radio.Group
            optionType="button"
            options={PAYEE_KINDS.map((k) => ({ value: k, label: t(`payee_kind.${k}`) }))}
            data-testid="payee-kind"
          />
        </Form.Item>
        {kind === 'bank' ? (
          <>
            <Form.Item
              name="bank_name"
              label={t('payee.bank_name')}
              rules={[required(t(`common:${Msg.bankRequired}`))]}
            >
              <Input maxLength={50} placeholder={t('payee.bank_name_placeholder')} data-testid="payee-bank" />
            </Form.Item>
            <Form.Item
              name="card_no"
              label={t('payee.card_no')}
              rules={[
                required(t(`common:${Msg.cardNumberInvalid}`)),
                {
                  pattern: CARD_NUMBER_PATTERN,
                  transform: digitsOnly,
                  message: t(`common:${Msg.cardNumberInvalid}`),
                },
              ]}
            >
              <Input
                maxLength={40}
                inputMode="numeric"
                autoComplete="off"
                placeholder={t('payee.card_no_placeholder')}
                data-testid="payee-card"
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="account"
            label={t('payee.alipay_account')}
            rules={[required(t(`common:${Msg.alipayRequired}`))]}
          >
            <Input maxLength={100} placeholder={t('payee.alipay_placeholder')} data-testid="payee-alipay" />
          </Form.Item>
        )}
        <Form.Item
          name="holder"
          label={t('payee.holder')}
          rules={[required(t(`common:${Msg.holderRequired}`)), { max: 50 }]}
        >
          <Input maxLength={50} placeholder={t('payee.holder_placeholder')} data-testid="payee-holder" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
