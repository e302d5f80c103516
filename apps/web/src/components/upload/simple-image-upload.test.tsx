import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { UploadResult } from '@console/contract';
import { uploadApi } from './api';
import { SimpleImageUpload } from './simple-image-upload';
import { MB, captureToasts, fakeFile, pick, setupTexts } from './test-helpers';

const upload = vi.spyOn(uploadApi, 'uploadImage');

const result: UploadResult = {
  upload_id: 7,
  file_name: 'a.png',
  file_url: '/files/img/7.png',
  thumb_url: '/files/img/7-t.webp',
  file_size: 100,
  ext: 'png',
  width: 10,
  height: 10,
  image: null,
};

let toasts: ReturnType<typeof captureToasts>;
beforeAll(setupTexts);
beforeEach(() => {
  upload.mockReset().mockResolvedValue(result);
  toasts = captureToasts();
});
afterEach(() => toasts.unregister());

function setup(value = '') {
  const onChange = vi.fn();
  const onUploaded = vi.fn();
  const { container } = render(
    <SimpleImageUpload value={value} onChange={onChange} onUploaded={onUploaded} />,
  );
  const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
  return { onChange, onUploaded, input };
}

describe('SimpleImageUpload', () => {
  it('accepts only jpeg and png: 图片类型错误，请重新选择', async () => {
    const { input, onChange } = setup();
    expect(input.accept).toBe('image/jpeg,.jpg,.jpeg,image/png,.png');
    pick(input, fakeFile('a.gif', 100, 'image/gif'));
    await waitFor(() => expect(toasts.texts('error')).toEqual(['图片类型错误，请重新选择']));
    expect(upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('needs a file under 2 MB: 图片大小超过2MB!', async () => {
    const { input } = setup();
    pick(input, fakeFile('big.png', 2 * MB, 'image/png'));
    await waitFor(() => expect(toasts.texts('error')).toEqual(['图片大小超过2MB!']));
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a fitting image to the single-upload call and gives its url as the value', async () => {
    const { input, onChange, onUploaded } = setup();
    const file = fakeFile('a.jpg', 2 * MB - 1, 'image/jpeg');
    pick(input, file);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/files/img/7.png'));
    expect(upload).toHaveBeenCalledWith(file, 'a.jpg', { group_id: undefined, type: undefined });
    expect(onUploaded).toHaveBeenCalledWith(result);
    expect(toasts.texts('error')).toEqual([]);
  });

  it('shows the value and can clear it', () => {
    const { onChange } = setup('/files/img/1.png');
    expect(screen.getByAltText('已上传的图片').getAttribute('src')).toBe('/files/img/1.png');
    screen.getByTestId('simple-image-upload-clear').click();
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('a refused upload keeps the value', async () => {
    upload.mockRejectedValue(new Error('refused'));
    const { input, onChange } = setup('/files/img/1.png');
    pick(input, fakeFile('a.png', 100, 'image/png'));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(onChange).not.toHaveBeenCalled();
  });
});
