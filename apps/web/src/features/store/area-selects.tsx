import type { AreaNode } from '@console/contract';
import { childrenOf } from './area';
import { useTexts } from './context';
import styles from './store.module.css';
import type { FieldErrors } from './validate';

export interface AreaValue {
  province: string;
  city: string;
  district: string;
}

interface AreaSelectsProps {
  /** The covered tree; null while it loads. */
  areas: AreaNode[] | null;
  value: AreaValue;
  errors: FieldErrors;
  onChange: (value: AreaValue) => void;
  onBlur: (field: keyof AreaValue) => void;
}

const LEVELS = ['province', 'city', 'district'] as const;

/** Province, city and district as three native selects, each filled by the choice above it. */
export function AreaSelects({ areas, value, errors, onChange, onBlur }: AreaSelectsProps) {
  const { t } = useTexts();
  const provinces = areas ?? [];
  const cities = childrenOf(provinces, value.province);
  const districts = childrenOf(cities, value.city);
  const options = { province: provinces, city: cities, district: districts };
  const placeholder = {
    province: areas ? t('form.choose_province') : t('form.area_loading'),
    city: t('form.choose_city'),
    // A municipality's districts stand at the city level: then there is no district to choose.
    district: value.city && districts.length === 0 ? t('form.no_district') : t('form.choose_district'),
  };
  const change = (level: keyof AreaValue, code: string) => {
    if (level === 'province') onChange({ province: code, city: '', district: '' });
    else if (level === 'city') onChange({ ...value, city: code, district: '' });
    else onChange({ ...value, district: code });
  };
  const error = errors.province ?? errors.city ?? errors.district;
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{t('form.area')}</legend>
      <div className={styles.areas}>
        {LEVELS.map((level) => {
          const id = `store-${level}`;
          const invalid = Boolean(errors[level]);
          return (
            <div key={level}>
              <label className={styles.hint} htmlFor={id}>
                {t(`form.${level}`)}
              </label>
              <select
                id={id}
                data-testid={id}
                className={styles.input}
                value={value[level]}
                disabled={options[level].length === 0}
                aria-invalid={invalid}
                aria-describedby={invalid ? 'store-area-error' : undefined}
                onChange={(e) => change(level, e.target.value)}
                onBlur={() => onBlur(level)}
              >
                <option value="">{placeholder[level]}</option>
                {options[level].map((node) => (
                  <option key={node.value} value={node.value}>
                    {node.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      {error && (
        <p className={styles.error} id="store-area-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
