// The repo's ESLint configuration (flat config). Run from the repo root:
// `node scripts/run.mjs lint` (npm test runs it before the tests).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/coverage/**', 'e2e/artifacts/**', 'server/drizzle/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    rules: {
      // `_`-named bindings are deliberate: a rest sibling left out of a copy, an unused parameter.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` is also a prop of our own components (patient or doctor), not only the ARIA attribute.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // Focusing the first field of a page whose only purpose is that form (sign in, sign up) is
      // what users expect; the rule is for focus moved unexpectedly inside content.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert; typing each one adds nothing.
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'server/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
