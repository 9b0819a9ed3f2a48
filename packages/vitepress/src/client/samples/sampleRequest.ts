import type { AuthSetting, BuildRequestOptions } from 'vue-api-playground'
import type { TryItConfig } from '../tryit/tryit'

// What a code sample is made from, without the code that makes it (samples.ts, loaded on demand).

/**
 * The request a try-it panel's `config` makes, sent with `auth`, as the playground's form reports
 * it (`form-change`): what `formSampleCode` writes.
 */
export function sampleForm(
  config: TryItConfig,
  auth: AuthSetting | undefined,
): BuildRequestOptions {
  return {
    url: config.path,
    method: config.method,
    data: config.data,
    headers: config.headers,
    contentType: config.contentType,
    body: config.body,
    auth,
  }
}

/** No credentials, however said (`undefined`, `{ type: 'none' }`, an empty list): one value. */
function authKey(auth: AuthSetting | undefined): unknown {
  const list = (Array.isArray(auth) ? auth : [auth]).filter(
    (item) => item !== undefined && item.type !== 'none',
  )
  return list.length ? list : null
}

/**
 * What a sample's text depends on, as a string: two requests with the same key make the same
 * sample. The page's request (`sampleForm`) and the panel's form for it (which adds the fields'
 * labels, empty defaults and its chosen server) have one key, so the samples know when the text the
 * server rendered is still right and their code need not load.
 */
export function sampleKey(form: BuildRequestOptions, language: string, server: string): string {
  return JSON.stringify([
    language,
    server,
    form.method.toLowerCase(),
    form.url,
    (form.data ?? []).map((item) => [
      item.type ?? 'text',
      item.name,
      item.value,
      item.omitEmpty ?? false,
      item.shape ?? '',
      item.style ?? '',
      item.explode ?? null,
      item.allowReserved ?? false,
      item.mediaType ?? '',
    ]),
    Object.entries(form.headers ?? {}),
    form.contentType ?? '',
    form.body ?? '',
    authKey(form.auth),
    Object.entries(form.files ?? {}).map(([name, files]) => [name, files.length]),
  ])
}
