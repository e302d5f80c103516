import { Alert, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteName, TeamAction } from '@console/contract';
import { useIsMobile } from '@/lib/use-media-query';
import {
  matrixColumns,
  matrixRows,
  toggle,
  type Draft,
  type Grantable,
  type MatrixRow,
} from '../model/matrix';
import styles from './team.module.css';

type Part = 'ordinary' | 'sensitive';
type OnToggle = (route: RouteName, action: TeamAction, on: boolean) => void;

interface PartProps {
  rows: readonly MatrixRow[];
  part: Part;
  draft: Draft;
  readOnly: boolean;
  onToggle: OnToggle;
}

/** Wide screens: a table, a line per screen and a column per action; a cell the screen lacks is empty. */
function MatrixTable({ rows, part, draft, readOnly, onToggle }: PartProps) {
  const { t } = useTranslation(['team', 'routes']);
  const columns = matrixColumns(rows, part);
  return (
    <table className={styles.matrix} data-testid={`role-matrix-${part}`}>
      <thead>
        <tr>
          <th scope="col">{t('roles.screen')}</th>
          {columns.map((action) => (
            <th key={action} scope="col">
              {t(`action.${action}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const title = t(`routes:${row.route}`, { defaultValue: row.route });
          const held = draft[row.route] ?? [];
          return (
            <tr key={row.route}>
              <th scope="row">{title}</th>
              {columns.map((action) => (
                <td key={action}>
                  {row[part].includes(action) && (
                    <Checkbox
                      checked={held.includes(action)}
                      disabled={readOnly}
                      aria-label={`${title} ${t(`action.${action}`)}`}
                      onChange={(e) => onToggle(row.route, action, e.target.checked)}
                      data-testid={`role-box-${row.route}-${action}`}
                    />
                  )}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Narrow screens: a line per screen, its title above a labelled box per action it offers. */
function MatrixLines({ rows, part, draft, readOnly, onToggle }: PartProps) {
  const { t } = useTranslation(['team', 'routes']);
  return rows.map((row) => {
    const title = t(`routes:${row.route}`, { defaultValue: row.route });
    const held = draft[row.route] ?? [];
    return (
      <div key={row.route} className={styles.matrixLine} role="group" aria-label={title}>
        <span className={styles.screen}>{title}</span>
        {row[part].map((action) => (
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
  });
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
  const mobile = useIsMobile();
  const Part = mobile ? MatrixLines : MatrixTable;
  const rows = matrixRows(grantable);
  const onToggle: OnToggle = (route, action, on) => onChange(toggle(draft, grantable, route, action, on));
  const sensitive = rows.filter((r) => r.sensitive.length > 0);
  const common = { draft, readOnly, onToggle };
  return (
    <div data-testid="role-matrix">
      <h3 className={styles.title}>{t('roles.ordinary_title')}</h3>
      <Part rows={rows} part="ordinary" {...common} />
      {sensitive.length > 0 && (
        <>
          <h3 className={`${styles.title} ${styles.warning}`}>{t('roles.sensitive_title')}</h3>
          <Alert type="warning" showIcon message={t('roles.sensitive_warning')} />
          <Part rows={sensitive} part="sensitive" {...common} />
        </>
      )}
    </div>
  );
}
