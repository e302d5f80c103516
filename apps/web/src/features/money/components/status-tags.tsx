import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubsidyRechargeStatus, SubsidyStatus, WithdrawStatus } from '@console/contract';

const WITHDRAW_COLOR: Record<WithdrawStatus, string> = {
  pending: 'processing',
  approved: 'warning',
  paid: 'success',
  rejected: 'error',
};

export function WithdrawStatusTag({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation('money');
  return (
    <Tag color={WITHDRAW_COLOR[status]} data-testid="withdraw-status" data-status={status}>
      {t(`withdraw_status.${status}`)}
    </Tag>
  );
}

const SUBSIDY_COLOR: Record<SubsidyStatus, string> = {
  pending: 'processing',
  granted: 'success',
  cancelled: 'default',
};

export function SubsidyStatusTag({ status }: { status: SubsidyStatus }) {
  const { t } = useTranslation('money');
  return (
    <Tag color={SUBSIDY_COLOR[status]} data-testid="subsidy-status">
      {t(`subsidy_status.${status}`)}
    </Tag>
  );
}

const RECHARGE_COLOR: Record<SubsidyRechargeStatus, string> = {
  success: 'success',
  processing: 'processing',
  failed: 'error',
};

export function RechargeStatusTag({ status }: { status: SubsidyRechargeStatus }) {
  const { t } = useTranslation('money');
  return (
    <Tag color={RECHARGE_COLOR[status]} data-testid="recharge-status">
      {t(`recharge_status.${status}`)}
    </Tag>
  );
}
