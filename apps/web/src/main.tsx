import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { bootstrap } from '@/app/bootstrap';
import { createAppRouter } from '@/app/router';
import { installChunkErrorListeners } from '@/lib/chunk-errors';
import { reportChunkFailure } from '@/lib/version-dialog-store';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Before the first lazy import: a chunk of this build that fails to load is diagnosed and named.
installChunkErrorListeners(reportChunkFailure);

// The router starts loading the lazy chunks of the current route at once, in parallel with
// the texts and the site info that bootstrap waits for.
const router = createAppRouter();

// Texts first (one small JSON chunk), so no screen ever shows a bare message key.
void bootstrap().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
