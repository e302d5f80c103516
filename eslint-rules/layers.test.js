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
  ],
});
