import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, sanitizeSettings } from './settings-store';

// Each test imports a fresh module: the store reads localStorage when it is created.
async function freshStore() {
  vi.resetModules();
  return (await import('./settings-store')).useSettings;
}

const stored = () =>
  JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null') as {
    state: Record<string, unknown>;
    version: number;
  } | null;

beforeEach(() => localStorage.clear());

describe('settings (spec sections 3 and 9)', () => {
  it('starts from the defaults: light, mixed top menu, fixed width, fixed header and sidebar, multi tab', async () => {
    const store = await freshStore();
    expect(DEFAULT_SETTINGS).toEqual({
      layout: 'mix',
      fixedHeader: true,
      fixedSidebar: true,
      contentWidth: 'fixed',
      autoHideHeader: false,
      navTheme: 'light',
      colorWeak: false,
      primaryColor: '#0055cb',
      multiTab: true,
    });
    expect(store.getState()).toMatchObject(DEFAULT_SETTINGS);
  });

  it('is stored locally on every change and comes back after a reload', async () => {
    const store = await freshStore();
    store.getState().set({ layout: 'side', navTheme: 'dark', multiTab: false, primaryColor: '#722ed1' });
    expect(stored()?.state).toMatchObject({ layout: 'side', navTheme: 'dark', multiTab: false });
    expect(stored()?.state).not.toHaveProperty('set');

    const reloaded = await freshStore();
    expect(reloaded.getState()).toMatchObject({
      ...DEFAULT_SETTINGS,
      layout: 'side',
      navTheme: 'dark',
      multiTab: false,
      primaryColor: '#722ed1',
    });
    reloaded.getState().reset();
    expect((await freshStore()).getState()).toMatchObject(DEFAULT_SETTINGS);
  });

  it('ignores stored values of the wrong kind (a hand-edited storage cannot break the shell)', async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({
        state: { layout: 'diagonal', fixedHeader: 'yes', primaryColor: 'red', colorWeak: true },
        version: 1,
      }),
    );
    const store = await freshStore();
    expect(store.getState()).toMatchObject({ ...DEFAULT_SETTINGS, colorWeak: true });
    expect(sanitizeSettings(null)).toEqual({});
    expect(sanitizeSettings({ contentWidth: 'fluid', extra: 1 })).toEqual({ contentWidth: 'fluid' });
  });

  it('moves settings stored with the former default blue to the new one, and keeps a chosen colour', async () => {
    const storeVersion1 = (primaryColor: string) =>
      localStorage.setItem(
        SETTINGS_STORAGE_KEY,
        JSON.stringify({ state: { ...DEFAULT_SETTINGS, layout: 'side', primaryColor }, version: 1 }),
      );
    storeVersion1('#1677ff');
    expect((await freshStore()).getState()).toMatchObject({ layout: 'side', primaryColor: '#0055cb' });
    storeVersion1('#722ed1');
    expect((await freshStore()).getState()).toMatchObject({ layout: 'side', primaryColor: '#722ed1' });
  });

  it('keeps each of the three layouts, and reads the former top menu as the mixed one it was', async () => {
    for (const layout of ['mix', 'top', 'side'] as const) {
      (await freshStore()).getState().set({ layout });
      expect((await freshStore()).getState().layout).toBe(layout);
    }
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ state: { ...DEFAULT_SETTINGS, layout: 'top' }, version: 2 }),
    );
    expect((await freshStore()).getState().layout).toBe('mix');
  });
});
