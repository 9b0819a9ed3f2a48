import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vitest/config'

// Three projects, picked by where a test lives:
// - unit: framework-free code (core, server, bench helpers) in Node
// - dom:  Vue components and composables in jsdom
// - e2e:  a real Chromium driven by playwright-core against built pages and the local server
export default defineConfig({
  plugins: [vue()],
  test: {
    // A limit guards against hangs, it measures nothing: property tests (fast-check) took 5-10 s
    // each when other jobs shared the two cores, past Vitest's default 5 s. Speed is bench/'s job.
    testTimeout: 60_000,
    // Hooks alike: a file's set-up (the default theme's 90 components compiled) passed Vitest's
    // default 10 s with a load average of 8.
    hookTimeout: 60_000,
    // Two files at a time, one per core, in every project (Vitest runs projects with one worker
    // count side by side). An e2e file spends much of its time building a site or waiting on a
    // server, so a second file fills that time; builds that files share are made once, under a
    // lock (e2e/build-lock.ts).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/build/**/*.test.ts',
            'server/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'docs/**/*.test.ts',
          ],
          exclude: [
            'packages/*/src/components/**',
            'packages/*/src/composables/**',
            'packages/vitepress/src/client/**',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [
            'packages/*/src/components/**/*.test.ts',
            'packages/*/src/composables/**/*.test.ts',
            'packages/vitepress/src/client/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // Three pages and three axe audits in one test passed 30 s at a load average of 30+.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
