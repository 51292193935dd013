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
          message: "Import Link and NavLink from '~/components/ui/link'.",
        },
      ],
    },
  ],
};

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
