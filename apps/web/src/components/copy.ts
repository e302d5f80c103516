import { useCallback } from 'react';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';

/** execCommand('copy') on a hidden textarea: for insecure contexts and refused permissions. */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const selection = document.getSelection();
  const previous = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (previous && selection) {
      selection.removeAllRanges();
      selection.addRange(previous);
    }
  }
}

/**
 * Copies text to the clipboard: the asynchronous Clipboard API first, else the old
 * `execCommand` way. Resolves true when one of them succeeded.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // not allowed here (insecure context, no focus, permission refused): try the old way
    }
  }
  return legacyCopy(text);
}

/**
 * `copy(text)` copies and says `复制成功` or `复制失败`; render `holder` once in the component
 * (antd's message instance, which follows the ConfigProvider).
 */
export function useCopy() {
  const { t } = useTranslation('widgets');
  const [api, holder] = message.useMessage();
  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      const ok = await copyText(text);
      if (ok) void api.success(t('copy.success'));
      else void api.error(t('copy.failure'));
      return ok;
    },
    [api, t],
  );
  return { copy, holder };
}
