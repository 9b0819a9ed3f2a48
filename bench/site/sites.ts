import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** GitHub's REST API description: 13 MB, 1,223 operations, 969 schemas. */
export const GITHUB_SPEC = fileURLToPath(
  new URL('../../node_modules/@octokit/openapi/generated/api.github.com.json', import.meta.url),
)

const out = fileURLToPath(new URL('../.out/api-docs-github/', import.meta.url))

/** Writes a fresh site folder (files by relative path) and returns its root. */
export function writeSite(name: string, files: Record<string, string>, base = out): string {
  const root = join(base, name)
  rmSync(root, { recursive: true, force: true })
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const json = (value: unknown) => JSON.stringify(value)

/**
 * The GitHub API served by our plugin under `/github`, as its README tells a site to.
 * `BENCH_NO_LLMS=1` leaves out llms.txt and the Markdown twins, to see what they cost.
 */
export function ourSite(): string {
  const llms = process.env.BENCH_NO_LLMS === '1' ? '\n    llms: false,' : ''
  return writeSite('ours', {
    '.vitepress/config.ts': `import { defineConfig } from 'vitepress'
import { apiDocs } from 'vitepress-api-docs/node'

export default defineConfig({
  title: 'GitHub REST API',
  extends: await apiDocs({
    specs: [{ name: 'github', spec: ${json(GITHUB_SPEC)}, prefix: '/github' }],${llms}
  }),
})
`,
    '.vitepress/theme/index.ts': `import DefaultTheme from 'vitepress/theme'
import { withApiDocs } from 'vitepress-api-docs/client'

export default withApiDocs(DefaultTheme)
`,
    'index.md': '# GitHub REST API\n',
  })
}

/** Plain VitePress: the default theme and one page, what every site loads anyway. */
export function plainSite(): string {
  return writeSite('plain', {
    '.vitepress/config.ts': `import { defineConfig } from 'vitepress'

export default defineConfig({ title: 'Plain VitePress' })
`,
    'index.md': '# Plain VitePress\n\nOne page.\n',
  })
}

/**
 * The same API with `vitepress-openapi`, one page per operation, following its docs
 * ("Pages by Operation"): the spec set in the theme, a `[operationId]` dynamic route, its sidebar.
 */
export function theirSite(): string {
  return writeSite('theirs', {
    '.vitepress/config.ts': `import { readFileSync } from 'node:fs'
import { defineConfig } from 'vitepress'
import { useSidebar } from 'vitepress-openapi'

const spec = JSON.parse(readFileSync(${json(GITHUB_SPEC)}, 'utf8'))

export default defineConfig({
  title: 'GitHub REST API',
  themeConfig: {
    sidebar: useSidebar({ spec, linkPrefix: '/operations/' }).generateSidebarGroups(),
  },
})
`,
    '.vitepress/theme/index.ts': `import DefaultTheme from 'vitepress/theme'
import { theme, useOpenapi } from 'vitepress-openapi/client'
import 'vitepress-openapi/dist/style.css'
import spec from '@octokit/openapi/generated/api.github.com.json'

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    useOpenapi({ spec })
    theme.enhanceApp({ app })
  },
}
`,
    'operations/[operationId].paths.ts': `import { readFileSync } from 'node:fs'
import { usePaths } from 'vitepress-openapi'

const spec = JSON.parse(readFileSync(${json(GITHUB_SPEC)}, 'utf8'))

export default {
  paths() {
    return usePaths({ spec })
      .getPathsByVerbs()
      .map(({ operationId, summary }) => ({ params: { operationId, pageTitle: summary } }))
  },
}
`,
    'operations/[operationId].md': `---
aside: false
outline: false
---

<script setup lang="ts">
import { useData, useRoute } from 'vitepress'

const route = useRoute()
const { isDark } = useData()
const operationId = route.data.params.operationId
</script>

<OAOperation :operationId="operationId" :isDark="isDark" />
`,
    'index.md': '# GitHub REST API\n',
  })
}
