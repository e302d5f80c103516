import { Button, Checkbox } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { moveId, orderedIds, toggleId, useTableSettings } from './table-settings-store';
import styles from './table-bar.module.css';

export interface SettingsColumn {
  id: string;
  label: string;
}

/**
 * A list's column settings (a lazy part of the table bar's popover): show or hide each column,
 * move it up or down. Saved in this browser at once, per list.
 */
export function ColumnSettingsPanel({ list, columns }: { list: string; columns: readonly SettingsColumn[] }) {
  const { t } = useTranslation();
  const { settings, set, reset } = useTableSettings(list);
  const ids = columns.map((c) => c.id);
  const order = orderedIds(ids, settings);
  const label = (id: string) => columns.find((c) => c.id === id)?.label ?? id;
  return (
    <div className={styles.panel} data-testid="list-column-settings">
      <ul className={styles.columns}>
        {order.map((id, index) => (
          <li key={id} className={styles.column} data-testid="list-column-item" data-column={id}>
            <Checkbox
              checked={!settings.hidden.includes(id)}
              onChange={(e) => set({ hidden: toggleId(order, settings.hidden, id, e.target.checked) })}
              data-testid="list-column-toggle"
            >
              {label(id)}
            </Checkbox>
            <span>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                aria-label={`${t('list.move_up')} ${label(id)}`}
                onClick={() => set({ order: moveId(order, id, -1) })}
                data-testid="list-column-up"
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={index === order.length - 1}
                aria-label={`${t('list.move_down')} ${label(id)}`}
                onClick={() => set({ order: moveId(order, id, 1) })}
                data-testid="list-column-down"
              />
            </span>
          </li>
        ))}
      </ul>
      <Button size="small" block onClick={reset} data-testid="list-columns-reset">
        {t('list.columns_reset')}
      </Button>
    </div>
  );
}
