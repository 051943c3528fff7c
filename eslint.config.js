// ESLint flat config: type-checked TypeScript, React hooks, accessibility, Storybook, and the
// import boundaries that keep the architecture one-way:
//   src/shared (no DOM, no Node: the server's only way into src) → lib → components, theme →
//   features/* → app;  src never imports stories or the server;  a feature never imports another.
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
  {
    target: './src/shared',
    from: './src',
    except: ['./shared'],
    message: 'src/shared is shared with the server: it imports nothing else from src.',
  },
  {
    target: './server',
    from: './src',
    except: ['./shared'],
    message: 'The server may import only src/shared from the app’s code.',
  },
  { target: './src', from: './server', message: 'The app never imports the server.' },
  { target: './src', from: './stories', message: 'src must not import stories.' },
  { target: './src', from: './.storybook', message: 'src must not import Storybook config.' },
  {
    target: ['./src/components', './src/theme', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not import features or the app.',
  },
  {
    target: './src/lib',
    from: ['./src/components', './src/theme'],
    message: 'src/lib comes before the components: it must not import src/components or src/theme.',
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
      // Cycles among our own files; a package's own imports are not ours to break.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // TypeScript already checks these; they misfire on packages with both kinds of export.
      'import-x/no-named-as-default': 'off',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Code shared with the server: plain data and functions, nothing from the browser or Node
    // (tsconfig.shared.json checks it with neither the DOM's nor Node's types).
    files: ['src/shared/**/*.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', '@mui/*', 'node:*', 'dayjs'] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage'],
    },
  },
  {
    // Route paths live in src/shared/paths.ts: a feature or component names them from there, so
    // that a path changes in one place.
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(admin|login|signup|forgot)(\\/|\\?|$)/]',
          message: 'Use `paths` from src/shared/paths.ts for a route path.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/(admin|login|signup|forgot)(\\/|\\?|$)/]',
          message: 'Use `paths` from src/shared/paths.ts for a route path.',
        },
      ],
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
