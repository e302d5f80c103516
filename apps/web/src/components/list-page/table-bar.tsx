import { Suspense, lazy } from 'react';
import { Button, Dropdown, Popover, Tooltip } from 'antd';
// Few icons: each is about half a kilobyte on every list's first load.
import {
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { withChunkTimeout } from '@/lib/chunk-errors';
import { DataAge } from './data-age';
import type { SettingsColumn } from './column-settings-panel';
import { DENSITIES, type Density, useTableSettings } from './table-settings-store';
import styles from './table-bar.module.css';

// The panel (checkboxes, moves) comes with the first opening: a list draws its rows without it.
const ColumnSettingsPanel = lazy(() =>
  withChunkTimeout(() => import('./column-settings-panel')).then((m) => ({ default: m.ColumnSettingsPanel })),
);

export interface TableBarProps {
  /** The list's table id: its settings are kept under it. */
  list: string;
  /**
   * The columns that may be shown, hidden and moved (not the fixed actions), in the page's order;
   * null: the page has its own settings (no row height or columns here).
   */
  columns: readonly SettingsColumn[] | null;
  updatedAt: number;
  fullscreen: boolean;
  onFullscreen: (on: boolean) => void;
}

/**
 * The bar over every list's table (issue 39, "tables that fit"): how old the rows are, the row
 * height, the columns shown and their order, and full screen.
 */
export function TableBar({ list, columns, updatedAt, fullscreen, onFullscreen }: TableBarProps) {
  const { t } = useTranslation();
  const { settings, set } = useTableSettings(list);
  const full = fullscreen ? t('list.fullscreen_exit') : t('list.fullscreen');
  return (
    <div className={styles.bar} data-testid="list-table-bar">
      <DataAge className={styles.age} updatedAt={updatedAt} />
      {columns && (
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [settings.density],
            items: DENSITIES.map((density) => ({
              key: density,
              label: <span data-testid={`list-density-${density}`}>{t(`list.density_${density}`)}</span>,
            })),
            onClick: ({ key }) => set({ density: key as Density }),
          }}
        >
          <Tooltip title={t('list.density')}>
            <Button
              type="text"
              icon={<ColumnHeightOutlined />}
              aria-label={t('list.density')}
              data-testid="list-density"
              data-density={settings.density}
            />
          </Tooltip>
        </Dropdown>
      )}
      {columns && (
        <Popover
          trigger="click"
          placement="bottomRight"
          title={t('list.columns')}
          destroyOnHidden
          content={
            <Suspense fallback={null}>
              <ColumnSettingsPanel list={list} columns={columns} />
            </Suspense>
          }
        >
          <Tooltip title={t('list.columns')}>
            <Button
              type="text"
              icon={<SettingOutlined />}
              aria-label={t('list.columns')}
              data-testid="list-columns"
            />
          </Tooltip>
        </Popover>
      )}
      <Tooltip title={full}>
        <Button
          type="text"
          icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          aria-label={full}
          aria-pressed={fullscreen}
          onClick={() => onFullscreen(!fullscreen)}
          data-testid="list-fullscreen"
        />
      </Tooltip>
    </div>
  );
}
