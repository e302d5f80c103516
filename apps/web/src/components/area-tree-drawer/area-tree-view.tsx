import { useMemo } from 'react';
import { Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { areaCounts } from './area-counts';
import type { AreaNode } from '@console/contract';
import { AREA_FIELD_NAMES, countCodes, coveredTree } from './area-selection';
import styles from './area-tree-drawer.module.css';

// antd types its nodes with `key` and `title`; `fieldNames` makes it read `value` and `label`.
type Node = AreaNode & Omit<TreeDataNode, 'key' | 'title' | 'children'>;

interface AreaTreeViewProps {
  tree: readonly AreaNode[];
  codes: readonly string[];
  nationwide: boolean;
}

/** Read-only: the provinces and cities where a goods may be sold. */
export function AreaTreeView({ tree, codes, nationwide }: AreaTreeViewProps) {
  const { t } = useTranslation('widgets');
  const covered = useMemo(() => coveredTree(tree, codes, nationwide), [tree, codes, nationwide]);
  const counts = countCodes(tree, codes);
  const wholeProvinces = useMemo(() => new Set(nationwide ? [] : codes), [codes, nationwide]);

  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.summary} data-testid="area-summary">
          {nationwide ? t('area.nationwide') : t('area.covered', areaCounts(t, counts))}
        </span>
      </div>
      <div className={styles.scroll} data-testid="area-tree">
        <Tree<Node>
          selectable={false}
          treeData={covered}
          fieldNames={AREA_FIELD_NAMES}
          defaultExpandAll={!nationwide}
          titleRender={(node) =>
            wholeProvinces.has(node.value) ? (
              <span className={styles.node}>
                <span>{node.label}</span>
                <span className={styles.whole}>{t('area.whole_province')}</span>
              </span>
            ) : (
              node.label
            )
          }
        />
      </div>
    </>
  );
}
