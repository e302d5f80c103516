import { useState } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TOPUP_FAILED_FILTERS, type TopupBatch } from '@console/contract';
import { useAddressFilter } from '@/lib/address-filter';
import { LazyBatchEditor } from '../components/lazy-parts';
import styles from '../components/topup.module.css';
import { BatchDetail } from './batch-detail';
import { BatchList, type BatchLink } from './batch-list';

type View = { kind: 'batches' } | { kind: 'new' } | { kind: 'batch'; id: number };

/**
 * `/recharge`, bulk phone top-up: the batches (the screen opened first), a new batch (the editor),
 * one batch's items. One route of the menu: its three screens are views of this page, kept while
 * the tab stays open.
 */
export function TopupPage() {
  const { t } = useTranslation('topup');
  const [view, setView] = useState<View>({ kind: 'batches' });
  const open = (batch: TopupBatch) => setView({ kind: 'batch', id: batch.id });
  const back = () => setView({ kind: 'batches' });
  // A link's filter (the dashboard's failed top-ups): the batches, filtered, whatever was on screen.
  const [link, setLink] = useState<BatchLink | undefined>();
  useAddressFilter('failed', TOPUP_FAILED_FILTERS, (failed) => {
    setView({ kind: 'batches' });
    setLink({ failed, at: Date.now() });
  });

  if (view.kind === 'batch') return <BatchDetail key={view.id} id={view.id} onBack={back} onOpen={open} />;
  if (view.kind === 'new') {
    return (
      <div className={styles.editor} data-testid="topup-new-page">
        <div className={styles.head}>
          <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="topup-back">
            {t('back')}
          </Button>
          <h2 className={styles.title}>{t('new_batch')}</h2>
        </div>
        <LazyBatchEditor onSubmitted={open} />
      </div>
    );
  }
  return <BatchList onOpen={open} onNew={() => setView({ kind: 'new' })} link={link} />;
}
