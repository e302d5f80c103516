import { Button, Dropdown, Popover, Tooltip } from 'antd';
// Few icons: each is about half a kilobyte on the console's landing page.
import { ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LazyBatchBar, LazyColumnSettings } from './lazy-parts';
import type { SheetKind } from './sheet-upload-modal';
import styles from './parts.module.css';

export interface ToolbarProps {
  selected: number;
  resubmittable: number;
  tooMany: boolean;
  canEdit: boolean;
  canImport: boolean;
  canExport: boolean;
  /** Full personal data in an export needs the reveal right (`get`). */
  canExportFull: boolean;
  isAgent: boolean;
  total: number;
  refreshing: boolean;
  onFlag: (flag: number) => void;
  onResubmit: () => void;
  onClearSelection: () => void;
  onRefresh: () => void;
  onImport: (kind: SheetKind) => void;
  onExport: (full: boolean) => void;
}

/** The batch actions on the selection (left, once something is selected) and the list's own actions. */
export function OrderToolbar(props: ToolbarProps) {
  const { t } = useTranslation(['orders-detail', 'orders']);

  return (
    <div className={styles.toolbar}>
      {props.selected > 0 && (
        <LazyBatchBar
          selected={props.selected}
          resubmittable={props.resubmittable}
          tooMany={props.tooMany}
          onFlag={props.onFlag}
          onResubmit={props.onResubmit}
          onClearSelection={props.onClearSelection}
        />
      )}
      <div className={styles.actions}>
        <Tooltip title={t('toolbar.refresh')}>
          <Button
            icon={<ReloadOutlined spin={props.refreshing} />}
            aria-label={t('toolbar.refresh')}
            onClick={props.onRefresh}
            data-testid="order-refresh"
          />
        </Tooltip>
        {props.canImport && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'orders',
                  label: <span data-testid="order-import-orders">{t('toolbar.import_orders')}</span>,
                },
                {
                  key: 'remarks',
                  label: <span data-testid="order-import-remarks">{t('toolbar.remark_upload')}</span>,
                },
              ],
              onClick: ({ key }) => props.onImport(key as SheetKind),
            }}
          >
            <Button data-testid="order-import">{t('toolbar.import')}</Button>
          </Dropdown>
        )}
        {props.canExport &&
          (props.canExportFull ? (
            <Dropdown
              trigger={['click']}
              disabled={props.total === 0}
              menu={{
                items: [
                  {
                    key: 'masked',
                    label: <span data-testid="order-export-masked">{t('toolbar.export_masked')}</span>,
                  },
                  {
                    key: 'full',
                    label: <span data-testid="order-export-full">{t('toolbar.export_full')}</span>,
                  },
                ],
                onClick: ({ key }) => props.onExport(key === 'full'),
              }}
            >
              <Button disabled={props.total === 0} data-testid="order-export">
                {t('toolbar.export')}
              </Button>
            </Dropdown>
          ) : (
            <Button
              disabled={props.total === 0}
              onClick={() => props.onExport(false)}
              data-testid="order-export"
            >
              {t('toolbar.export')}
            </Button>
          ))}
        <Popover
          trigger="click"
          placement="bottomRight"
          title={t('toolbar.columns')}
          content={<LazyColumnSettings isAgent={props.isAgent} />}
          destroyOnHidden
        >
          <Button icon={<SettingOutlined />} aria-label={t('toolbar.columns')} data-testid="order-columns">
            {t('toolbar.columns')}
          </Button>
        </Popover>
      </div>
    </div>
  );
}
