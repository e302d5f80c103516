import { vi } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { i18n, initI18n, loadDomainNamespaces } from '@/lib/i18n';
import { registerToaster } from '@/lib/toast';
import galleryZh from '@/locales/zh-CN/gallery.json';

/** zh-CN with the gallery namespace (the console's namespaces come with the main layout). */
export async function setupTexts(): Promise<void> {
  await initI18n('zh-CN');
  // As a screen with the library does: with its message keys' texts (`common:v.…`, decision 056).
  await loadDomainNamespaces(['gallery']);
  i18n.addResourceBundle('zh-CN', 'gallery', galleryZh);
}

/** Captures the short messages (toast) the components show, by level. */
export function captureToasts() {
  const toaster = {
    info: vi.fn(),
    success: vi.fn(),
    warning: vi.fn(),
    error: vi.fn(),
  };
  const unregister = registerToaster(toaster);
  const texts = (level: keyof typeof toaster) => toaster[level].mock.calls.map((c) => String(c[0]));
  return { toaster, texts, unregister };
}

/** A file of `size` bytes with a name and a MIME type, as a browser's file input gives it. */
export const fakeFile = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type });

export const MB = 1024 * 1024;

/** Picks files through a file input, as the user does. */
export function pick(input: HTMLInputElement, ...files: File[]): void {
  fireEvent.change(input, { target: { files } });
}
