import { Alert, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteName, TeamAction } from '@console/contract';
import { matrixRows, toggle, type Draft, type Grantable, type MatrixRow } from '../model/matrix';
import styles from './team.module.css';

/** One screen's line: its title and a box per action it offers. */
function Line({
  row,
  actions,
  draft,
  readOnly,
  onToggle,
}: {
  row: MatrixRow;
  actions: readonly TeamAction[];
  draft: Draft;
  readOnly: boolean;
  onToggle: (route: RouteName, action: TeamAction, on: boolean) => void;
}) {
  const { t } = useTranslation(['team', 'routes']);
  const held = draft[row.route] ?? [];
  const title = t(`routes:${row.route}`, { defaultValue: row.route });
  return (
    <div className={styles.matrixLine} role="group" aria-label={title} data-testid={`role-line-${row.route}`}>
      <span className={styles.screen}>{title}</span>
      {actions.map((action) => (
        <Checkbox
          key={action}
          checked={held.includes(action)}
          disabled={readOnly}
          onChange={(e) => onToggle(row.route, action, e.target.checked)}
          data-testid={`role-box-${row.route}-${action}`}
        >
          {t(`action.${action}`)}
        </Checkbox>
      ))}
    </div>
  );
}

/**
 * The roles editor's matrix: every screen × the actions its calls have, the ordinary ones first;
 * the sensitive ones (money, secrets, the team) in a section of their own under a warning.
 */
export function RoleMatrix({
  grantable,
  draft,
  readOnly,
  onChange,
}: {
  grantable: Grantable;
  draft: Draft;
  readOnly: boolean;
  onChange: (draft: Draft) => void;
}) {
  const { t } = useTranslation('team');
  const rows = matrixRows(grantable);
  const onToggle = (route: RouteName, action: TeamAction, on: boolean) =>
    onChange(toggle(draft, grantable, route, action, on));
  const sensitive = rows.filter((r) => r.sensitive.length > 0);
  return (
    <div data-testid="role-matrix">
      <h3 className={styles.title}>{t('roles.ordinary_title')}</h3>
      {rows.map((row) => (
        <Line
          key={row.route}
          row={row}
          actions={row.ordinary}
          draft={draft}
          readOnly={readOnly}
          onToggle={onToggle}
        />
      ))}
      {sensitive.length > 0 && (
        <>
          <h3 className={`${styles.title} ${styles.warning}`}>{t('roles.sensitive_title')}</h3>
          <Alert type="warning" showIcon message={t('roles.sensitive_warning')} />
          {sensitive.map((row) => (
            <Line
              key={row.route}
              row={row}
              actions={row.sensitive}
              draft={draft}
              readOnly={readOnly}
              onToggle={onToggle}
            />
          ))}
        </>
      )}
    </div>
  );
}
