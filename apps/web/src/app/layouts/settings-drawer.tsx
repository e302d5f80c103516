import type { ReactNode } from 'react';
import { Button, Divider, Drawer, Segmented, Select, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@console/contract';
import { changeLanguage } from '@/lib/i18n';
import { LAYOUTS, PRIMARY_PRESETS, useSettings, type Settings } from '@/lib/settings-store';
import { setShell, useShell } from '@/lib/shell-store';
import { useIsMobile } from '@/lib/use-media-query';
import styles from './settings-drawer.module.css';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className={styles.row} data-testid={testId}>
      <span className={styles.label}>{label}</span>
      {children}
    </div>
  );
}

type Flag = 'fixedHeader' | 'autoHideHeader' | 'fixedSidebar' | 'colorWeak' | 'multiTab';

/**
 * The settings drawer (spec section 3): stored locally (zustand persist) and applied at once.
 * The language is the i18n choice of the whole console, remembered by lib/i18n.
 */
export function SettingsDrawer() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const open = useShell((s) => s.settingsOpen);
  const settings = useSettings();
  const mobile = useIsMobile();

  const flag = (key: Flag, label: string, disabled = false) => (
    <Row label={label} testId={`setting-${key}`}>
      <Switch
        size="small"
        checked={settings[key]}
        disabled={disabled}
        onChange={(checked) => settings.set({ [key]: checked })}
        aria-label={label}
      />
    </Row>
  );

  return (
    <Drawer
      open={open}
      onClose={() => setShell({ settingsOpen: false })}
      title={t('settings.title')}
      placement="right"
      size={mobile ? 300 : 320}
      data-testid="settings-drawer"
    >
      <Divider titlePlacement="start" plain>
        {t('settings.section_layout')}
      </Divider>
      <Row label={t('settings.layout')} testId="setting-layout">
        <Segmented<Settings['layout']>
          size="small"
          value={settings.layout}
          onChange={(value) => settings.set({ layout: value })}
          options={LAYOUTS.map((value) => ({ value, label: t(`settings.layout_${value}`) }))}
        />
      </Row>
      <Row label={t('settings.nav_theme')} testId="setting-navTheme">
        <Segmented<Settings['navTheme']>
          size="small"
          value={settings.navTheme}
          onChange={(value) => settings.set({ navTheme: value })}
          options={[
            { value: 'light', label: t('settings.theme_light') },
            { value: 'dark', label: t('settings.theme_dark') },
          ]}
        />
      </Row>
      <Row label={t('settings.content_width')} testId="setting-contentWidth">
        <Segmented<Settings['contentWidth']>
          size="small"
          value={settings.contentWidth}
          onChange={(value) => settings.set({ contentWidth: value })}
          options={[
            { value: 'fixed', label: t('settings.width_fixed') },
            { value: 'fluid', label: t('settings.width_fluid') },
          ]}
        />
      </Row>
      {flag('fixedHeader', t('settings.fixed_header'))}
      {flag('autoHideHeader', t('settings.auto_hide_header'), !settings.fixedHeader)}
      {flag('fixedSidebar', t('settings.fixed_sidebar'))}

      <Divider titlePlacement="start" plain>
        {t('settings.primary_color')}
      </Divider>
      <div className={styles.swatches} data-testid="setting-primaryColor">
        {PRIMARY_PRESETS.map((color) => (
          <Tooltip key={color} title={color}>
            <button
              type="button"
              className={styles.swatch}
              style={{ background: color }}
              aria-label={t('settings.preset', { color })}
              aria-pressed={settings.primaryColor === color}
              data-color={color}
              onClick={() => settings.set({ primaryColor: color })}
            >
              {settings.primaryColor === color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>

      <Divider titlePlacement="start" plain>
        {t('settings.section_more')}
      </Divider>
      {flag('colorWeak', t('settings.color_weak'))}
      {flag('multiTab', t('settings.multi_tab'))}
      <Row label={t('settings.language')} testId="setting-language">
        <Select
          size="small"
          className={styles.select}
          value={i18n.language}
          onChange={(value: string) => {
            if (isLanguage(value)) void changeLanguage(value);
          }}
          options={LANGUAGES.map((lang) => ({ value: lang, label: t(`common:language.${lang}`) }))}
          aria-label={t('settings.language')}
        />
      </Row>
      <Button block className={styles.reset} onClick={settings.reset} data-testid="settings-reset">
        {t('settings.reset')}
      </Button>
    </Drawer>
  );
}
