import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', '.data', 'web/dist', 'dist', 'cdk.out', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Handlers and core must not know which runtime they run on.
    files: ['lambdas/core/**', 'lambdas/http/**', 'lambdas/jobs/**', 'lambdas/triggers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'dynalite',
                'cognito-local',
                's3rver',
                'local-aws-sqs',
                '**/adapters/local/**',
                '**/bin/**',
              ],
              message: 'Handlers and core never import an emulator or a local adapter.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lambdas/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', 'stripe', 'grammy', '**/adapters/**'],
              message: 'The core imports no SDK: use a port.',
            },
          ],
        },
      ],
    },
  },
);
