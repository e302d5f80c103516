import { useRef, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select, Skeleton, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Code, type WithdrawConfigResult } from '@console/contract';
import { CodeInput, codeRule } from '@/components/two-step/code-input';
import { ApiError } from '@/lib/api-error';
import { currencySign, formatMoney } from '@/lib/format';
import { reloadMerchantInfo } from '@/lib/merchant-info';
import { toast } from '@/lib/toast';
import { moneyApi, moneyQueries } from '../api';
import { amountProblem, fromCents, toCents } from '../model/amount';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { usePayees } from '../model/use-payees';
import styles from './money.module.css';
import { PayeeFormModal } from './payee-form-modal';
import { PayeeLabel } from './payee-label';

interface Values {
  amount: string;
  account_id?: number;
  two_step_code?: string;
}

/** The refusals about the two-step code: shown on its field. */
const CODE_REFUSALS: ReadonlySet<number> = new Set([
  Code.twoStepCodeMissing,
  Code.twoStepCodeWrong,
  Code.twoStepCodeReplayed,
]);

/** The most that may be asked: the balance, capped by the maximum of one request. */
function allOf(config: WithdrawConfigResult): string {
  const balance = toCents(config.balance) ?? 0n;
  const max = toCents(config.max_amount) ?? balance;
  return fromCents(balance < max ? balance : max);
}

