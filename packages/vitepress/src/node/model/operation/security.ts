import type {
  OAuthFlowModel,
  SecurityRequirementModel,
  SecuritySchemeModel,
} from '../../../shared/model'
import { renderMarkdown } from '../../markdown/render'
import type { RefResolver } from '../refs/refs'

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
    // OpenAPI 3.2 adds `deprecated`; read whatever version the description says it is.
    const base = {
      key,
      ...(description ? { description } : {}),
      ...(raw.deprecated === true ? { deprecated: true as const } : {}),
    }
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
        out.push({
          ...base,
          type: 'oauth2',
          flows: oauthFlows(raw.flows as Raw | undefined),
          // OpenAPI 3.2: RFC 8414 metadata, read by the try-it for the endpoints flows leave out.
          ...(typeof raw.oauth2MetadataUrl === 'string' && raw.oauth2MetadataUrl
            ? { oauth2MetadataUrl: raw.oauth2MetadataUrl }
            : {}),
        })
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

/**
 * The registered extensions that bring OpenAPI 3.2's device authorization flow to 3.0 and 3.1
 * descriptions (OpenAPI Extension Registry: `x-oai-deviceAuthorization`,
 * `x-oai-deviceAuthorizationUrl`), read as the 3.2 fields they stand for.
 */
const DEVICE_FLOW_EXTENSION = 'x-oai-deviceAuthorization'
const DEVICE_URL_EXTENSION = 'x-oai-deviceAuthorizationUrl'

function oauthFlows(flows: Raw | undefined): OAuthFlowModel[] {
  const entries = Object.entries(flows ?? {})
  const hasDeviceFlow = entries.some(([flow]) => flow === 'deviceAuthorization')
  return entries.map(([name, value]) => {
    const raw = (value ?? {}) as Raw
    const flow = name === DEVICE_FLOW_EXTENSION && !hasDeviceFlow ? 'deviceAuthorization' : name
    const model: OAuthFlowModel = { flow, scopes: (raw.scopes ?? {}) as Record<string, string> }
    for (const key of ['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const)
      if (typeof raw[key] === 'string') model[key] = raw[key]
    const device = raw.deviceAuthorizationUrl ?? raw[DEVICE_URL_EXTENSION]
    if (flow === 'deviceAuthorization' && typeof device === 'string')
      model.deviceAuthorizationUrl = device
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
