import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@console/contract';
import { changeLanguage } from '@/lib/i18n';
import styles from './language-select.module.css';

/**
 * The language selector of the auth pages; the choice is remembered and wins next time.
 * A native select on purpose: antd's Select (with its virtual list) would add about 20 KB gzip
 * to the sign-in route, and the native one gives phones their own picker.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className={styles.wrap}>
      <GlobalOutlined aria-hidden />
      <select
        className={styles.select}
        data-testid="language-select"
        aria-label={t('language.label')}
        value={i18n.language}
        onChange={(event) => {
          const value = event.target.value;
          if (isLanguage(value)) void changeLanguage(value);
        }}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
