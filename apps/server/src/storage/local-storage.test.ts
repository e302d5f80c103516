import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { localStorage } from './local-storage';
import { storageBehaviour } from './storage-behaviour';

storageBehaviour('local folder', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'console-storage-'));
  let n = 0;
  return {
    storage: localStorage(root),
    async leaveDeadWrite(ageMs) {
      // What a killed putStream leaves: its temporary file beside the key it was writing.
      const file = path.join(root, 'exports', `dead-${(n += 1)}.xlsx.4242.1.tmp`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, 'half a file');
      const then = new Date(Date.now() - ageMs);
      await fs.utimes(file, then, then);
    },
    close: () => fs.rm(root, { recursive: true, force: true }),
  };
});
