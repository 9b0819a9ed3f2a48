import type { AuthConfig, AuthSetting, BuildRequestOptions } from 'vue-api-playground'
import type { FormField } from '../i18n/en/tools'
import { createResolver, emptyResolution, mergeResolution, type Resolution } from './resolve'

// A try-it form (what the playground's Send builds from, its `form-change` event) with the
// references of every text field resolved: server, URL, parameters of each location, headers,
// body and credentials. Files are left as they are.

/** A resolved form, what was found, and where each unknown name or cycle was met. */
export interface ResolvedForm extends Resolution {
  form: BuildRequestOptions
  /** For each problem name (unknown, or in a cycle), the fields it was met in. */
  where: Record<string, FormField[]>
}

const IN = new Set(['path', 'query', 'querystring', 'header', 'cookie'])

/** Resolves every text field of a try-it form against a set of variables. */
export function resolveForm(
  form: BuildRequestOptions,
  variables: Readonly<Record<string, string>>,
): ResolvedForm {
  const resolver = createResolver(variables)
  const found = emptyResolution()
  const where: Record<string, FormField[]> = {}
  const one: One = (text, field) => {
    if (text === undefined || !text.includes('{{')) return text
    const result = resolver.resolve(text)
    mergeResolution(found, result)
    for (const name of [...result.unknown, ...result.cycles.map((cycle) => cycle[0]!)]) {
      const list = (where[name] ??= [])
      if (!list.some((known) => JSON.stringify(known) === JSON.stringify(field))) list.push(field)
    }
    return result.value
  }
  const resolved: BuildRequestOptions = {
    ...form,
    url: one(form.url, { kind: 'path' })!,
    ...(form.server !== undefined ? { server: one(form.server, { kind: 'server' }) } : {}),
    ...(form.body !== undefined ? { body: one(form.body, { kind: 'body' }) } : {}),
  }
  if (form.data) {
    resolved.data = form.data.map((item) => ({
      ...item,
      value: one(item.value, {
        kind: 'parameter',
        in: IN.has(item.type ?? '')
          ? (item.type as 'path' | 'query' | 'querystring' | 'header' | 'cookie')
          : 'field',
        name: item.name,
      })!,
    }))
  }
  if (form.headers) {
    resolved.headers = Object.fromEntries(
      Object.entries(form.headers).map(([name, value]) => [
        one(name, { kind: 'headerName', name })!,
        one(value, { kind: 'header', name })!,
      ]),
    )
  }
  if (form.auth) resolved.auth = resolveAuth(form.auth, one)
  return { form: resolved, ...found, where }
}

type One = (text: string | undefined, field: FormField) => string | undefined

function resolveAuth(auth: AuthSetting, one: One): AuthSetting {
  if (Array.isArray(auth)) return (auth as readonly AuthConfig[]).map((item) => authOne(item, one))
  return authOne(auth as AuthConfig, one)
}

/** Each credential field of one auth, resolved; the field names say where a problem was. */
function authOne(auth: AuthConfig, one: One): AuthConfig {
  switch (auth.type) {
    case 'bearer':
      return { ...auth, token: one(auth.token, { kind: 'bearer' }) }
    case 'basic':
    case 'digest':
      return {
        ...auth,
        username: one(auth.username, { kind: 'username', scheme: auth.type }),
        password: one(auth.password, { kind: 'password', scheme: auth.type }),
      }
    case 'http':
      return {
        ...auth,
        credentials: one(auth.credentials, { kind: 'credentials', scheme: auth.scheme }),
      }
    case 'apiKey':
      return { ...auth, value: one(auth.value, { kind: 'apiKey', name: auth.name }) }
    default:
      return auth
  }
}
