import { useState } from 'react';
import { Button } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { areaEndpoints, type Operator } from '@console/contract';
import { AreaTreeDrawer } from '@/components/area-tree-drawer';
import { useCanCall } from '@/lib/permission';
import { goodsApi, goodsQueries } from '../api';
import styles from './goods.module.css';

/**
 * Where the store offers each carrier's goods (domain "Regional coverage"): one button per
 * operator opens its area tree; the saved choice comes back on the next opening and the goods
 * that do not cover it are marked in the list.
 */
export function StoreAreas({ operators }: { operators: readonly Operator[] }) {
  const { t } = useTranslation('goods');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [operator, setOperator] = useState<Operator | null>(null);
  // A role without the goods' `edit` sees the choice without changing it.
  const canSave = useCanCall(areaEndpoints.saveAreaCoverage);

  const coverage = useQuery({
    ...goodsQueries.areaCoverage({ operator_id: operator?.id ?? 0 }),
    enabled: open && operator !== null,
    staleTime: 0,
  });

  const save = async (codes: string[]) => {
    if (!operator) return;
    const stored = await goodsApi.saveAreaCoverage({ operator_id: operator.id, codes });
    queryClient.setQueryData(goodsQueries.areaCoverage({ operator_id: operator.id }).queryKey, stored);
    // The mismatch marks of the list follow the new choice.
    await queryClient.invalidateQueries({ queryKey: goodsQueries.lists() });
  };

  return (
    <div className={styles.storeAreas} data-testid="store-areas">
      <span className={styles.storeAreasLabel}>{t('store_areas.title')}</span>
      {operators.map((op) => (
        <Button
          key={op.id}
          size="small"
          icon={<EnvironmentOutlined />}
          onClick={() => {
            setOperator(op);
            setOpen(true);
          }}
          data-testid={`store-area-${op.carrier}`}
        >
          {op.name}
        </Button>
      ))}
      <span className={styles.muted}>{t('store_areas.hint')}</span>
      <AreaTreeDrawer
        {...(canSave ? { mode: 'edit', onSave: save } : { mode: 'view', nationwide: false })}
        open={open}
        onClose={() => setOpen(false)}
        operator={operator}
        title={operator ? t('store_areas.drawer_title', { name: operator.name }) : undefined}
        codes={coverage.data?.codes ?? []}
        codesLoading={coverage.isPending}
      />
    </div>
  );
}
