import type { HeadConfig, Plugin, SiteConfig } from 'vitepress'

// VitePress 1.x writes each markdown page's data into the page's own Vue `<script>` block as
// `export const __pageData = JSON.parse("...")`, without escaping `</script`: a title, a
// description or an embed's data holding `</script>` (text any OpenAPI description can carry)
// ends that block and fails the build, or worse, turns the rest into template markup. Upstream
// fixed it after 1.6.4 (vuejs/vitepress#5440) the same way as here: `<` written as `\u003c` in
// the JavaScript string, which reads back as the same text.

/** VitePress's page-data line in a markdown page's script block, with its string literal. */
const PAGE_DATA = /(export const __pageData = JSON\.parse\()("(?:[^"\\\n]|\\.)*")\)/

/**
 * The Vue source of a markdown page with every `<` of its page-data string literal escaped, so
 * that no text in the data can close the script block it lands in. Other code is left as it is.
 */
export function escapePageDataScript(vueSource: string): string {
  return vueSource.replace(
    PAGE_DATA,
    (_, start: string, literal: string) => `${start}${literal.replace(/</g, '\\u003c')})`,
  )
}

/** The characters that VitePress's own `<meta name="description">` does not escape. */
const UNSAFE_IN_ATTRIBUTE = /[<>"]/

/**
 * A head entry for a page whose description holds `<`, `>` or `"`: VitePress 1.x writes the
 * description into its `<meta name="description" content="...">` unescaped, but an entry of the
 * head is written with escaped attributes and, being there, replaces VitePress's own.
 */
export function safeDescriptionHead(description: string | undefined): HeadConfig[] {
  return description && UNSAFE_IN_ATTRIBUTE.test(description)
    ? [['meta', { name: 'description', content: description }]]
    : []
}

type TransformHook = Extract<NonNullable<Plugin['transform']>, (...args: never[]) => unknown>

/**
 * The Vite plugin that keeps any page data in its script block and any description in its
 * attribute, whatever the text (see above).
 */
export function safePageDataPlugin(): Plugin {
  // The client and the server build share one site config: its hook is wrapped once.
  const wrappedSites = new WeakSet<SiteConfig>()
  return {
    name: 'vitepress-api-docs:safe-page-data',
    config(config) {
      const site = (config as { vitepress?: SiteConfig }).vitepress
      if (!site || wrappedSites.has(site)) return
      wrappedSites.add(site)
      const own = site.transformHead
      site.transformHead = async (context) => {
        const theirs = (await own?.(context)) ?? []
        return [...theirs, ...safeDescriptionHead(context.description)]
      }
    },
    // VitePress's plugin turns a markdown file into a Vue component in its `transform`, and Vue's
    // plugin compiles that right after, before any later plugin sees it: the only place to fix
    // the script is the output of VitePress's transform, which is wrapped here once.
    configResolved(config) {
      const vitepress = config.plugins.find((plugin) => plugin.name === 'vitepress')
      const hook = vitepress?.transform
      if (!vitepress || !hook) return
      const handler = (typeof hook === 'function' ? hook : hook.handler) as TransformHook
      const wrapped: TransformHook = async function (this: unknown, code, id, options) {
        const result = await handler.call(
          this as ThisParameterType<TransformHook>,
          code,
          id,
          options,
        )
        if (!id.endsWith('.md') || !result) return result
        if (typeof result === 'string') return escapePageDataScript(result)
        return typeof result.code === 'string'
          ? { ...result, code: escapePageDataScript(result.code) }
          : result
      }
      ;(vitepress as { transform: Plugin['transform'] }).transform =
        typeof hook === 'function' ? wrapped : { ...hook, handler: wrapped }
    },
  }
}
