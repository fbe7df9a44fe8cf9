import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'coverage/',
      'bench-out/',
      'reports/',
      '.stryker-tmp/',
      'src/validate/generated/',
      'src/app/init/generated/',
      'src/model/generated/',
      '.observe-emulator/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Type-aware rules over the sources: floating or misused promises, assertions that change
  // nothing, unsafe any, what stringifies as [object Object].
  {
    files: ['src/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // An abort signal's reason, or an error caught, is passed on as it came.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      '@typescript-eslint/only-throw-error': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // Some functions are async for their callers' sake while their body does not wait yet.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['scripts/**', 'bin/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        performance: 'readonly',
        fetch: 'readonly',
      },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable' } },
  },
  // The VS Code extension: CommonJS, as VS Code loads an extension without a build.
  {
    files: ['editors/vscode/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
