import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATS_METRICS, type StatsMetric } from '@console/contract';
import styles from './stats.module.css';

/** Which figure a chart (and the goods × day table) shows. */
export function MetricSelect(props: {
  value: StatsMetric;
  onChange: (m: StatsMetric) => void;
  testId: string;
}) {
  const { t } = useTranslation('statistics');
  return (
    <span className={styles.labelled}>
      <span className={styles.label} aria-hidden>
        {t('metric_filter')}
      </span>
      <Select<StatsMetric>
        className={styles.filter}
        value={props.value}
        onChange={props.onChange}
        options={STATS_METRICS.map((m) => ({ value: m, label: t(`metric.${m}`) }))}
        aria-label={t('metric_filter')}
        data-testid={props.testId}
      />
    </span>
  );
}
