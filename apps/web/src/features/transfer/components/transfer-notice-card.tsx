import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TransferNotice } from '@console/contract';
import { MindMapModal } from '@/components/mind-map-modal';
import { transferMindMap } from '../api';
import { useOpenSwitch } from '../model/use-open-switch';
import { OpenSwitch } from './open-switch';
import styles from './transfer-notice-card.module.css';

/**
 * The body of a partner-52 transfer notice in the notice modal: the goods, what the new
 * configuration does, its mind map and its enable switch.
 */
export function TransferNoticeCard({ notice }: { notice: TransferNotice }) {
  const { t } = useTranslation('transfer');
  const [isOpen, setIsOpen] = useState(notice.is_open);
  const [showDetail, setShowDetail] = useState(false);
  const openSwitch = useOpenSwitch((result) => setIsOpen(result.is_open));
  const source = useMemo(() => transferMindMap(notice.trans_id), [notice.trans_id]);

  return (
    <div className={styles.card} data-testid="transfer-notice">
      <dl className={styles.fields}>
        <dt>{t('notice.goods')}</dt>
        <dd data-testid="transfer-notice-goods">{notice.goods_name}</dd>
        <dt>{t('notice.intro')}</dt>
        <dd className={styles.intro}>{notice.intro}</dd>
        <dt>{t('notice.enable')}</dt>
        <dd>
          <OpenSwitch
            isOpen={isOpen}
            loading={openSwitch.isPending(notice.trans_id)}
            onToggle={(next) => void openSwitch.toggle(notice.trans_id, next)}
          />
        </dd>
      </dl>
      <Button
        type="link"
        className={styles.detail}
        icon={<ApartmentOutlined />}
        onClick={() => setShowDetail(true)}
        data-testid="transfer-notice-detail"
      >
        {t('notice.detail')}
      </Button>
      <MindMapModal open={showDetail} onClose={() => setShowDetail(false)} source={source} />
    </div>
  );
}
