import { useState } from 'react';
import { Button } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyText } from '../copy';
import type { TwoStepTexts } from './enrol-qr';
import styles from './two-step.module.css';

/** Saves the codes as a text file, one a line, under the account's name. */
function download(codes: readonly string[], heading: string) {
  const blob = new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Ten recovery codes, shown once (the server keeps only their hashes): listed, copied or saved as a
 * file. `account` names whose they are in the file.
 */
export function RecoveryCodes({
  codes,
  account,
  ns,
}: {
  codes: readonly string[];
  account: string;
  ns: TwoStepTexts;
}) {
  const { t } = useTranslation(ns);
  const [copied, setCopied] = useState<boolean | null>(null);
  const heading = t('two_step.recovery_file_head', { account });
  return (
    <div data-testid="two-step-recovery">
      <p className={styles.note}>{t('two_step.recovery_note')}</p>
      <ul className={styles.codes} aria-label={t('two_step.recovery_title')}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button icon={<CopyOutlined />} onClick={() => void copyText(codes.join('\n')).then(setCopied)}>
          {copied === null
            ? t('two_step.recovery_copy')
            : copied
              ? t('two_step.copied')
              : t('two_step.copy_failed')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => download(codes, heading)}>
          {t('two_step.recovery_download')}
        </Button>
      </div>
    </div>
  );
}
