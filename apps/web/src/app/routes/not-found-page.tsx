import { Link } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('error.not_found')}
      extra={<Link to="/">{t('error.back_home')}</Link>}
    />
  );
}
