import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importsPlugin, spelledFile } from '../eslint.config.js';

// eslint.config.js's own rule (decision 0027): our files are imported by relative path with
// extension, and its fix spells them so, on real files of this repository.
const linter = new Linter({ configType: 'flat' });
const fixed = (/** @type {string} */ code, /** @type {string} */ file) =>
  linter.verifyAndFix(
    code,
    [
      {
        files: ['**/*.ts'],
        plugins: { imports: importsPlugin },
        rules: { 'imports/spelling': 'error' },
      },
    ],
    { filename: file },
  );

describe('the import spelling rule', () => {
  it('adds a missing extension, and leaves packages and good spellings', () => {
    const code = [
      "import { paths } from '../lib/paths';",
      "import { a } from '../lib/slug';",
      "export * from './content-plugin.ts';",
      "import css from '../app.css?url';",
      "import { z } from 'zod';",
      "const m = () => import('../features/search/search-form');",
      "vi.mock('../lib/paths');",
    ].join('\n');
    const { output, messages } = fixed(code, `${process.cwd()}/app/pipeline/x.ts`);
    expect(messages).toEqual([]);
    expect(output.split('\n')).toEqual([
      "import { paths } from '../lib/paths.ts';",
      "import { a } from '../lib/slug.ts';",
      "export * from './content-plugin.ts';",
      "import css from '../app.css?url';",
      "import { z } from 'zod';",
      "const m = () => import('../features/search/search-form.tsx');",
      "vi.mock('../lib/paths.ts');",
    ]);
  });

  it('reports, with no fix, an import that names no file', () => {
    const { messages } = fixed("import '../lib/no-such-file';", `${process.cwd()}/app/x.ts`);
    expect(messages.map((m) => m.message)).toEqual([
      "'../lib/no-such-file' names no file: import our files by relative path with extension.",
    ]);
  });

  it("spells the content module and React Router's route types as .ts", () => {
    const from = `${process.cwd()}/app/routes/home.tsx`;
    expect(spelledFile('../content/data', from)).toBe('../content/data.ts');
    expect(spelledFile('./+types/home', from)).toBe('./+types/home.ts');
    expect(spelledFile('../content/data.ts', from)).toBe('../content/data.ts');
    expect(spelledFile('./+types/home.ts', from)).toBe('./+types/home.ts');
    // Known by the route module beside it, before React Router has written any types.
    expect(spelledFile('./+types/halls', `${process.cwd()}/app/routes/halls.test.tsx`)).toBe(
      './+types/halls.ts',
    );
    expect(spelledFile('./+types/no-such-route', from)).toBeUndefined();
  });
});
