import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import vue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'e2e/.artifacts/**',
      'bench/.out/**',
      '**/.vitepress/cache/**',
      'e2e/.shot.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    // TypeScript checks names itself; no-undef does not know DOM types such as RequestInit.
    files: ['**/*.ts', '**/*.vue'],
    rules: { 'no-undef': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Untrusted text (responses, headers, spec descriptions) must never become HTML.
      'vue/no-v-html': 'error',
    },
  },
  {
    // Before the core's rule below, which replaces this one for core files (they import no Vue).
    files: ['packages/playground/src/**/*.{ts,vue}'],
    ignores: ['**/onDemand.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'vue',
              importNames: ['defineAsyncComponent'],
              message:
                "Use onDemand() from components/onDemand.ts: without it, esbuild's default build renders nothing.",
            },
          ],
        },
      ],
    },
  },
  {
    // The framework-free core: no Vue, no Node built-ins (it runs in browsers and Node alike).
    files: ['packages/playground/src/core/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testUtils.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        // `**/` at the front: a file one folder deeper (core/curl/*) is held to the same rule.
        { patterns: ['vue', '@vue/*', 'node:*', '**/components/**', '**/composables/**'] },
      ],
    },
  },
  {
    // The node side of the VitePress plugin never runs in the browser; its client never imports
    // node modules (VitePress's own layering).
    files: ['packages/vitepress/src/client/**/*.{ts,vue}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', '**/node/**'] }],
    },
  },
  {
    // The build-time side reaches the browser's code only through Vite, by file path.
    files: ['packages/vitepress/src/node/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/client/**'] }] },
  },
  {
    files: ['packages/vitepress/src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        // At any depth: shared/search/* is held to the same rule as shared/*.
        { patterns: ['node:*', 'vue', 'vitepress', '**/node/**', '**/client/**'] },
      ],
    },
  },
  prettier,
)
