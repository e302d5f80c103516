import { useState } from 'react';
import { Button, Drawer, Empty, List, Popconfirm, message } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moneyEndpoints as E, PAYEE_ACCOUNTS_MAX, type PayeeAccount } from '@console/contract';
import { usePermission } from '@/lib/permission';
import { useIsMobile } from '@/lib/use-media-query';
import { moneyApi, moneyQueries } from '../api';
import { usePayees } from '../model/use-payees';
import { PayeeFormModal } from './payee-form-modal';
import styles from './money.module.css';
import { PayeeLabel } from './payee-label';

/** The payee accounts: the list with delete, and the add form. */
export function PayeeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('money');
  const { canCall } = usePermission();
  const isMobile = useIsMobile();
  const client = useQueryClient();
  const { data, isFetching } = usePayees(open);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [messageApi, messageHolder] = message.useMessage();
  const list = data?.list ?? [];
  const full = list.length >= PAYEE_ACCOUNTS_MAX;

  const remove = async (account: PayeeAccount) => {
    setDeleting(account.id);
    try {
      await moneyApi.deletePayee({ id: account.id });
      void messageApi.success(t('payee.deleted'));
      await client.invalidateQueries({ queryKey: moneyQueries.payeeList().queryKey });
    } catch {
      // shown by the http client
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('payee.title')}
      size={isMobile ? '100%' : 480}
      data-testid="payee-drawer"
      extra={
        canCall(E.addPayee) && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={full}
            title={
              full ? t('payee.limit', { max: PAYEE_ACCOUNTS_MAX, count: PAYEE_ACCOUNTS_MAX }) : undefined
            }
            onClick={() => setAdding(true)}
            data-testid="payee-add"
          >
            {t('payee.add')}
          </Button>
        )
      }
    >
      {messageHolder}
      <List<PayeeAccount>
        loading={isFetching && !data}
        dataSource={list}
        locale={{ emptyText: <Empty description={t('payee.empty')} /> }}
        renderItem={(account) => (
          <List.Item data-testid="payee-item">
            {/* Not List.Item's actions: on a phone they wrap under a long account, far from it. */}
            <div className={styles.payeeRow}>
              <PayeeLabel
                kind={account.kind}
                bankName={account.bank_name}
                masked={account.account_masked}
                holder={account.holder}
              />
              {canCall(E.deletePayee) && (
                <Popconfirm
                  title={t('payee.delete_confirm')}
                  okText={t('payee.delete')}
                  cancelText={t('payee.cancel')}
                  onConfirm={() => remove(account)}
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    loading={deleting === account.id}
                    aria-label={t('payee.delete')}
                    data-testid="payee-delete"
                  />
                </Popconfirm>
              )}
            </div>
          </List.Item>
        )}
      />
      <PayeeFormModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          void messageApi.success(t('payee.added'));
          void client.invalidateQueries({ queryKey: moneyQueries.payeeList().queryKey });
        }}
      />
    </Drawer>
  );
}
