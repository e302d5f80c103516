import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@console/contract';
import { changeLanguage } from '@/lib/i18n';
import styles from './header.module.css';

/** The compact language selector of the header (the user dropdown has one too). */
export function HeaderLanguage() {
  const { t, i18n } = useTranslation(['common', 'shell']);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((lang) => ({
          key: lang,
          label: <span data-testid={`header-language-${lang}`}>{t(`language.${lang}`)}</span>,
        })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void changeLanguage(key);
        },
      }}
    >
      <Button
        type="text"
        className={styles.action}
        icon={<GlobalOutlined />}
        aria-label={t('shell:header.language')}
        data-testid="header-language"
      />
    </Dropdown>
  );
}
