import type { Plugin } from 'vitepress'
import { OAUTH_REDIRECT_PAGE } from '../../shared/links'
import { OAUTH_CALLBACK_KEY, OAUTH_CHANNEL, OAUTH_PENDING_KEY } from '../../shared/oauth'

// The page an authorization server sends the reader back to (RFC 6749 section 3.1.2). It runs
// before, and without, the site's bundle: it finds the waiting authorization by its `state`, then
// hands the answer to the panel that asked: over a BroadcastChannel when the panel opened it as a
// popup (the popup's sessionStorage is a copy of the opener's, made by window.open, HTML Living
// Standard "auxiliary browsing contexts"), or by storing it and going back to the page it came
// from. It never reads the code itself: the panel checks `state` and exchanges the code.
const SCRIPT = `(() => {
  const out = document.getElementById('status')
  const url = new URL(location.href)
  const answer = new URLSearchParams(url.search.length > 1 ? url.search : url.hash.slice(1))
  const state = answer.get('state')
  let pending = {}
  try { pending = JSON.parse(sessionStorage.getItem(${JSON.stringify(OAUTH_PENDING_KEY)}) || '{}') } catch {}
  const entry = state && pending[state]
  if (!entry) {
    out.textContent = 'No sign-in from this site is waiting for this answer (it may have been used already). Go back to the page and press Authorize again.'
    return
  }
  if (entry.mode === 'popup') {
    delete pending[state]
    sessionStorage.setItem(${JSON.stringify(OAUTH_PENDING_KEY)}, JSON.stringify(pending))
    const channel = new BroadcastChannel(${JSON.stringify(OAUTH_CHANNEL)})
    channel.postMessage({ state, url: location.href })
    channel.close()
    out.textContent = 'Done: you can close this window.'
    window.close()
    return
  }
  const back = new URL(entry.returnTo, location.href)
  if (back.origin !== location.origin) {
    out.textContent = 'The page to go back to is not on this site.'
    return
  }
  sessionStorage.setItem(${JSON.stringify(OAUTH_CALLBACK_KEY)}, location.href)
  location.replace(back.href)
})()`

/** The redirect page's HTML. */
export function oauthRedirectPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>Signing in…</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem}@media (prefers-color-scheme:dark){body{background:#1b1b1f;color:#dfdfd6}}</style>
</head>
<body>
<p id="status" role="status">Signing in…</p>
<script>${SCRIPT}</script>
</body>
</html>
`
}

/**
 * The Vite plugin that serves the OAuth redirect page at `<base>oauth-redirect.html`, in
 * `vitepress dev` and in the built site.
 */
export function oauthRedirectPlugin(): Plugin {
  let base = '/'
  let ssr = false
  return {
    name: 'vitepress-api-docs:oauth-redirect',
    configResolved(config) {
      base = config.base
      ssr = Boolean(config.build.ssr)
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split(/[?#]/)[0]
        if (path !== `${base}${OAUTH_REDIRECT_PAGE}`) return next()
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'no-store')
        res.end(oauthRedirectPage())
      })
    },
    generateBundle() {
      // VitePress builds the client, then the server renderer: the page belongs to the first.
      if (ssr) return
      this.emitFile({ type: 'asset', fileName: OAUTH_REDIRECT_PAGE, source: oauthRedirectPage() })
    },
  }
}
