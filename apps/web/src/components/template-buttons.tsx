import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';

import type { SheetFormat } from '@/lib/sheet-file';

/**
 * The links that download a spreadsheet's template, one a format, each busy while its file
 * comes. A failed download has been shown by the http client.
 */
export function TemplateButtons({
  download,
  text,
  testId,
}: {
  download: (format: SheetFormat) => Promise<unknown>;
  text: (format: SheetFormat) => string;
  testId: (format: SheetFormat) => string;
}) {
  const [downloading, setDownloading] = useState<SheetFormat | null>(null);
  const fetchTemplate = async (format: SheetFormat) => {
    setDownloading(format);
    try {
      await download(format);
    } catch {
      // shown already
    } finally {
      setDownloading(null);
    }
  };
  return (['xlsx', 'csv'] as const).map((format) => (
    <Button
      key={format}
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={downloading === format}
      onClick={() => void fetchTemplate(format)}
      data-testid={testId(format)}
    >
      {text(format)}
    </Button>
  ));
}
