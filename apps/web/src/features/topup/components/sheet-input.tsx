import { useRef, useState } from 'react';
import { Button } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES } from '@console/contract';
import { sheetProblem } from '@/lib/sheet-file';
import { TemplateButtons } from '@/components/template-buttons';
import { topupApi } from '../api';
import styles from './topup.module.css';

/** A spreadsheet of lines (xlsx or csv, through the import's checks) and its templates. */
export function SheetInput({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation('topup');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);
  const size = `${IMPORT_MAX_BYTES / 1024 / 1024} MB`;

  return (
    <div className={styles.head}>
      <input
        ref={input}
        type="file"
        accept={IMPORT_EXTENSIONS.map((e) => `.${e}`).join(',')}
        hidden
        aria-label={t('editor.sheet')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const found = sheetProblem(file);
          setProblem(found);
          if (!found) onFile(file);
        }}
        data-testid="topup-sheet-file"
      />
      <Button
        icon={<PaperClipOutlined />}
        loading={busy}
        onClick={() => input.current?.click()}
        data-testid="topup-sheet"
      >
        {t('editor.sheet')}
      </Button>
      <span className={styles.muted}>{t('editor.sheet_hint')}</span>
      <span className={styles.templates}>
        <span className={styles.label}>{t('editor.template')}</span>
        <TemplateButtons
          download={(format) => topupApi.topupTemplate(format)}
          text={(format) => t(`editor.template_${format}`)}
          testId={(format) => `topup-template-${format}`}
        />
      </span>
      {problem && (
        <span className={styles.error} role="alert" data-testid="topup-sheet-error">
          {problem === 'type' ? t('editor.bad_type') : t('editor.too_big', { size })}
        </span>
      )}
    </div>
  );
}
