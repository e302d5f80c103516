import { create } from 'zustand';
import { diagnoseChunkFailure, type ChunkFailureKind } from './chunk-failure';

/**
 * Whether the reload dialog is open and why: 版本更新提示 for a new version, or what else made a
 * chunk fail (decision 042). Once open it stays until the reload; a new version, once known,
 * replaces a lesser reason.
 */
export const useVersionDialog = create<{ open: boolean; kind: ChunkFailureKind }>(() => ({
  open: false,
  kind: 'new-version',
}));

function openReloadDialog(kind: ChunkFailureKind): void {
  const { open, kind: shown } = useVersionDialog.getState();
  if (open && (shown === kind || shown === 'new-version')) return;
  useVersionDialog.setState({ open: true, kind });
}

/** A new build is known to be served (the version watcher, the live event stream). */
export const openVersionDialog = (): void => openReloadDialog('new-version');

/** A chunk failed to load: find out why, then say it. */
export const reportChunkFailure = (cause: unknown): void => {
  void diagnoseChunkFailure(cause).then(openReloadDialog);
};
