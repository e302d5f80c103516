import { create } from 'zustand';

/** Whether the version-update dialog (版本更新提示) is open; once open it stays until the reload. */
export const useVersionDialog = create<{ open: boolean }>(() => ({ open: false }));

export const openVersionDialog = (): void => {
  if (!useVersionDialog.getState().open) useVersionDialog.setState({ open: true });
};
