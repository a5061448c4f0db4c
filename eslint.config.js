import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A feature never imports a sibling feature; the app layer composes them (style anchors §b1). */
function featureFence(dir) {
  const features = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return features.map((name) => ({
    files: [`${dir}/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: features
            .filter((other) => other !== name)
            .map((other) => ({
              group: [`**/features/${other}/**`, `../${other}/**`],
              message: 'Features do not import each other; compose them in app/.',
            })),
        },
      ],
    },
  }));
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.test-output/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name=/^(it|describe|test)$/][callee.property.name='only']",
          message: 'No .only in committed tests.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...featureFence('apps/server/src/features'),
  ...featureFence('apps/web/src/features'),
);
