// Run by `npm run lint` through Node's test runner.
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const web = (rel) => `/repo/apps/web/src/${rel}`;
const server = (rel) => `/repo/apps/server/src/${rel}`;

tester.run('layers', rule, {
  valid: [
    { filename: web('features/orders/routes/list.tsx'), code: "import { a } from '../api';" },
    { filename: web('features/orders/routes/list.tsx'), code: "import { b } from '@/components/tab-bar';" },
    { filename: web('features/orders/routes/list.tsx'), code: "import { c } from '@/features/orders/api';" },
    { filename: web('app/router.tsx'), code: "import { d } from '@/features/goods/routes/list';" },
    { filename: web('app/pages.ts'), code: "const m = () => import('@/features/goods/routes');" },
    { filename: web('features/orders/x.ts'), code: "import { Code } from '@console/contract';" },
    { filename: web('lib/http.ts'), code: "import { e } from './api-error';" },
    { filename: server('modules/orders/lifecycle.ts'), code: "import { moveMoney } from '../money';" },
    { filename: server('modules/orders/lifecycle.ts'), code: "import { x } from '../money/index';" },
    { filename: server('modules/orders/lifecycle.ts'), code: "import { y } from './queries';" },
    { filename: server('modules/orders/list.test.ts'), code: "import { z } from '../money/ledger';" },
    { filename: server('modules/index.ts'), code: "import { ordersModule } from './orders/module';" },
    { filename: server('modules/orders/queries.ts'), code: "import { goods } from '../goods/tables';" },
    { filename: server('db/database.ts'), code: "import { sql } from './sql-helpers';" },
    { filename: server('plugins/auth.ts'), code: "import { resolveSession } from '../modules/auth';" },
    {
      filename: server('backup/check-data.ts'),
      code: "import { verifyLedger } from '../modules/money/index';",
    },
    { filename: server('demo/seed.ts'), code: "import { merchants } from '../modules/auth/tables';" },
    { filename: server('jobs/index.ts'), code: "import type { ServerModule } from '../modules/module';" },
    { filename: server('main.ts'), code: "const m = () => import('./modules');" },
    { filename: server('app.ts'), code: "import { MODULES } from './modules';" },
    { filename: server('server-config.ts'), code: "import { MODULES } from './modules/index';" },
    { filename: server('embedded-template-cli.ts'), code: "import { MODULES } from './modules';" },
    { filename: server('demo/seed.ts'), code: "import { MODULES } from '../modules';" },
    { filename: server('plugins/config.test.ts'), code: "import { MODULES } from '../modules';" },
  ],
  invalid: [
    {
      filename: web('features/orders/routes/list.tsx'),
      code: "import { g } from '../../goods/api';",
      errors: [{ messageId: 'crossFeature', data: { from: 'orders', to: 'goods' } }],
    },
    {
      filename: web('features/orders/index.ts'),
      code: "export * from '@/features/money/api';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: web('features/orders/lazy.ts'),
      code: "const m = () => import('@/features/goods/routes/list');",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: web('features/orders/routes/index.ts'),
      code: "import type { PageModule } from '@/app/pages';",
      errors: [{ messageId: 'featureToApp' }],
    },
    {
      filename: web('components/list-page/list-page.tsx'),
      code: "import { x } from '@/features/orders/api';",
      errors: [{ messageId: 'sharedToFeature' }],
    },
    {
      filename: web('lib/console-menu.ts'),
      code: "import { y } from '../features/notices/api';",
      errors: [{ messageId: 'sharedToFeature' }],
    },
    {
      filename: server('modules/orders/lifecycle.ts'),
      code: "import { settleCommission } from '../money/ledger';",
      errors: [{ messageId: 'moduleInternals', data: { from: 'orders', to: 'money' } }],
    },
    {
      filename: server('modules/orders/import/service.ts'),
      code: "import { createExportTask } from '../../tasks/service';",
      errors: [{ messageId: 'moduleInternals' }],
    },
    {
      filename: server('db/seed.ts'),
      code: "import { processImage } from '../modules/gallery/image-pipeline';",
      errors: [{ messageId: 'dbToModule' }],
    },
    {
      filename: server('plugins/event-stream.ts'),
      code: "import { sessionCacheOf } from '../modules/auth/session-cache';",
      errors: [{ messageId: 'machineryToInternals', data: { from: 'plugins/event-stream.ts', to: 'auth' } }],
    },
    {
      filename: server('backup/check-data.ts'),
      code: "import { verifyLedger } from '../modules/money/verify';",
      errors: [{ messageId: 'machineryToInternals' }],
    },
    {
      filename: server('plugins/config.ts'),
      code: "import { MODULES } from '../modules';",
      errors: [{ messageId: 'registryImported', data: { from: 'plugins/config.ts' } }],
    },
    {
      filename: server('plugins/metrics.ts'),
      code: "const m = () => import('../modules/index');",
      errors: [{ messageId: 'registryImported' }],
    },
    {
      filename: server('jobs/queue.ts'),
      code: "import { MODULES } from '../modules/index.ts';",
      errors: [{ messageId: 'registryImported' }],
    },
  ],
});
