import DOMPurify from 'dompurify';

// An instance of our own: DOMPurify hooks are global to an instance, and this one rewrites links.
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    // A notice never navigates the console away, and the opened page gets no handle on it.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Notice HTML comes from the platform's editors: keep text formatting, images and links; drop
 * scripts, event handlers, `javascript:` (and other non-http) URLs, frames, forms and styles
 * that could overlay the console.
 */
export function sanitizeNoticeHtml(html: string): string {
  return purifier.sanitize(html, {
    FORBID_TAGS: [
      'script',
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'link',
      'meta',
      'base',
    ],
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
    ALLOW_DATA_ATTR: false,
  });
}
