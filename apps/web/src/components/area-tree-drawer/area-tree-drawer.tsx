import type { ReactNode } from 'react';
import { Alert, Drawer, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AREA_DRAWER_MOBILE_WIDTH_PX, AREA_DRAWER_WIDTH_PX } from '@console/contract';
import { useIsMobile } from '@/lib/use-media-query';
import { AreaTreeEditor } from './area-tree-editor';
import { AreaTreeView } from './area-tree-view';
import { AREA_FAILURE_KEYS, areaDataKey, failureOf, loadAreaTree } from './load-area-tree';
import styles from './area-tree-drawer.module.css';

/** An operator (spec section 3): its `areaKey` names its static area file. */
export interface AreaOperator {
  id: number;
  name: string;
  areaKey: string;
  areaKeyRepair: string;
}

interface CommonProps {
  open: boolean;
  onClose: () => void;
  /** The carrier whose areas are shown; null while it is not known yet. */
  operator: AreaOperator | null;
  title?: ReactNode;
  /** Compact codes: a province code is the whole province, a city code one city. */
  codes: readonly string[];
  /** The codes are still being fetched. */
  codesLoading?: boolean;
}

/** Read-only: where a goods may be sold. */
interface ViewProps extends CommonProps {
  mode: 'view';
  nationwide: boolean;
}

/** Editable: the merchant's choice for the carrier, saved through `onSave` (which rejects on failure). */
interface EditProps extends CommonProps {
  mode: 'edit';
  onSave: (codes: string[]) => Promise<unknown>;
}

export type AreaTreeDrawerProps = ViewProps | EditProps;

/**
 * The area tree drawer (spec sections 3, 8, 9): an operator's provinces and cities, 400 px wide
 * (300 px on a phone). Read-only for a goods' coverage; checkable with select-all per province
 * and a save button for the merchant's choice.
 */
export function AreaTreeDrawer(props: AreaTreeDrawerProps) {
  const { open, onClose, operator, title, codes, codesLoading } = props;
  const { t } = useTranslation('widgets');
  const mobile = useIsMobile();
  const areaKey = operator?.areaKey ?? '';

  const tree = useQuery({
    queryKey: areaDataKey(areaKey),
    queryFn: ({ signal }) => loadAreaTree(areaKey, signal),
    enabled: open && areaKey !== '',
    staleTime: Infinity,
    retry: false,
  });

  const failure = operator && !areaKey ? 'missing' : tree.isError ? failureOf(tree.error) : null;
  let body: ReactNode;
  if (!operator) body = null;
  else if (failure) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t(AREA_FAILURE_KEYS[failure])}
        data-testid="area-error"
        data-failure={failure}
      />
    );
  } else if (!tree.data || codesLoading) {
    body = (
      <div className={styles.loading}>
        <Spin />
      </div>
    );
  } else if (props.mode === 'view') {
    body = <AreaTreeView tree={tree.data} codes={codes} nationwide={props.nationwide} />;
  } else {
    body = <AreaTreeEditor tree={tree.data} codes={codes} onSave={props.onSave} onDone={onClose} />;
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={mobile ? AREA_DRAWER_MOBILE_WIDTH_PX : AREA_DRAWER_WIDTH_PX}
      title={title ?? (operator ? t('area.title', { name: operator.name }) : undefined)}
      destroyOnHidden
      classNames={{ body: styles.body }}
      data-testid="area-drawer"
    >
      {body}
    </Drawer>
  );
}
