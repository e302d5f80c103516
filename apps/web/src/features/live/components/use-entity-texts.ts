import { useTranslation } from 'react-i18next';
import type { EntityTexts } from '@/components/list-page';
import { formatNumber } from '@/lib/format';

/** The texts of the room list (`rooms`) or the anchor list (`anchors`): the same keys in each section. */
export function useEntityTexts(section: 'rooms' | 'anchors'): EntityTexts {
  const { t, i18n } = useTranslation('live');
  return {
    keyword: t(`${section}.keyword`),
    add: t(`${section}.add`),
    empty: t(`${section}.empty`),
    total: (count) => t(`${section}.total`, { count, shown: formatNumber(count, i18n.language) }),
    saved: (name) => t(`${section}.saved`, { name }),
    statusAll: t('status_all'),
    statusFilter: t('status_filter'),
    status: (status) => t(`status.${status}`),
    title: (enable, name) => t(enable ? `${section}.enable_title` : `${section}.disable_title`, { name }),
    content: (enable) => t(enable ? `${section}.enable_content` : `${section}.disable_content`),
    done: (enable, name) => t(enable ? `${section}.enabled_done` : `${section}.disabled_done`, { name }),
    ok: (enable) => (enable ? t('enable') : t('disable')),
    cancel: t('cancel'),
  };
}
