// Run by `npm run lint` through Node's test runner.
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './no-cross-feature-imports.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const file = (rel) => `/repo/apps/web/src/${rel}`;

tester.run('no-cross-feature-imports', rule, {
  valid: [
    { filename: file('features/orders/routes/list.tsx'), code: "import { a } from '../api/list';" },
    { filename: file('features/orders/routes/list.tsx'), code: "import { b } from '@/components/tab-bar';" },
    {
      filename: file('features/orders/routes/list.tsx'),
      code: "import { c } from '@/features/orders/api/x';",
    },
    { filename: file('app/router.tsx'), code: "import { d } from '@/features/goods/routes/list';" },
    { filename: file('features/orders/x.ts'), code: "import { Code } from '@console/contract';" },
  ],
  invalid: [
    {
      filename: file('features/orders/routes/list.tsx'),
      code: "import { g } from '../../goods/api/list';",
      errors: [{ messageId: 'crossFeature', data: { from: 'orders', to: 'goods' } }],
    },
    {
      filename: file('features/orders/routes/list.tsx'),
      code: "import { g } from '@/features/goods/api/list';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: file('features/orders/index.ts'),
      code: "export * from '@/features/money/api/x';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: file('features/orders/lazy.ts'),
      code: "const m = () => import('@/features/goods/routes/list');",
      errors: [{ messageId: 'crossFeature' }],
    },
  ],
});
