import { create } from 'zustand';

/** Passing state of the shell (not stored): drawers and the collapsed sidebar. */
interface ShellState {
  settingsOpen: boolean;
  menuDrawerOpen: boolean;
  collapsed: boolean;
  /** The header slid away (auto-hide on scroll, or a header that is not fixed). */
  headerHidden: boolean;
}

export const useShell = create<ShellState>(() => ({
  settingsOpen: false,
  menuDrawerOpen: false,
  collapsed: false,
  headerHidden: false,
}));

export const setShell = (patch: Partial<ShellState>) => useShell.setState(patch);
