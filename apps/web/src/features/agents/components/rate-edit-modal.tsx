import { useState } from 'react';
import { Alert, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RateRow } from '@console/contract';
import { ApiError } from '@/lib/api-error';
import { currencySign, formatMoney } from '@/lib/format';
import { agentApi } from '../api';
import { checkCommission, rateItems, type RateProblem } from '../model/rates';
import styles from './agents.module.css';

export interface RateEditModalProps {
  open: boolean;
  /** The goods to edit (the selection, or one row). */
  goods: readonly RateRow[];
  /** 0: the default of every sub-merchant; an id: that sub-merchant's own. */
  subMerchantId: number;
  subMerchantName: string;
  onClose: () => void;
  /** Saved: how many goods. */
  onSaved: (saved: number) => void;
}

/**
 * One commission for the chosen goods (the default, or the picked sub-merchant's), or the
 * configuration removed. Checked here first (an amount, not above the agent's own for any of the
 * goods); a refusal of the server (6020 names the goods) shows in the dialog, which stays open.
 */
export function RateEditModal(props: RateEditModalProps) {
  const { open, goods, subMerchantId, subMerchantName, onClose, onSaved } = props;
  const { t, i18n } = useTranslation(['agents-detail', 'agents']);
  const lang = i18n.language;
  const [mode, setMode] = useState<'set' | 'clear'>('set');
  // A single goods starts from what it has (the picked sub-merchant's own, else the default).
  const first = goods.length === 1 ? goods[0] : undefined;
  const current = first && (subMerchantId ? first.sub_rate : first.default_rate);
  const [value, setValue] = useState(current?.commission ?? '');
  const [problem, setProblem] = useState<RateProblem | null>(null);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);

  // The ceiling, said before it is exceeded: the lowest of the agent's own commissions of the goods.
  const ceiling = goods.reduce<string | null>(
    (low, g) => (low === null || Number(g.own_commission) < Number(low) ? g.own_commission : low),
    null,
  );

  const problemText = (p: RateProblem) =>
    p.kind === 'invalid'
      ? t('rates.invalid')
      : t('rates.above_own', {
          goods: p.goods
            .map((g) =>
              t('rates.above_own_item', { name: g.goods_name, own: formatMoney(g.own_commission, lang) }),
            )
            .join(lang.startsWith('zh') ? '、' : ', '),
        });

  const save = async () => {
    setRefusal('');
    const found = mode === 'set' ? checkCommission(value, goods) : null;
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      const edit = mode === 'set' ? { mode, value } : { mode };
      const ids = goods.map((g) => g.goods_id);
      const { saved } = await agentApi.agentRatesSave({
        sub_merchant_id: subMerchantId,
        items: rateItems(edit, ids),
      });
      onSaved(saved);
    } catch (error) {
      // The call does not alert (api.ts): its refusal is said here, where it is acted on.
      if (error instanceof ApiError) setRefusal(error.msg || t('rates.invalid'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={
        subMerchantId ? t('rates.edit_title_sub', { name: subMerchantName }) : t('rates.edit_title_default')
      }
      okText={t('rates.save')}
      cancelText={t('agents:rates.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ ...({ 'data-testid': 'agent-rate-save' } as object) }}
      destroyOnHidden
    >
      <p className={styles.editGoods} data-testid="agent-rate-edit-goods">
        {first ? first.goods_name : t('rates.edit_goods', { count: goods.length })}
      </p>
      <Radio.Group
        value={mode}
        onChange={(e) => {
          setMode(e.target.value as 'set' | 'clear');
          setProblem(null);
        }}
        options={[
          { value: 'set', label: t('rates.mode_set') },
          { value: 'clear', label: t('rates.mode_clear') },
        ]}
        aria-label={t('rates.mode')}
        data-testid="agent-rate-mode"
      />
      <div className={styles.editField}>
        {mode === 'set' ? (
          <>
            <Input
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setProblem(null);
              }}
              onPressEnter={() => void save()}
              prefix={currencySign(lang)}
              inputMode="decimal"
              maxLength={13}
              status={problem ? 'error' : undefined}
              placeholder="0.00"
              aria-label={t('rates.commission')}
              aria-invalid={problem ? true : undefined}
              autoFocus
              data-testid="agent-rate-value"
            />
            {problem ? (
              <span className={styles.invalid} role="alert" data-testid="agent-rate-invalid">
                {problemText(problem)}
              </span>
            ) : (
              ceiling !== null && (
                <span className={styles.muted} data-testid="agent-rate-limit">
                  {t('rates.limit', { own: formatMoney(ceiling, lang) })}
                </span>
              )
            )}
          </>
        ) : (
          <span className={styles.muted}>
            {subMerchantId ? t('rates.clear_hint_sub') : t('rates.clear_hint_default')}
          </span>
        )}
      </div>
      {refusal && (
        <Alert type="error" showIcon title={refusal} role="alert" data-testid="agent-rate-refusal" />
      )}
    </Modal>
  );
}
