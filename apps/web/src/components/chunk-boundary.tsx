import { Component, type ReactNode } from 'react';
import { isChunkLoadError } from '@/lib/chunk-errors';
import { reportChunkFailure } from '@/lib/version-dialog-store';

/**
 * Around a lazily loaded piece of the shell (a drawer): if its chunk cannot be loaded, the piece
 * is left out and the reload dialog says why (a new version, or the network or server that failed), instead of the error replacing the page.
 */
export class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) reportChunkFailure(error);
    else console.error(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
