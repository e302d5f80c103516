import { Card, Col, Row, Statistic } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '@console/contract';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { trendOf } from '../model/trend';
import styles from './dashboard.module.css';

interface FiguresCardProps {
  title: string;
  figures: DashboardFigures;
  /** The period before, of the same length. */
  previous: DashboardFigures;
  /** Names the period before ("vs yesterday"). */
  versus: string;
  testId: string;
}

/** The change against the period before: direction (arrow and words) and percentage. */
function TrendLine({
  now,
  before,
  versus,
  testId,
}: {
  now: number | string;
  before: number | string;
  versus: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const trend = trendOf(now, before);
  let text: string;
  let className = styles.flat;
  let icon = null;
  if (trend.direction === 'up' || trend.direction === 'down') {
    text = t(`trend.${trend.direction}`, { percent: formatPercent(trend.ratio, i18n.language, 1) });
    className = trend.direction === 'up' ? styles.up : styles.down;
    icon = trend.direction === 'up' ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />;
  } else {
    text = t(`trend.${trend.direction}`);
  }
  return (
    <div className={`${styles.trend} ${className}`} data-testid={testId} data-direction={trend.direction}>
      {versus} {icon} {text}
    </div>
  );
}

/**
 * A period's figures as store statistics counts them (the orders placed in the period), each
 * with its change against the period before.
 */
export function FiguresCard({ title, figures, previous, versus, testId }: FiguresCardProps) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.language;
  const count = (v: string | number) => formatNumber(Number(v), lang);
  const cells = [
    { key: 'orders', value: figures.orders, before: previous.orders, format: count },
    { key: 'activations', value: figures.activations, before: previous.activations, format: count },
    {
      key: 'commission',
      value: figures.commission,
      before: previous.commission,
      format: (v: string | number) => formatMoney(String(v), lang),
    },
  ] as const;
  return (
    <Card title={title} size="small" data-testid={testId}>
      <Row gutter={[16, 16]}>
        {cells.map((cell) => (
          <Col xs={cell.key === 'commission' ? 24 : 12} sm={8} key={cell.key}>
            <Statistic title={t(cell.key)} value={cell.value} formatter={cell.format} />
            <TrendLine
              now={cell.value}
              before={cell.before}
              versus={versus}
              testId={`${testId}-${cell.key}-trend`}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
