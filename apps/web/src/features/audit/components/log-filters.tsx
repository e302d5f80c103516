import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDIT_OUTCOMES, type AuditPerson, TEAM_ACTIONS } from '@console/contract';
import { DateRangeFilter, KeywordSearch } from '@/components/list-page';
import type { LogFilters } from '../model/filters';
import styles from './audit.module.css';

/** The operation log's filters: person, action, outcome and days apply at once, the object on Enter. */
export function LogFilterForm({
  value,
  people,
  onChange,
  onReset,
}: {
  value: LogFilters;
  /** Whom the caller may filter by (the owner: the whole team; a staff member: themselves). */
  people: readonly AuditPerson[];
  onChange: (patch: Partial<LogFilters>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('audit');
  const personKey = (p: LogFilters['person']) => String(p);
  return (
    <div className={styles.filters} data-testid="audit-filters">
      <Select<string>
        className={styles.field}
        value={personKey(value.person)}
        onChange={(key) => onChange({ person: key === 'all' || key === 'owner' ? key : Number(key) })}
        options={[
          { value: 'all', label: t('filter.person_all') },
          ...people.map((p) =>
            p.staff_id === null
              ? { value: 'owner', label: t('owner') }
              : { value: String(p.staff_id), label: p.name },
          ),
        ]}
        aria-label={t('filter.person')}
        data-testid="audit-filter-person"
      />
      <Select<LogFilters['action']>
        className={styles.field}
        value={value.action}
        onChange={(action) => onChange({ action })}
        options={[
          { value: '', label: t('filter.action_all') },
          ...TEAM_ACTIONS.filter((a) => a !== 'view').map((a) => ({ value: a, label: t(`action.${a}`) })),
        ]}
        aria-label={t('filter.action')}
        data-testid="audit-filter-action"
      />
      <Select<LogFilters['outcome']>
        className={styles.field}
        value={value.outcome}
        onChange={(outcome) => onChange({ outcome })}
        options={[
          { value: '', label: t('filter.outcome_all') },
          ...AUDIT_OUTCOMES.map((o) => ({ value: o, label: t(`outcome.${o}`) })),
        ]}
        aria-label={t('filter.outcome')}
        data-testid="audit-filter-outcome"
      />
      <KeywordSearch
        keyword={value.object}
        onSearch={(object) => onChange({ object })}
        label={t('filter.object')}
        maxLength={60}
        testId="audit-filter-object"
      />
      <span className={styles.labelled}>
        <span className={styles.label}>{t('filter.dates')}</span>
        <DateRangeFilter value={value} onChange={(range) => onChange(range)} testId="audit-filter-dates" />
      </span>
      <Button onClick={onReset} data-testid="audit-filter-reset">
        {t('filter.reset')}
      </Button>
    </div>
  );
}
