import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mustBuild } from './child-build'

const fixture = fileURLToPath(new URL('./api-docs-site/', import.meta.url))
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

/** A built and served copy of the API docs fixture site, and how to stop serving it. */
export interface ServedSite {
  url: string
  close: () => void
}

/**
 * Builds a copy of the fixture site (inside the repository, so that it resolves the workspace's
 * packages; one per process, so that no other test's build writes into it) and serves it on a
 * free port of 127.0.0.1, with clean URLs as VitePress's own `serve` has them.
 */
export async function buildSearchSite(): Promise<ServedSite> {
  const root = fileURLToPath(new URL(`./.artifacts/search-site-${process.pid}/`, import.meta.url))
  mkdirSync(root, { recursive: true })
  cpSync(fixture, root, {
    recursive: true,
    filter: (src) => !/[\\/]\.vitepress[\\/](dist|cache|\.temp)/.test(src),
  })
  await mustBuild(root, { logLevel: 'warn' })
  const dist = join(root, '.vitepress/dist')
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file = [path, `${path}.html`, join(path, 'index.html')]
      .map((candidate) => join(dist, candidate))
      .find(
        (candidate) =>
          candidate.startsWith(dist) && existsSync(candidate) && statSync(candidate).isFile(),
      )
    if (!file) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}
