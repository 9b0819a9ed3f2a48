import { yaml } from '../description/yaml'
import { scanSpecBytes } from './json-index'
import { indexDocument, type JsonObject, type SpecIndex } from './spec-index'

function firstByte(bytes: Buffer): number | undefined {
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0
  while (bytes[i] === 32 || bytes[i] === 10 || bytes[i] === 13 || bytes[i] === 9) i++
  return bytes[i]
}

/**
 * Indexes one version of a description: OpenAPI 3 JSON is scanned (its unchanged pieces
 * against `previous`, the version before, by comparing bytes); YAML and Swagger 2.0 are parsed.
 */
export async function indexSpecText(
  text: string | Buffer,
  file: string,
  previous?: SpecIndex,
): Promise<SpecIndex> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text
  if (!/\.ya?ml$/i.test(file) && firstByte(bytes) === 123) {
    const scanned = scanSpecBytes(bytes, previous)
    if (scanned) return scanned
  }
  const source = (typeof text === 'string' ? text : text.toString('utf8')).replace(/^\uFEFF/, '')
  const parsed: unknown = /\.json$/i.test(file) ? JSON.parse(source) : yaml().parse(source)
  if (!parsed || typeof parsed !== 'object') throw new Error('not an OpenAPI description')
  let document = parsed as JsonObject
  if (document.swagger !== undefined && document.openapi === undefined) {
    // CommonJS and large: loaded only for Swagger 2.0 files, as load.ts does.
    const { default: swagger2openapi } = await import('swagger2openapi')
    // YAML's unquoted `swagger: 2.0` is the number 2; the converter wants the string.
    const result = await swagger2openapi.convertObj({ ...document, swagger: '2.0' } as never, {
      patch: true,
      warnOnly: true,
      resolve: false,
    })
    document = result.openapi as unknown as JsonObject
  }
  return indexDocument(document)
}
