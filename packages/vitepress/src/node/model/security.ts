import type {
  OAuthFlowModel,
  SecurityRequirementModel,
  SecuritySchemeModel,
} from '../../shared/model'
import { renderMarkdown } from '../markdown'
import type { RefResolver } from './refs'

type Raw = Record<string, unknown>

/** The description's security schemes, each in the shape a page shows. */
export function securitySchemes(
  components: Raw | undefined,
  refs: RefResolver,
): SecuritySchemeModel[] {
  const schemes = (components?.securitySchemes ?? {}) as Raw
  const out: SecuritySchemeModel[] = []
  for (const [key, value] of Object.entries(schemes)) {
    const raw = refs.deref(value as Raw)
    const description = renderMarkdown(raw.description as string | undefined)
    const base = description ? { key, description } : { key }
    switch (raw.type) {
      case 'http':
        out.push({
          ...base,
          type: 'http',
          scheme: String(raw.scheme ?? 'bearer').toLowerCase(),
          ...(raw.bearerFormat ? { bearerFormat: String(raw.bearerFormat) } : {}),
        })
        break
      case 'apiKey':
        out.push({
          ...base,
          type: 'apiKey',
          in: raw.in === 'query' || raw.in === 'cookie' ? raw.in : 'header',
          name: String(raw.name ?? ''),
        })
        break
      case 'oauth2':
        out.push({ ...base, type: 'oauth2', flows: oauthFlows(raw.flows as Raw | undefined) })
        break
      case 'openIdConnect':
        out.push({
          ...base,
          type: 'openIdConnect',
          openIdConnectUrl: String(raw.openIdConnectUrl ?? ''),
        })
        break
      case 'mutualTLS':
        out.push({ ...base, type: 'mutualTLS' })
        break
    }
  }
  return out
}

function oauthFlows(flows: Raw | undefined): OAuthFlowModel[] {
  return Object.entries(flows ?? {}).map(([flow, value]) => {
    const raw = (value ?? {}) as Raw
    const model: OAuthFlowModel = { flow, scopes: (raw.scopes ?? {}) as Record<string, string> }
    for (const key of ['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const)
      if (typeof raw[key] === 'string') model[key] = raw[key]
    return model
  })
}

/** An operation's (or the document's) security requirements; `[]` means none needed. */
export function securityRequirements(raw: unknown): SecurityRequirementModel[] {
  if (!Array.isArray(raw)) return []
  return raw.map((requirement) =>
    Object.entries((requirement ?? {}) as Record<string, string[]>).map(([scheme, scopes]) => ({
      scheme,
      scopes: Array.isArray(scopes) ? scopes : [],
    })),
  )
}
