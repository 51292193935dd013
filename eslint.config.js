import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: content and lib ← components ← features ← routes. A path climbing
// out with ../ reaches those folders as surely as ~/ does, so both spellings are caught.
// React Router's own links are not imported directly: components/ui/link.tsx decides which
// links move inside the app (between live pages) and which load their page.
// Nothing in app/ reaches out into scripts/: what the app and its build run is in app/, typed
// (the image build is app/content/pictures/image-build.ts); scripts/ holds the commands around it.
const fromScripts = {
  regex: '^(?:\\.\\.(?:/\\.\\.)*)/scripts(?:/|$)',
  message: 'Do not import scripts/ from app/: code the app or its build runs belongs in app/.',
};
// The church's content as a module (`~/content/data`): only route modules (and tests) import
// it; components, features and helpers are templates filled from the route.
const contentModule = 'content/data';
/**
 * @typedef {{ regex: string, message: string }} Pattern
 * @typedef {{ name: string, importNames: string[], message: string }[]} Paths
 * @typedef {{ 'no-restricted-imports': ['error', { paths: Paths, patterns: Pattern[] }] }} ImportRules
 */
/**
 * @param {...string} forbidden
 * @returns {ImportRules}
 */
const noUpwardImports = (...forbidden) => ({
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
        ...forbidden.map((dir) => ({
          // ~/features/…, ../features/…, ../../../features/…; also ~/routes, the route table,
          // and ~/root, the root route, which imports the layout.
          regex: `^(?:~|\\.\\.(?:/\\.\\.)*)/${dir}(?:/|$)`,
          message:
            dir === contentModule
              ? 'Do not import the content module here: take content from the route (its loader data, props) or from useSite() (components/site-context.tsx), so that a test can give its own.'
              : `Do not import ${dir}/ from here: imports flow content/lib → components → features → routes.`,
        })),
        fromScripts,
      ],
    },
  ],
});

/**
 * The same rules, but letting a file import scripts/ (for the one exception below).
 * @param {ImportRules} rules
 * @returns {ImportRules}
 */
const allowingScripts = ({ 'no-restricted-imports': [level, options] }) => ({
  'no-restricted-imports': [
    level,
    { ...options, patterns: options.patterns.filter((pattern) => pattern !== fromScripts) },
  ],
});

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
  { files: ['app/**'], rules: noUpwardImports() },
  {
    files: ['app/content/**'],
    rules: noUpwardImports('components', 'features', 'routes', 'root'),
  },
  {
    files: ['app/lib/**'],
    rules: noUpwardImports('components', 'features', 'routes', 'root', contentModule),
  },
  // The shared script every page loads: plain DOM code over lib/, none of the app's content.
  {
    files: ['app/browser/**'],
    rules: noUpwardImports('components', 'content', 'features', 'routes', 'root'),
  },
  {
    files: ['app/components/**'],
    rules: noUpwardImports('features', 'routes', 'root', contentModule),
  },
  { files: ['app/features/**'], rules: noUpwardImports('routes', 'root', contentModule) },
  // Tests fill the templates with the content under test (test/fixtures/content).
  {
    files: ['app/lib/**/*.test.ts'],
    rules: noUpwardImports('components', 'features', 'routes', 'root'),
  },
  {
    files: ['app/components/**/*.test.{ts,tsx}', 'app/components/test-support.tsx'],
    rules: noUpwardImports('features', 'routes', 'root'),
  },
  {
    files: ['app/features/**/*.test.{ts,tsx}', 'app/features/**/test-support.{ts,tsx}'],
    rules: noUpwardImports('routes', 'root'),
  },
  { files: ['app/components/ui/link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // The one exception: the test of `npm run format`, whose script runs in plain Node and so stays
  // in scripts/ (scripts/format-content.mjs).
  {
    files: ['app/content/cms/cms-yaml.test.ts'],
    rules: allowingScripts(noUpwardImports('components', 'features', 'routes', 'root')),
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
