import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { toDataURL } from 'qrcode';
import { i18n, initI18n } from '@/lib/i18n';
import widgetsZh from '@/locales/zh-CN/widgets.json';
import { QrModal } from './qr-modal';

vi.mock('qrcode', () => ({ toDataURL: vi.fn() }));
const draw = vi.mocked(toDataURL as (text: string, options: object) => Promise<string>);

beforeAll(async () => {
  await initI18n('zh-CN');
  // The console's namespaces come with the main layout; a test adds its own.
  i18n.addResourceBundle('zh-CN', 'widgets', widgetsZh);
});

describe('QrModal', () => {
  it('draws the code locally and offers it for download', async () => {
    draw.mockResolvedValueOnce('data:image/png;base64,AAAA');
    render(<QrModal open onClose={vi.fn()} text="https://example.com/r?invite=X" fileName="invite" />);
    const img = await screen.findByTestId<HTMLImageElement>('qr-image');
    expect(img.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(draw).toHaveBeenCalledWith(
      'https://example.com/r?invite=X',
      expect.objectContaining({ width: 240 }),
    );
    const download = screen.getByTestId('qr-download');
    expect(download.getAttribute('href')).toBe('data:image/png;base64,AAAA');
    expect(download.getAttribute('download')).toBe('invite.png');
  });

  it('says 生成二维码失败，请稍后再试 when drawing fails', async () => {
    draw.mockRejectedValueOnce(new Error('too long'));
    render(<QrModal open onClose={vi.fn()} text="x" />);
    expect((await screen.findByTestId('qr-error')).textContent).toBe('生成二维码失败，请稍后再试');
    expect(screen.queryByTestId('qr-download')).toBeNull();
  });
});
