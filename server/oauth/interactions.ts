import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { DEMO_CREDENTIALS } from '../credentials.ts'
import { readBody, sendBody } from '../http.ts'
import { escapeHtml } from './provider.ts'

// The sign-in and consent pages of the demo authorization server. oidc-provider leaves these to
// the application (its "interactions"): the provider says which prompt is due, the page asks the
// person, and `interactionFinished` sends the browser back to the authorization endpoint.

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2328;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}input{background:#161b22;color:inherit}}
label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.4rem;font:inherit;box-sizing:border-box;border:1px solid #8c959f;border-radius:4px}
button{font:inherit;padding:.4rem 1rem;margin-right:.5rem;border-radius:4px;border:1px solid #8c959f;cursor:pointer}
button[value=allow],button[value=login],button.primary{background:#0969da;color:#fff;border-color:#0969da}.error{color:#cf222e}code{font-size:.9em}.user-code{font-size:1.6em;letter-spacing:.08em}`

/** A page of the demo authorization server: `title`, then `body` (HTML, escaped by the caller). */
export function pageHtml(title: string, body: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)} · Demo authorization server</title><style>${STYLE}</style><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
}

function page(res: ServerResponse, title: string, body: string, status = 200): void {
  const html = pageHtml(title, body)
  sendBody(res, status, 'text/html; charset=utf-8', html, { 'Cache-Control': 'no-store' })
}

function loginForm(action: string, client: string, error?: string): string {
  const { oauthUser, oauthPassword } = DEMO_CREDENTIALS
  return `<p><strong>${escapeHtml(client)}</strong> asks you to sign in to the demo authorization server.</p>
<p>Demo account: <code>${escapeHtml(oauthUser)}</code> / <code>${escapeHtml(oauthPassword)}</code></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label>Username <input name="username" autocomplete="username" autofocus></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button name="action" value="login">Sign in</button><button name="action" value="cancel">Cancel</button>
</form>`
}

function consentForm(action: string, client: string, scopes: string[]): string {
  const items = scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`).join('')
  return `<p><strong>${escapeHtml(client)}</strong> asks for access to your account${items ? ':' : '.'}</p>
${items ? `<ul>${items}</ul>` : ''}
<form method="post" action="${escapeHtml(action)}">
<button name="action" value="allow">Allow</button><button name="action" value="deny">Deny</button>
</form>`
}

/** The scopes a consent prompt asks for: OpenID ones and the resource server's, in order. */
function requestedScopes(details: Record<string, unknown>): string[] {
  const oidc = (details.missingOIDCScope as string[] | undefined) ?? []
  const resources = Object.values((details.missingResourceScopes ?? {}) as Record<string, string[]>)
  return [...new Set([...oidc, ...resources.flat()])]
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'))
}

/** Answers `GET` (the page) and `POST` (the person's answer) of one interaction. */
export async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  action: string,
): Promise<void> {
  const details = await provider.interactionDetails(req, res)
  const client = await provider.Client.find(String(details.params.client_id))
  const clientName = String(client?.clientName ?? details.params.client_id)
  const prompt = details.prompt.name
  if (req.method !== 'POST') {
    if (prompt === 'login') return page(res, 'Sign in', loginForm(action, clientName))
    return page(
      res,
      'Allow access?',
      consentForm(action, clientName, requestedScopes(details.prompt.details)),
    )
  }
  const form = await readForm(req)
  const answer = form.get('action')
  if (answer === 'cancel' || answer === 'deny') {
    // RFC 6749 section 4.1.2.1: the client learns of the refusal as `access_denied`.
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user denied the request.' },
      { mergeWithLastSubmission: false },
    )
  }
  if (prompt === 'login') {
    const { oauthUser, oauthPassword } = DEMO_CREDENTIALS
    if (form.get('username') !== oauthUser || form.get('password') !== oauthPassword) {
      return page(res, 'Sign in', loginForm(action, clientName, 'Wrong username or password.'), 401)
    }
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: oauthUser } },
      { mergeWithLastSubmission: false },
    )
  }
  const { session, params, grantId } = details
  const grant = grantId
    ? await provider.Grant.find(grantId)
    : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) })
  if (!grant) throw new Error(`Grant ${grantId} has expired; start again.`)
  const missing = details.prompt.details
  const oidcScopes = missing.missingOIDCScope as string[] | undefined
  if (oidcScopes) grant.addOIDCScope(oidcScopes.join(' '))
  const oidcClaims = missing.missingOIDCClaims as string[] | undefined
  if (oidcClaims) grant.addOIDCClaims(oidcClaims)
  const resourceScopes = missing.missingResourceScopes as Record<string, string[]> | undefined
  for (const [indicator, scopes] of Object.entries(resourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '))
  const saved = await grant.save()
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId: saved } },
    { mergeWithLastSubmission: true },
  )
}
