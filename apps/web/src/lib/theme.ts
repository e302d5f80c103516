import type { ThemeConfig } from 'antd';

/**
 * The blue of the console: antd's #1677ff darkened in the same hue until text drawn in it reads
 * at 4.5:1 or more (WCAG 2 AA, issue 14) on white (6.6:1), on the grey of a hovered table row or
 * of the page (6.1:1 on #f5f5f5), and on its own light tint, the background of a selected menu
 * item (5.9:1 on #e6f4ff); white on it (a primary button) reads at 6.6:1, and its hover shade,
 * which antd derives from it, still at 4.5:1. #1677ff gave 4.1, 3.8 and 3.7:1.
 */
export const CONSOLE_BLUE = '#0055cb';

/** antd's secondary grey (captions, breadcrumbs, descriptions) made dark enough: 0.45 gave 3.4:1. */
const TERTIARY_TEXT = 'rgba(0, 0, 0, 0.57)';

/**
 * antd's default palette where it draws text, each colour darkened to 4.5:1 on white and on its
 * own tint (a tag, an alert). Green and gold seeds that dark make antd derive greyish tints, so
 * their tints stay antd's own (green-1/3, gold-1/3). The error red derives good ones.
 */
export const ACCESSIBLE_TOKENS = {
  colorPrimary: CONSOLE_BLUE,
  // Links and "processing" tags take this colour, whatever primary colour the settings choose.
  colorInfo: CONSOLE_BLUE,
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#ad4e00',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorError: '#cf1322',
  colorTextTertiary: TERTIARY_TEXT,
  // A select's placeholder is text on screen ("未映射" in a mapping row): antd's 0.25 gave 1.9:1.
  colorTextPlaceholder: TERTIARY_TEXT,
} satisfies ThemeConfig['token'];

/**
 * The class that carries the theme's CSS variables (`--ant-color-primary`...). antd 6 sets them
 * on its own components only; the console's CSS modules use them too, so the app's theme puts
 * its class on the document and the shell's theme (with the primary colour of the settings) on
 * the shell. Fixed names: two providers must not share one.
 */
export const THEME_CLASS = { app: 'console-theme', shell: 'console-shell-theme' } as const;
