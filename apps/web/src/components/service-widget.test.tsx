import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { i18n, initI18n } from '@/lib/i18n';
import widgetsZh from '@/locales/zh-CN/widgets.json';
import { useSession } from '@/lib/session-store';
import { ServiceWidget } from './service-widget';

beforeAll(async () => {
  await initI18n('zh-CN');
  // The console's namespaces come with the main layout; a test adds its own.
  i18n.addResourceBundle('zh-CN', 'widgets', widgetsZh);
});

const customer = (urls: string[], mobile: string) => ({
  customer_weixin: urls.map((file_url) => ({ file: { file_url } })),
  customer_mobile: mobile,
});

beforeEach(() => {
  useSession.setState({ storeCustomer: null, registerUrl: '' });
});

describe('ServiceWidget', () => {
  it('renders nothing without a QR image and a phone', () => {
    useSession.setState({ storeCustomer: customer([], '  ') });
    const { container } = render(<ServiceWidget />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByTestId('service-widget')).toBeNull();
  });

  it('renders nothing before the merchant info is loaded', () => {
    render(<ServiceWidget />);
    expect(screen.queryByTestId('service-widget')).toBeNull();
  });

  it('shows the QR image and the phone', async () => {
    useSession.setState({ storeCustomer: customer(['/files/qr.png'], '400-800-1234') });
    render(<ServiceWidget />);
    fireEvent.click(screen.getByTestId('service-widget'));
    expect((await screen.findByTestId('service-qr')).getAttribute('src')).toBe('/files/qr.png');
    expect(screen.getByTestId('service-phone').textContent).toBe('400-800-1234');
    expect(screen.queryByTestId('service-link-qr')).toBeNull(); // not an agent
  });

  it('shows only the phone when there is no QR image', async () => {
    useSession.setState({ storeCustomer: customer([], '400-800-1234'), registerUrl: 'https://x/r?invite=A' });
    render(<ServiceWidget />);
    fireEvent.click(screen.getByTestId('service-widget'));
    expect(await screen.findByTestId('service-phone')).toBeTruthy();
    expect(screen.queryByTestId('service-qr')).toBeNull();
    expect(screen.getByTestId('service-link-qr')).toBeTruthy();
  });
});
