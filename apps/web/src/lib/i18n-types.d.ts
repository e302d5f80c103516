import type common from '../locales/zh-CN/common.json';
import type routes from '../locales/zh-CN/routes.json';
import type shell from '../locales/zh-CN/shell.json';
import type widgets from '../locales/zh-CN/widgets.json';
import type gallery from '../locales/zh-CN/gallery.json';
import type { MsgKey } from '@console/contract';

/**
 * The contract's message keys as `common` holds them (`v.x` → `{v: {x}}`): their texts are the
 * contract's (decision 056), joined to `common` when they load (lib/i18n.ts).
 */
type KeyTexts = {
  [Group in MsgKey extends `${infer G}.${string}` ? G : never]: {
    [Key in MsgKey as Key extends `${Group}.${infer Rest}` ? Rest : never]: string;
  };
};

// Typed keys: `t('auth:login.submit')` or `t('notices:bell.title')` is checked against the zh-CN files
// at compile time (the locale test checks that the other languages have the same keys). One
// namespace per feature, so features never edit the same file: the shell's and the shared
// components' namespaces are listed here, and each feature adds its own to `Namespaces` in its
// `texts.d.ts`.

/** The locale namespaces and the type of their texts (zh-CN). */
export interface Namespaces {
  common: typeof common & KeyTexts;
  routes: typeof routes;
  shell: typeof shell;
  widgets: typeof widgets;
  gallery: typeof gallery;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Namespaces;
  }
}
