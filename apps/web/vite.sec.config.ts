import { mergeConfig } from 'vite';
import base from './vite.config';

export default mergeConfig(base, {
  server: {
    port: 5391,
    strictPort: true,
    proxy: { '/api': 'http://127.0.0.1:8391', '/files': 'http://127.0.0.1:8391' },
  },
});
