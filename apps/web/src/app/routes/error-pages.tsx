import { Link } from 'react-router';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

function BackHome() {
  const { t } = useTranslation('shell');
  return <Link to="/">{t('error.back_home')}</Link>;
}

export function ForbiddenPage() {
  const { t } = useTranslation('shell');
  return (
    <div data-testid="page-403">
      <Result status="403" title="403" subTitle={t('error.forbidden')} extra={<BackHome />} />
    </div>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <div data-testid="page-404">
      <Result status="404" title="404" subTitle={t('error.not_found')} extra={<BackHome />} />
    </div>
  );
}

export function ServerErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <div data-testid="page-500">
      <Result status="500" title="500" subTitle={t('error.server')} extra={<BackHome />} />
    </div>
  );
}