/** The form itself, mounted at each opening (the modal destroys it on close). */
function WithdrawForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation('money');
  const lang = i18n.language;
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  // One key per opened form: a double click, or a retry after a lost answer, makes one request.
  const key = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [addingPayee, setAddingPayee] = useState(false);

  const config = useQuery({
    ...moneyQueries.withdrawConfig(),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const payees = usePayees();
  // Read at each opening: two-step may have been turned on or off in another tab.
  const twoStep = useQuery({ ...moneyQueries.securityStatus(), staleTime: 0, refetchOnMount: 'always' });
  const needsCode = twoStep.data?.enabled === true;
  const cfg = twoStep.data === undefined && twoStep.isPending ? undefined : config.data;
  const blocked = cfg !== undefined && !cfg.can_repeat_apply && cfg.pending_count > 0;

  // Called by the form after its checks. The guard is set before anything is awaited, so a second
  // click while the first is on its way does nothing (and would reuse the key if it did).
  const submit = async (values: Values) => {
    if (!cfg || blocked || inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setRefusal(null);
    try {
      await moneyApi.withdrawApply({
        amount: values.amount.trim(),
        account_id: values.account_id ?? 0,
        idempotency_key: key.current,
        ...(needsCode && values.two_step_code ? { two_step_code: values.two_step_code } : {}),
      });
    } catch (error) {
      if (error instanceof ApiError && CODE_REFUSALS.has(error.code)) {
        key.current = newIdempotencyKey();
        form.setFields([{ name: 'two_step_code', value: '', errors: [error.msg] }]);
        return;
      }
      // A refusal made nothing: the next try is a new request. A lost answer keeps the key, so
      // that trying again cannot debit twice.
      if (error instanceof ApiError) key.current = newIdempotencyKey();
      setRefusal(error instanceof Error ? error.message || t('request.refused') : t('request.refused'));
      void client.invalidateQueries({ queryKey: moneyQueries.withdrawConfig().queryKey });
      return;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
    toast().success(t('request.submitted'));
    await Promise.all([
      client.invalidateQueries({ queryKey: moneyQueries.all() }),
      reloadMerchantInfo().catch(() => undefined), // the header's balance
    ]);
    onDone();
  };

  const amountRule = {
    validator: async (_: unknown, value: unknown) => {
      if (!cfg) return;
      const problem = amountProblem(typeof value === 'string' ? value : '', {
        min: cfg.min_amount,
        max: cfg.max_amount,
        balance: cfg.balance,
      });
      if (problem) {
        throw new Error(
          t(`request.problem.${problem}`, {
            min: formatMoney(cfg.min_amount, lang),
            max: formatMoney(cfg.max_amount, lang),
            balance: formatMoney(cfg.balance, lang),
          }),
        );
      }
    },
  };

  return (
    <>
      {!cfg ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          data-testid="withdraw-form"
        >
          <div className={styles.requestSummary}>
            <div data-testid="withdraw-balance">
              {t('request.balance', { amount: formatMoney(cfg.balance, lang) })}
            </div>
            <div className={styles.muted} data-testid="withdraw-limits">
              {t('request.limits', {
                min: formatMoney(cfg.min_amount, lang),
                max: formatMoney(cfg.max_amount, lang),
              })}
            </div>
          </div>
          {blocked && (
            <Alert
              className={styles.alert}
              type="warning"
              showIcon
              title={t('request.pending_blocked')}
              data-testid="withdraw-blocked"
            />
          )}
          <Form.Item label={t('request.amount')} required>
            <Space.Compact block>
              <Form.Item name="amount" noStyle rules={[amountRule]} validateTrigger="onBlur">
                <Input
                  prefix={currencySign(i18n.language)}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={13}
                  placeholder={t('request.amount_placeholder')}
                  disabled={blocked}
                  // Checked on leaving the field; once it shows a mistake, again at each key, so
                  // that the message goes as soon as the amount is right.
                  onChange={() => {
                    if (form.getFieldError('amount').length > 0)
                      void form.validateFields(['amount']).catch(() => undefined);
                  }}
                  data-testid="withdraw-amount"
                />
              </Form.Item>
              <Button
                disabled={blocked}
                onClick={() => {
                  form.setFieldValue('amount', allOf(cfg));
                  void form.validateFields(['amount']).catch(() => undefined);
                }}
                data-testid="withdraw-all"
              >
                {t('request.all')}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item label={t('request.account')} required>
            <Space.Compact block>
              <Form.Item
                name="account_id"
                noStyle
                rules={[{ required: true, message: t('request.account_placeholder') }]}
              >
                <Select<number>
                  aria-label={t('request.account')}
                  placeholder={t('request.account_placeholder')}
                  loading={payees.isFetching && !payees.data}
                  disabled={blocked}
                  options={(payees.data?.list ?? []).map((a) => ({
                    value: a.id,
                    label: (
                      <PayeeLabel
                        kind={a.kind}
                        bankName={a.bank_name}
                        masked={a.account_masked}
                        holder={a.holder}
                      />
                    ),
                  }))}
                  data-testid="withdraw-account"
                />
              </Form.Item>
              <Button
                icon={<PlusOutlined />}
                aria-label={t('request.add_account')}
                title={t('request.add_account')}
                disabled={blocked}
                onClick={() => setAddingPayee(true)}
                data-testid="withdraw-add-account"
              />
            </Space.Compact>
          </Form.Item>
          {needsCode && (
            <Form.Item
              name="two_step_code"
              label={t('request.two_step_code')}
              extra={t('request.two_step_code_help')}
              rules={[codeRule(t('request.two_step_code_format'))]}
            >
              <CodeInput disabled={blocked} data-testid="withdraw-two-step-code" />
            </Form.Item>
          )}
          {refusal && (
            <Alert
              className={styles.alert}
              type="error"
              showIcon
              title={refusal}
              data-testid="withdraw-error"
            />
          )}
          <div className={styles.modalFooter}>
            <Button onClick={onCancel}>{t('request.cancel')}</Button>
            <Button
              type="primary"
              htmlType="submit"
              loading={submitting}
              disabled={blocked}
              data-testid="withdraw-submit"
            >
              {t('request.submit')}
            </Button>
          </div>
        </Form>
      )}
      <PayeeFormModal
        open={addingPayee}
        onClose={() => setAddingPayee(false)}
        onAdded={(account) => {
          void client.invalidateQueries({ queryKey: moneyQueries.payeeList().queryKey });
          form.setFieldValue('account_id', account.id);
        }}
      />
    </>
  );
}

/** The withdrawal request: amount (checked against the limits and the balance) and payee account. */
export function WithdrawModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('money');
  return (
    <Modal
      open={open}
      title={t('request.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="withdraw-modal"
    >
      <WithdrawForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
