import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Modal, Select, Space } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_EXTENSIONS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  ORDER_SOURCES,
  REMARK_IMPORT_MAX_ROWS,
  type OrderSource,
} from '@console/contract';
import { formatNumber } from '@/lib/format';
import { TemplateButtons } from '@/components/template-buttons';
import { sheetProblem } from '@/lib/sheet-file';
import { orderApi } from '../api';
import { GoodsSelect } from '@/components/goods-select';
import styles from './sheet-upload-modal.module.css';

export type SheetKind = 'orders' | 'remarks';

/**
 * Uploads a spreadsheet that a background task works through: new orders (with the goods and the
 * source they get) or remarks by order number. Either way the answer is a task: its progress shows
 * in the header's task popover, and its file is the result report, row by row.
 */
export function SheetUploadModal({
  open,
  kind,
  onClose,
}: {
  open: boolean;
  kind: SheetKind;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['orders-detail', 'orders']);
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  const [goodsId, setGoodsId] = useState<number | undefined>();
  const [source, setSource] = useState<OrderSource>('import');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<'goods' | 'file' | 'type' | 'size' | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ns = kind === 'orders' ? 'import' : 'remark_import';
  const maxRows = kind === 'orders' ? IMPORT_MAX_ROWS : REMARK_IMPORT_MAX_ROWS;
  const size = `${IMPORT_MAX_BYTES / 1024 / 1024} MB`;

  const reset = () => {
    setFile(null);
    setProblem(null);
    if (input.current) input.current.value = '';
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    if (kind === 'orders' && !goodsId) return setProblem('goods');
    if (!file) return setProblem('file');
    const fileProblem = sheetProblem(file);
    if (fileProblem) return setProblem(fileProblem);
    setSubmitting(true);
    try {
      if (kind === 'orders') await orderApi.orderImport(file, { goods_id: goodsId!, source });
      else await orderApi.orderRemarkImport(file);
    } catch {
      return; // the http client has shown why; the user may try again
    } finally {
      setSubmitting(false);
    }
    close();
    void modal.success({
      title: t(`${ns}.submitted_title`),
      content: <span data-testid="order-sheet-submitted">{t(`${ns}.submitted_content`)}</span>,
      okText: t('import.go_tasks'),
      closable: true,
      onOk: () => void navigate('/tasks'),
    });
  };

  const error = (text: string) => (
    <span className={styles.error} role="alert" data-testid="order-sheet-error">
      {text}
    </span>
  );

  return (
    <>
      {modalHolder}
      <Modal
        open={open}
        title={t(`${ns}.title`)}
        okText={t(`${ns}.submit`)}
        cancelText={t('import.cancel')}
        onOk={() => void submit()}
        onCancel={close}
        confirmLoading={submitting}
        okButtonProps={{ 'data-testid': 'order-sheet-submit' }}
        destroyOnHidden
      >
        <Form layout="vertical" component="div" data-testid="order-sheet-modal" data-kind={kind}>
          {kind === 'orders' ? (
            <>
              <Form.Item
                label={t('import.goods')}
                required
                validateStatus={problem === 'goods' ? 'error' : undefined}
                help={problem === 'goods' ? error(t('import.required_goods')) : undefined}
              >
                <GoodsSelect
                  label={t('orders:col.goods')}
                  value={goodsId}
                  onChange={(id) => {
                    setGoodsId(id);
                    if (problem === 'goods') setProblem(null);
                  }}
                  onSaleOnly
                  placeholder={t('import.goods_placeholder')}
                  testId="order-import-goods"
                />
              </Form.Item>
              <Form.Item label={t('import.source')}>
                <Select<OrderSource>
                  value={source}
                  onChange={setSource}
                  options={ORDER_SOURCES.map((s) => ({ value: s, label: t(`orders:source.${s}`) }))}
                  aria-label={t('import.source')}
                  data-testid="order-import-source"
                />
              </Form.Item>
            </>
          ) : (
            <p className={styles.hint}>
              {t('remark_import.hint', {
                rows: formatNumber(REMARK_IMPORT_MAX_ROWS, i18n.language),
                count: REMARK_IMPORT_MAX_ROWS,
              })}
            </p>
          )}
          <Form.Item
            label={t('import.file')}
            required
            validateStatus={problem && problem !== 'goods' ? 'error' : undefined}
            help={
              problem === 'file'
                ? error(t('import.required_file'))
                : problem === 'type'
                  ? error(t('import.bad_type'))
                  : problem === 'size'
                    ? error(t('import.too_big', { size }))
                    : t('import.file_hint', {
                        size,
                        rows: formatNumber(maxRows, i18n.language),
                        count: maxRows,
                      })
            }
          >
            <input
              ref={input}
              type="file"
              accept={IMPORT_EXTENSIONS.map((e) => `.${e}`).join(',')}
              // Inline: antd's form styles show a file input inside a form item.
              style={{ display: 'none' }}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                setFile(chosen);
                setProblem(chosen ? sheetProblem(chosen) : null);
              }}
              data-testid="order-sheet-file"
            />
            <Space wrap>
              <Button icon={<PaperClipOutlined />} onClick={() => input.current?.click()}>
                {t('import.choose')}
              </Button>
              {file && (
                <span className={styles.fileName} data-testid="order-sheet-file-name">
                  {file.name}
                </span>
              )}
            </Space>
          </Form.Item>
          <div className={styles.templates}>
            <span className={styles.hint}>{t('import.template')}</span>
            <TemplateButtons
              download={(format) =>
                kind === 'orders'
                  ? orderApi.orderImportTemplate(format)
                  : orderApi.orderRemarkTemplate(format)
              }
              text={(format) => t(`import.template_${format}`)}
              testId={(format) => `order-template-${format}`}
            />
          </div>
        </Form>
      </Modal>
    </>
  );
}
