import { useRef, useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TopupBatch, TopupPreviewLine, TopupPreviewResult } from '@console/contract';
import { useConfirm } from '@/components/confirm';
import { ApiError } from '@/lib/api-error';
import { formatMoney, formatNumber } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { topupApi, topupQueries } from '../api';
import { type DraftLine, draftOf, dropInvalid, dropLine, replaceLine, textOf } from '../model/draft';
import { EditorTotals } from './editor-totals';
import { PreviewTable } from './preview-table';
import { SheetInput } from './sheet-input';
import styles from './topup.module.css';

/** The paste box's example: two lines as the merchant would type them. */
const EXAMPLE = '13800138000 50\n13900139000 100';

export interface BatchEditorProps {
  /** The batch was made (charged): the page shows it. */
  onSubmitted: (batch: TopupBatch) => void;
}

/**
 * Makes a batch: lines pasted or read from a sheet, each checked and priced by the server, fixed in
 * place or dropped, the totals beside the balance, then submitted and charged once. The
 * idempotency key is made once per draft: a double click, or a resubmission after a lost answer,
 * answers the same batch and charges once; a refusal (the balance short) shows the server's words.
 */
export function BatchEditor({ onSubmitted }: BatchEditorProps) {
  const { t, i18n } = useTranslation('topup');
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const [confirm, confirmHolder] = useConfirm();
  const [text, setText] = useState('');
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [preview, setPreview] = useState<TopupPreviewResult | null>(null);
  // The check of each line of the draft, in its order: a line fixed is unchecked (undefined) until
  // the server's answer, a line dropped leaves with its check, so that no row shows another's.
  const [checked, setChecked] = useState<(TopupPreviewLine | undefined)[]>([]);
  const [busy, setBusy] = useState<'check' | 'sheet' | 'submit' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());

  /** The server's check of the lines; the draft becomes what it read. */
  const check = async (run: () => Promise<TopupPreviewResult>, how: 'check' | 'sheet') => {
    setBusy(how);
    setRefusal(null);
    try {
      const result = await run();
      setPreview(result);
      setChecked(result.lines);
      setLines(draftOf(result.lines));
    } catch {
      // the http client has shown why
    } finally {
      setBusy(null);
    }
  };
  const recheck = (next: DraftLine[], nextChecked: (TopupPreviewLine | undefined)[]) => {
    if (next.length === 0) return clear();
    setLines(next);
    setChecked(nextChecked);
    void check(() => topupApi.topupPreview({ text: textOf(next) }), 'check');
  };
  const clear = () => {
    setLines([]);
    setPreview(null);
    setChecked([]);
    setRefusal(null);
    setText('');
    key.current = newIdempotencyKey();
  };

  const submit = async () => {
    if (!preview || preview.totals.invalid > 0) return;
    const { valid, price_total } = preview.totals;
    const ok = await confirm.confirm({
      title: t('editor.submit_title'),
      content: t('editor.submit_content', {
        count: valid,
        shown: formatNumber(valid, lang),
        price: formatMoney(price_total, lang),
      }),
      okText: t('editor.submit_ok'),
      cancelText: t('editor.cancel'),
    });
    if (!ok) return;
    setBusy('submit');
    setRefusal(null);
    try {
      const { batch } = await topupApi.topupSubmit({ lines, idempotency_key: key.current });
      await queryClient.invalidateQueries({ queryKey: topupQueries.all() });
      toast().success(t('editor.submitted', { batch_no: batch.batch_no }));
      clear();
      onSubmitted(batch);
    } catch (error) {
      // A refusal in the server's words (the balance short, lines in error); a transport error has
      // been shown by the http client. The key stays: submitting again is the same batch.
      if (error instanceof ApiError) setRefusal(error.msg);
    } finally {
      setBusy(null);
    }
  };

  const invalid = preview?.totals.invalid ?? 0;
  return (
    <div className={styles.editor} data-testid="topup-editor">
      {confirmHolder}
      {!preview ? (
        <>
          <label className={styles.field}>
            <span className={styles.fieldLabel}>{t('editor.paste_label')}</span>
            <Input.TextArea
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={8}
              placeholder={EXAMPLE}
              className={styles.paste}
              data-testid="topup-paste"
            />
          </label>
          <div className={styles.head}>
            <Button
              type="primary"
              disabled={!text.trim()}
              loading={busy === 'check'}
              onClick={() => void check(() => topupApi.topupPreview({ text }), 'check')}
              data-testid="topup-check"
            >
              {t('editor.check')}
            </Button>
            <span className={styles.muted}>{t('editor.paste_hint')}</span>
          </div>
          <SheetInput
            busy={busy === 'sheet'}
            onFile={(file) => void check(() => topupApi.topupUpload(file), 'sheet')}
          />
          <p className={styles.muted}>{t('editor.empty')}</p>
        </>
      ) : (
        <>
          <EditorTotals preview={preview} />
          <PreviewTable
            lines={lines}
            preview={checked}
            busy={busy !== null}
            onFix={(index, line) =>
              recheck(replaceLine(lines, index, line), replaceLine(checked, index, undefined))
            }
            onDrop={(index) => recheck(dropLine(lines, index), dropLine(checked, index))}
          />
          {invalid > 0 && (
            <p className={styles.error} data-testid="topup-fix-first">
              {t('editor.fix_first', { count: invalid, shown: formatNumber(invalid, lang) })}
            </p>
          )}
          {refusal && (
            <Alert
              type="error"
              showIcon
              message={<span data-testid="topup-refusal">{refusal}</span>}
              role="alert"
            />
          )}
          <div className={styles.head}>
            <Button
              type="primary"
              disabled={invalid > 0 || busy !== null}
              loading={busy === 'submit'}
              onClick={() => void submit()}
              data-testid="topup-submit"
            >
              {t('editor.submit')}
            </Button>
            {invalid > 0 && (
              <Button
                danger
                disabled={busy !== null}
                onClick={() =>
                  recheck(
                    dropInvalid(lines, checked),
                    checked.filter((l) => !l?.error),
                  )
                }
                data-testid="topup-drop-invalid"
              >
                {t('editor.drop_invalid')}
              </Button>
            )}
            <Button onClick={clear} disabled={busy !== null} data-testid="topup-clear">
              {t('editor.clear')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
