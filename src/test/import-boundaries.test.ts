import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import directions of docs/architecture.md, as `npm run lint` enforces them: each case is
 * a one-line file placed where the wrong import would be written.
 */
const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'the database layer importing a module',
      'src/server/db/wrong.ts',
      "import { AboutService as imported } from '../modules/about/service';",
      'The database layer sits below the modules',
    ],
    [
      'the database layer importing a module through the @/ alias',
      'src/server/db/wrong.ts',
      "import { AboutService as imported } from '@/server/modules/about/service';",
      'The database layer sits below the modules',
    ],
    [
      'client code importing server code',
      'src/client/lib/wrong.ts',
      "import { buildApp as imported } from '../../server/app';",
      'The browser bundle must never pull in server code',
    ],
    [
      'the domain importing client code',
      'src/domain/wrong.ts',
      "import { API_BASE as imported } from '../client/lib/api-client';",
      'The domain is shared by server and client',
    ],
    [
      'a feature importing another feature',
      'src/client/features/contact/wrong.ts',
      "import { RegisterPage as imported } from '../registrations/register-page';",
      'A feature does not import another feature',
    ],
    [
      'a feature importing app/',
      'src/client/features/contact/wrong.ts',
      "import { theme as imported } from '../../app/theme';",
      'A feature does not import app/',
    ],
    [
      'shared client code importing a feature',
      'src/client/components/wrong.ts',
      "import { ContactPage as imported } from '../features/contact/contact-page';",
      'Shared client code imports no feature',
    ],
  ])('refuses %s', async (_case, filePath, code, message) => {
    expect(await boundaryErrors(filePath, code)).toEqual([expect.stringContaining(message)]);
  });

  it('lets a feature import its own files, components/, lib/ and the domain', async () => {
    const code = [
      "import { QueryForm } from './query-form';",
      "import { PageContainer } from '../../components/page-container';",
      "import { API_BASE } from '../../lib/api-client';",
      "import { MESSAGES } from '../../../domain/messages';",
      'const imported = [QueryForm, PageContainer, API_BASE, MESSAGES];',
    ].join('\n');
    expect(await boundaryErrors('src/client/features/contact/wrong.ts', code)).toEqual([]);
  });
});
