import { Button, Checkbox, Divider, Space } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { moveColumn, toggleColumn } from '../model/column-moves';
import { DENSITIES, useColumnPrefs, type OrderColumnId } from '../model/column-prefs';
import styles from './column-settings.module.css';

/**
 * The column settings (a lazy part of the toolbar's popover): show or hide each column, move it up
 * or down, and the row density. Saved in this browser at once.
 */
export function ColumnSettings({ isAgent }: { isAgent: boolean }) {
  const { t } = useTranslation(['orders-detail', 'orders']);
  const prefs = useColumnPrefs();
  const columns = prefs.order.filter((id) => id !== 'sub_merchant' || isAgent);
  const move = (id: OrderColumnId, step: -1 | 1) => {
    const order = moveColumn(columns, id, step);
    // A column that is not offered here (sub-merchant, for a merchant) keeps its place.
    for (const [index, other] of prefs.order.entries())
      if (!columns.includes(other)) order.splice(index, 0, other);
    prefs.set({ order });
  };

  return (
    <div className={styles.panel} data-testid="order-column-settings">
      <div className={styles.label}>{t('columns.density')}</div>
      <Space.Compact block>
        {DENSITIES.map((density) => (
          <Button
            key={density}
            size="small"
            type={prefs.density === density ? 'primary' : 'default'}
            onClick={() => prefs.set({ density })}
            aria-pressed={prefs.density === density}
            data-testid="order-density"
            data-density={density}
          >
            {t(`columns.density_${density}`)}
          </Button>
        ))}
      </Space.Compact>
      <Divider className={styles.divider} />
      <ul className={styles.list}>
        {columns.map((id, index) => (
          <li key={id} className={styles.item} data-testid="order-column-item" data-column={id}>
            <Checkbox
              checked={!prefs.hidden.includes(id)}
              onChange={(e) => prefs.set({ hidden: toggleColumn(prefs, id, e.target.checked) })}
              data-testid="order-column-toggle"
            >
              {t(`orders:col.${id}`)}
            </Checkbox>
            <span className={styles.moves}>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                aria-label={t('columns.up')}
                onClick={() => move(id, -1)}
                data-testid="order-column-up"
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={index === columns.length - 1}
                aria-label={t('columns.down')}
                onClick={() => move(id, 1)}
                data-testid="order-column-down"
              />
            </span>
          </li>
        ))}
      </ul>
      <Button size="small" block onClick={prefs.reset} data-testid="order-columns-reset">
        {t('columns.reset')}
      </Button>
    </div>
  );
}
