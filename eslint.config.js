import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import {
  allParts,
  allowed,
  contentModule,
  mayImport,
  testsMayAlsoImport,
} from './app/import-rules.js';

// Which part of app/ may import which is one table (app/import-rules.js), which
// app/import-graph.test.ts checks too. A path climbing out with ../ reaches a part as surely as
// ~/ does, so both spellings are caught; `import type` is an import, and `import()` is caught by
// its own rule. React Router's own links are not imported directly: components/ui/link.tsx
// decides which links move inside the app (between live pages) and which load their page.
// Nothing in app/ reaches out into scripts/: what the app and its build run is in app/, typed
// (the image build is app/content/pictures/image-build.ts); scripts/ holds the commands around it.
const fromScripts = {
  regex: '^(?:\\.\\.(?:/\\.\\.)*)/scripts(?:/|$)',
  message: 'Do not import scripts/ from app/: code the app or its build runs belongs in app/.',
};
/** @param {string} part */
const partPath = (part) => `^(?:~|\\.\\.(?:/\\.\\.)*)/${part}(?:/|$)`;
/** @param {string} part */
const messageFor = (part) =>
  part === contentModule
    ? 'Do not import the content module here: take content from the route (its loader data, props) or from useSite() (components/site-context.tsx), so that a test can give its own.'
    : `Do not import ${part}/ from here: app/import-rules.js says which part may import which.`;
/**
 * @typedef {{ regex: string, message: string }} Pattern
 * @typedef {{ name: string, importNames: string[], message: string }[]} Paths
 * @typedef {{ 'no-restricted-imports': ['error', { paths: Paths, patterns: Pattern[] }], 'no-restricted-syntax': ['error', ...{ selector: string, message: string }[]] }} ImportRules
 */
/**
 * The rules for a file of `part` (a test's when `test`): each part the table keeps it from.
 * @param {string} [part]
 * @param {{ test?: boolean, scripts?: boolean }} [options]
 * @returns {ImportRules}
 */
const importRules = (part, { test = false, scripts = false } = {}) => {
  const forbidden = part
    ? allParts.filter((to) => !allowed(part, to, test ? testsMayAlsoImport : []))
    : [];
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-router',
            importNames: ['Link', 'NavLink'],
            message: "Import Link and NavLink from '~/components/ui/link'.",
          },
        ],
        patterns: [
          ...forbidden.map((to) => ({ regex: partPath(to), message: messageFor(to) })),
          ...(scripts ? [] : [fromScripts]),
        ],
      },
    ],
    // esquery's regular expressions cannot hold a "/": \u002F stands for it.
    'no-restricted-syntax': [
      'error',
      ...forbidden.map((to) => ({
        selector: `ImportExpression[source.value=/${partPath(to).replaceAll('/', '\\u002F')}/]`,
        message: messageFor(to),
      })),
    ],
  };
};
const parts = Object.keys(mayImport).filter((part) => part !== 'scripts');

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
  { files: ['app/**'], rules: importRules() },
  // A feature the table does not name yet may import what every feature may.
  { files: ['app/features/**'], rules: importRules('features/unnamed') },
  ...parts.map((part) => ({ files: [`app/${part}/**`], rules: importRules(part) })),
  ...[...parts, 'features/unnamed'].map((part) => ({
    files: [
      `app/${part === 'features/unnamed' ? 'features' : part}/**/*.test.{ts,tsx}`,
      `app/${part === 'features/unnamed' ? 'features' : part}/**/test-support.{ts,tsx}`,
    ],
    rules: importRules(part, { test: true }),
  })),
  { files: ['app/components/ui/link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // The one exception: the test of `npm run format`, whose script runs in plain Node and so stays
  // in scripts/ (scripts/format-content.mjs).
  {
    files: ['app/content/cms/cms-yaml.test.ts'],
    rules: importRules('content', { test: true, scripts: true }),
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
