import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CONSOLE_BLUE } from './theme';

/**
 * Presets of the primary colour offered by the settings drawer: the console's blue (readable at
 * WCAG AA, see lib/theme.ts), then antd's own palette.
 */
export const PRIMARY_PRESETS = [
  CONSOLE_BLUE,
  '#13a8a8',
  '#52c41a',
  '#722ed1',
  '#eb2f96',
  '#fa541c',
  '#faad14',
] as const;

/**
 * The three arrangements of the menus (issue 39, the names of ant-design-pro): `mix` the sections
 * in the top bar and the current section's screens in a side menu (the console's arrangement
 * since the start), `top` the sections in the top bar with their screens in drop-downs, `side`
 * every section and screen in one side menu.
 */
export const LAYOUTS = ['mix', 'top', 'side'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Theme settings of the specification (section 3), stored locally. */
export interface Settings {
  layout: Layout;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  contentWidth: 'fixed' | 'fluid';
  autoHideHeader: boolean;
  navTheme: 'light' | 'dark';
  colorWeak: boolean;
  primaryColor: string;
  multiTab: boolean;
}

/**
 * Spec section 9: light, top menu, fixed width, fixed header and sidebar; multi tab on. The top
 * menu is the mixed one (sections on top, the section's screens at the left): every section is in
 * its top bar at 1440 px in the four languages (decision 042), and each screen one click away.
 */
export const DEFAULT_SETTINGS: Settings = {
  layout: 'mix',
  fixedHeader: true,
  fixedSidebar: true,
  contentWidth: 'fixed',
  autoHideHeader: false,
  navTheme: 'light',
  colorWeak: false,
  primaryColor: PRIMARY_PRESETS[0],
  multiTab: true,
};

export const SETTINGS_STORAGE_KEY = 'console.settings';

/** The default primary colour before version 2 of the stored settings (too light for text). */
const FORMER_DEFAULT_PRIMARY = '#1677ff';

interface SettingsState extends Settings {
  set: (patch: Partial<Settings>) => void;
  reset: () => void;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Keeps only known keys with values of the right kind: a hand-edited storage cannot break the shell. */
export function sanitizeSettings(raw: unknown): Partial<Settings> {
  if (typeof raw !== 'object' || raw === null) return {};
  const r = raw as Record<string, unknown>;
  const out: Partial<Settings> = {};
  if (LAYOUTS.includes(r.layout as Layout)) out.layout = r.layout as Layout;
  if (r.contentWidth === 'fixed' || r.contentWidth === 'fluid') out.contentWidth = r.contentWidth;
  if (r.navTheme === 'light' || r.navTheme === 'dark') out.navTheme = r.navTheme;
  if (typeof r.primaryColor === 'string' && HEX.test(r.primaryColor)) out.primaryColor = r.primaryColor;
  for (const key of ['fixedHeader', 'fixedSidebar', 'autoHideHeader', 'colorWeak', 'multiTab'] as const) {
    if (typeof r[key] === 'boolean') out[key] = r[key];
  }
  return out;
}

export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      set: (patch) => set(sanitizeSettings(patch)),
      reset: () => set(DEFAULT_SETTINGS),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: 3,
      // Version 2: whoever kept the former default blue gets the new default one. Version 3: the
      // former `top` (sections on top, screens at the left) is the arrangement now named `mix`.
      migrate: (persisted, version) => {
        const settings = sanitizeSettings(persisted);
        if (version < 3 && settings.layout === 'top') settings.layout = 'mix';
        if (settings.primaryColor?.toLowerCase() === FORMER_DEFAULT_PRIMARY)
          settings.primaryColor = CONSOLE_BLUE;
        return settings;
      },
      storage: createJSONStorage(() => localStorage),
      partialize: ({ set: _set, reset: _reset, ...settings }) => settings,
      merge: (persisted, current) => ({ ...current, ...sanitizeSettings(persisted) }),
    },
  ),
);
