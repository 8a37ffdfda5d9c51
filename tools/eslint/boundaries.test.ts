import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import house from './boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '../..');
const at = (rel: string) => path.join(root, rel);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('import-boundaries', house.rules['import-boundaries'], {
  valid: [
    {
      filename: at('apps/web/src/features/lotto/api/rounds.ts'),
      code: "import x from '../components/Card';",
    },
    {
      filename: at('apps/web/src/features/lotto/api/rounds.ts'),
      code: "import x from '@/shared/api/client';",
    },
    { filename: at('apps/web/src/app/router.tsx'), code: "import x from '../features/lotto/routes/Lobby';" },
    {
      filename: at('apps/server/src/modules/content/routes.ts'),
      code: "import x from '../../db/client.ts';",
    },
    { filename: at('apps/server/src/modules/content/routes.ts'), code: "import x from '@ug99/contract';" },
  ],
  invalid: [
    {
      filename: at('apps/web/src/features/lotto/api/rounds.ts'),
      code: "import x from '../../wallet/api/wallets';",
      errors: [{ messageId: 'crossSlice' }],
    },
    {
      filename: at('apps/web/src/features/lotto/components/Bill.tsx'),
      code: "import x from '@/features/games/store';",
      errors: [{ messageId: 'crossSlice' }],
    },
    {
      filename: at('apps/server/src/modules/payments/service.ts'),
      code: "import { a } from '../members/queries.ts';",
      errors: [{ messageId: 'crossSlice' }],
    },
    {
      filename: at('apps/server/src/modules/content/routes.ts'),
      code: "const m = import('../lotto/service.ts');",
      errors: [{ messageId: 'crossSlice' }],
    },
    {
      filename: at('packages/contract/src/index.ts'),
      code: "export * from '../../../apps/server/src/config.ts';",
      errors: [{ messageId: 'crossArea' }],
    },
    {
      filename: at('apps/web/src/shared/api/client.ts'),
      code: "import x from '../../../../server/src/app.ts';",
      errors: [{ messageId: 'crossArea' }],
    },
  ],
});
