import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// React Router's own links are not imported directly: components/ui/link.tsx decides which links
// move inside the app (between live pages) and which load their page. Which part of app/ may
// import which is checked by dependency-cruiser (.dependency-cruiser.js, in `npm run lint`).
/** @type {import('eslint').Linter.RulesRecord} */
const linkRule = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: 'react-router',
          importNames: ['Link', 'NavLink'],
          message: "Import Link and NavLink from 'app/components/ui/link.tsx'.",
        },
      ],
    },
  ],
};

// One spelling for an import of our own files (decision 0027): relative, naming the file with its
// extension ('../lib/paths.ts'), the one spelling Node, Vite's config loader, Vite, Vitest,
// wrangler and tsc all resolve with no alias. The fix rewrites '../lib/paths' as '../lib/paths.ts'.
const isFile = (/** @type {string} */ path) => existsSync(path) && statSync(path).isFile();
/** The file a specifier names, as it should be spelled from `file`, or undefined. */
export function spelledFile(/** @type {string} */ specifier, /** @type {string} */ file) {
  const [path = '', query] = specifier.split('?');
  let target = resolve(dirname(file), path);
  // A file typed only by a .d.ts, and React Router's route types, are spelled '.ts'.
  if (!isFile(target)) target = target.replace(/\.ts$/, '');
  // React Router writes a route module's types (typegen) as './+types/<module>.ts' beside it:
  // known by the module, not by the generated file, which `npm test` writes beside this check.
  const routeModule = join(dirname(dirname(target)), basename(target));
  const types = basename(dirname(target)) === '+types' ? routeModule : '';
  const found = [
    ['', ''],
    ['.ts', ''],
    ['.tsx', ''],
    ['.js', ''],
    ['.mjs', ''],
    ['/index.ts', ''],
    ['/index.tsx', ''],
    ['.ts', '.d.ts'],
    ...(types
      ? [
          ['.ts', `${types}.tsx`],
          ['.ts', `${types}.ts`],
        ]
      : []),
  ].find(([ext = '', look = '']) =>
    look.startsWith('/') ? isFile(look) : isFile(target + (look || ext)),
  );
  if (!found) return undefined;
  const named = relative(dirname(file), target + found[0])
    .split(sep)
    .join('/');
  return (named.startsWith('.') ? named : `./${named}`) + (query === undefined ? '' : `?${query}`);
}
/** @type {import('eslint').Rule.RuleModule} */
const importSpelling = {
  meta: { type: 'suggestion', fixable: 'code', schema: [] },
  create(context) {
    const check = (/** @type {any} */ source) => {
      const value = source?.type === 'Literal' ? source.value : undefined;
      if (typeof value !== 'string' || !/^\.\.?\//.test(value)) return;
      const spelled = spelledFile(value, context.filename);
      if (spelled === value) return;
      context.report({
        node: source,
        message: spelled
          ? `Import our files by relative path with extension: '${spelled}'.`
          : `'${value}' names no file: import our files by relative path with extension.`,
        fix: spelled
          ? (fixer) => fixer.replaceText(source, source.raw[0] + spelled + source.raw[0])
          : null,
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      /** @param {any} node */
      TSImportType: (node) => check(node.argument?.literal),
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          /^(mock|doMock|unmock|importActual|importMock)$/.test(callee.property.name)
        )
          check(node.arguments[0]);
      },
    };
  },
};
export const importsPlugin = { rules: { spelling: importSpelling } };

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.lighthouse/',
      '.wrangler/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['app/**'], ignores: ['app/components/ui/link.tsx'], rules: linkRule },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['public/**'],
    plugins: { imports: importsPlugin },
    rules: { 'imports/spelling': 'error' },
  },
  {
    files: ['scripts/**', 'e2e/**', '*.config.{js,ts}', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  // Scripts of ours that /admin loads beside Decap CMS: plain browser scripts.
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
);
