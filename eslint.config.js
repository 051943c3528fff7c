// ESLint flat config: type-checked TypeScript, React hooks, accessibility, Storybook, and the
// import boundaries that keep the architecture one-way:
//   shared (components, theme, lib) → features/* → app;  src never imports stories;
//   a feature never imports another feature; rules shared with the server have no DOM.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const boundaries = [
  { target: './src', from: './stories', message: 'src must not import stories.' },
  { target: './src', from: './.storybook', message: 'src must not import Storybook config.' },
  {
    target: ['./src/components', './src/theme', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not import features or the app.',
  },
  { target: './src/features', from: './src/app', message: 'Features must not import the app.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'A feature must not import another feature; move shared code to src/components or src/lib.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'test-results',
      'visual-baselines',
      '.storybook/public',
      'node_modules',
      '.tools',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
  },
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // TypeScript already checks these; they misfire on packages with both kinds of export.
      'import-x/no-named-as-default': 'off',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Rules shared with the server: plain data and functions, nothing from the browser or Node.
    files: ['src/lib/validation/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', '@mui/*', 'node:*', 'dayjs'] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage'],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['scripts/**/*.mjs', '*.js', '.ci/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['.storybook/test-runner.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  prettier,
);
