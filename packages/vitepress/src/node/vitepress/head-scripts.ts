import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { SiteConfig } from 'vitepress'

// VitePress puts two inline scripts of its own in every page's head (the dark-mode and macOS
// checks, `resolveSiteDataHead` in its config code) and minifies them with esbuild as it writes
// each page (`renderHead` in its build): two round trips to esbuild's service a page for the same
// text every time, about 0.6 ms a page on the thread that writes the pages, which render threads
// wait on. So a build minifies them once, with the Vite (and esbuild) VitePress uses, lets
// VitePress write a placeholder tag in their place, and puts them back as VitePress writes them.

/** VitePress's own inline scripts, by the `id` it gives them. */
const OWN_SCRIPTS = new Set(['check-dark-mode', 'check-mac-os'])

const PLACEHOLDER = 'vitepress-api-docs-inline-script'

/** Minifies an inline script as VitePress does (with its Vite's minifier). */
export type Minify = (code: string) => Promise<string>

/**
 * Takes VitePress's own inline scripts out of the site's head, minified once; returns what puts
 * them back into a page's HTML, or undefined (head untouched) when there is none or no minifier.
 */
export async function takeOwnScripts(
  site: SiteConfig,
  minify: Minify = vitepressMinify(site.root),
): Promise<((html: string) => string) | undefined> {
  const head = site.site.head
  const found = head.flatMap(([tag, attrs, code], index) =>
    tag === 'script' &&
    typeof code === 'string' &&
    Object.keys(attrs).join() === 'id' &&
    OWN_SCRIPTS.has(attrs.id!)
      ? [{ index, id: attrs.id!, code }]
      : [],
  )
  if (!found.length) return undefined
  let scripts: { placeholder: string; html: string }[]
  try {
    scripts = await Promise.all(
      found.map(async ({ id, code }, n) => ({
        placeholder: `<meta name="${PLACEHOLDER}" content="${n}">`,
        // As VitePress's `renderHead` writes it; these ids need no escaping.
        html: `<script id="${id}">${await minify(code)}</script>`,
      })),
    )
  } catch {
    return undefined
  }
  found.forEach(({ index }, n) => (head[index] = ['meta', { name: PLACEHOLDER, content: `${n}` }]))
  return (html) =>
    scripts.reduce(
      (out, { placeholder, html: script }) => out.replace(placeholder, () => script),
      html,
    )
}

type TransformWithEsbuild = (
  code: string,
  file: string,
  options: { minify: boolean },
) => Promise<{ code: string }>

/** Vite 8's minifier (Oxc), which VitePress 2.0's `renderHead` calls as `minify(file, code)`. */
type ViteMinify = (file: string, code: string) => Promise<{ code: string }>

/** The exports of VitePress's own Vite that minify: one or the other, by Vite's major. */
interface ViteMinifiers {
  minify?: ViteMinify
  transformWithEsbuild?: TransformWithEsbuild
}

/**
 * The minifier of VitePress's own Vite, found from the site's root as VitePress is, called as
 * VitePress calls it: `minify` on VitePress 2.0 (Vite 8, where `transformWithEsbuild` is
 * deprecated), `transformWithEsbuild` on 1.6 (Vite 5).
 */
function vitepressMinify(root: string): Minify {
  let vite: Promise<ViteMinifiers> | undefined
  return async (code) => {
    const { minify, transformWithEsbuild } = await (vite ??= importVite(root))
    const result = minify
      ? await minify('inline-script.js', code)
      : await transformWithEsbuild!(code, 'inline-script.js', { minify: true })
    return result.code.trim()
  }
}

async function importVite(root: string): Promise<ViteMinifiers> {
  const vitepress = createRequire(join(root, 'package.json')).resolve('vitepress/package.json')
  const manifest = createRequire(vitepress).resolve('vite/package.json')
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, string | { import?: string | { default?: string } }>
  }
  const main = exports['.']
  const entry =
    typeof main === 'string'
      ? main
      : typeof main?.import === 'string'
        ? main.import
        : main?.import?.default
  if (!entry) throw new Error(`vitepress-api-docs: no ESM entry in ${manifest}`)
  return (await import(pathToFileURL(join(dirname(manifest), entry)).href)) as ViteMinifiers
}
