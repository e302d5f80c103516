import { describe, expect, it } from 'vitest';
import './happy-dom-node-name';
import { sanitizeNoticeHtml } from './sanitize';

// One vector per case: happy-dom's parser differs from browsers on nested foreign content, so
// the combined payload is checked in a real browser by e2e/tests/notices.spec.ts.

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

const attributesOf = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().map((name) => name.toLowerCase()));

describe('sanitizeNoticeHtml', () => {
  it('keeps formatting, lists and text', () => {
    const html = '<p>Hello <strong>merchant</strong></p><ul><li>one</li></ul><h3>t</h3><br><em>e</em>';
    expect(sanitizeNoticeHtml(html)).toBe(html);
  });

  it('drops an image error handler but keeps the image', () => {
    const clean = sanitizeNoticeHtml('<img src="https://cdn.example/a.png" onerror="window.__pwned = 1">');
    const img = parse(clean).querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(clean).not.toMatch(/onerror|__pwned/);
  });

  it('drops <script> with its code', () => {
    const clean = sanitizeNoticeHtml('<p>a<script>window.__pwned = 2</script>b</p>');
    expect(clean).toBe('<p>ab</p>');
  });

  it.each([
    'javascript:window.__pwned = 3',
    'JaVaScRiPt:alert(1)',
    'JaVaScRiPt&colon;alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
  ])('drops the link target %s', (href) => {
    const clean = sanitizeNoticeHtml(`<a href="${href}">click</a>`);
    const link = parse(clean).querySelector('a');
    expect(link?.textContent).toBe('click');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('drops iframes, objects, embeds and forms', () => {
    for (const html of [
      '<iframe src="https://evil.example/"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<object data="https://evil.example/x.swf"></object>',
      '<embed src="https://evil.example/x.swf">',
      '<form action="https://evil.example/"></form>',
    ]) {
      expect(sanitizeNoticeHtml(html)).toBe('');
    }
  });

  it('drops every event handler and inline style', () => {
    const clean = sanitizeNoticeHtml(
      '<div onclick="alert(1)" onmouseover="alert(2)" style="position:fixed;inset:0">overlay</div>',
    );
    expect(clean).toBe('<div>overlay</div>');
    expect(attributesOf(parse(clean))).toEqual([]);
  });

  it('opens kept links in a new tab without a handle on the console', () => {
    const clean = sanitizeNoticeHtml(
      '<a href="https://example.com/goods" target="_self" rel="opener">goods</a>',
    );
    const link = parse(clean).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/goods');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('sanitises the demo HTML notice without loss', () => {
    const demo =
      '<p>本周新上架 <strong>5G 畅享 129 元套餐</strong>：</p><ul><li>月享 100GB 通用流量</li></ul><p>详情请查看<a href="https://example.com/goods" target="_blank" rel="noopener">商品说明</a>。</p>';
    const dom = parse(sanitizeNoticeHtml(demo));
    expect(dom.querySelector('strong')?.textContent).toBe('5G 畅享 129 元套餐');
    expect(dom.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
