import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The middle value (the mean of the two middle ones for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The plugin's own time, from its `N pages generated in M ms` log line; undefined if absent. */
export function pluginMs(log: string): number | undefined {
  const match = /vitepress-api-docs: \d+ pages generated in (\d+) ms/.exec(log)
  return match ? Number(match[1]) : undefined
}

/** What the plugin logged of writing llms.txt and the Markdown twins, in ms. */
export function llmsMs(log: string): number | undefined {
  const match = /vitepress-api-docs: llms\.txt and \d+ Markdown pages written in (\d+) ms/.exec(log)
  return match ? Number(match[1]) : undefined
}

/** Total bytes of the files under `dir`. */
export function folderSize(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0)
}

/** Sizes of the `.html` files under `dir`, except those whose file name is in `except`. */
export function htmlSizes(dir: string, except: readonly string[] = []): number[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.html') && !except.includes(entry.name),
    )
    .map((entry) => statSync(join(entry.parentPath, entry.name)).size)
}
