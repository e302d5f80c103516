import { useRef, useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES } from '@console/contract';
import { topupApi, type TemplateFormat } from '../api';
import styles from './topup.module.css';

/** Why a picked file cannot go (its kind, its size), or null: the server checks its content again. */
export function sheetProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  return file.size > IMPORT_MAX_BYTES ? 'size' : null;
}

/** A spreadsheet of lines (xlsx or csv, through the import's checks) and its templates. */
export function SheetInput({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation('topup');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);
  const [downloading, setDownloading] = useState<TemplateFormat | null>(null);
  const size = `${IMPORT_MAX_BYTES / 1024 / 1024} MB`;

  const template = async (format: TemplateFormat) => {
    setDownloading(format);
    try {
      await topupApi.downloadTemplate(format);
    } catch {
      // shown already
    } finally {
      setDownloading(null);
    }
  };

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
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            loading={downloading === format}
            onClick={() => void template(format)}
            data-testid={`topup-template-${format}`}
          >
            {t(`editor.template_${format}`)}
          </Button>
        ))}
      </span>
      {problem && (
        <span className={styles.error} role="alert" data-testid="topup-sheet-error">
          {problem === 'type' ? t('editor.bad_type') : t('editor.too_big', { size })}
        </span>
      )}
    </div>
  );
}
