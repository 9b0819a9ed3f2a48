import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false
}

/** The file a URL path names in a built VitePress site (`/a/b` is `a/b.html` or `a/b/index.html`). */
async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  const path = normalize(join(root, decodeURIComponent(urlPath)))
  if (!path.startsWith(root)) return undefined
  for (const candidate of [path, `${path}.html`, join(path, 'index.html')])
    if (await isFile(candidate)) return candidate
  return undefined
}

/** A static server for a built site on a free 127.0.0.1 port, uncompressed (gzip is measured apart). */
export async function serveStatic(
  root: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const file = await resolveFile(root, new URL(request.url ?? '/', 'http://x').pathname)
    if (!file) {
      response.writeHead(404).end()
      return
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    response.writeHead(200, { 'content-type': type }).end(await readFile(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
