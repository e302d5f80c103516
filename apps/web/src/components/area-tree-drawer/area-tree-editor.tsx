import { useMemo, useState } from 'react';
import { Button, Checkbox, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { areaCounts } from './area-counts';
import type { AreaNode } from '@console/contract';
import { toast } from '@/lib/toast';
import {
  AREA_FIELD_NAMES,
  allKeysOf,
  checkedKeysOf,
  codesOf,
  countCodes,
  isWhole,
  toggleNode,
} from './area-selection';
import styles from './area-tree-drawer.module.css';

// antd types its nodes with `key` and `title`; `fieldNames` makes it read `value` and `label`.
type Node = AreaNode & Omit<TreeDataNode, 'key' | 'title' | 'children'>;

interface AreaTreeEditorProps {
  tree: readonly AreaNode[];
  /** The saved choice (compact codes). */
  codes: readonly string[];
  onSave: (codes: string[]) => Promise<unknown>;
  /** Called after a successful save. */
  onDone: () => void;
}

/** The merchant's choice for one carrier: check provinces or cities, select all, save. */
export function AreaTreeEditor({ tree, codes, onSave, onDone }: AreaTreeEditorProps) {
  const { t } = useTranslation('widgets');
  const [checked, setChecked] = useState(() => checkedKeysOf(tree, codes));
  const [saving, setSaving] = useState(false);
  const on = useMemo(() => new Set(checked), [checked]);
  const chosen = useMemo(() => codesOf(tree, checked), [tree, checked]);
  const counts = countCodes(tree, chosen);
  const everything = tree.length > 0 && tree.every((p) => isWhole(p, on));

  const save = async () => {
    setSaving(true);
    try {
      await onSave(chosen);
      // The console's own message holder: one inside the drawer would close with it.
      toast().success(t('area.saved'));
      onDone();
    } catch {
      // The http layer has shown why; the choice stays on screen to try again.
    } finally {
      setSaving(false);
    }
  };

  const renderNode = (node: AreaNode) => {
    if (!node.selectAll || !node.children?.length) return node.label;
    const whole = isWhole(node, on);
    return (
      <span className={styles.node}>
        <span>{node.label}</span>
        <Button
          type="link"
          size="small"
          className={styles.nodeToggle}
          onClick={(event) => {
            event.stopPropagation(); // neither expands nor checks the row itself
            setChecked((keys) => toggleNode(tree, keys, node.value));
          }}
          data-testid={`area-node-all-${node.value}`}
        >
          {whole ? t('area.node_clear') : t('area.node_all')}
        </Button>
      </span>
    );
  };

  return (
    <>
      <div className={styles.toolbar}>
        <Checkbox
          checked={everything}
          indeterminate={!everything && checked.length > 0}
          onChange={(e) => setChecked(e.target.checked ? allKeysOf(tree) : [])}
          data-testid="area-select-all"
        >
          {t('area.select_all')}
        </Checkbox>
        <span className={styles.summary} data-testid="area-summary">
          {chosen.length === 0 ? t('area.none_chosen') : t('area.chosen', areaCounts(t, counts))}
        </span>
      </div>
      <div className={styles.scroll} data-testid="area-tree">
        <Tree<Node>
          checkable
          selectable={false}
          treeData={tree as Node[]}
          fieldNames={AREA_FIELD_NAMES}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          titleRender={renderNode}
        />
      </div>
      <div className={styles.footer}>
        <Button onClick={onDone} data-testid="area-cancel">
          {t('area.cancel')}
        </Button>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="area-save">
          {t('area.save')}
        </Button>
      </div>
    </>
  );
}
