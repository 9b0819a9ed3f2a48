import { OPERATION_METHODS, type OperationMethod } from '../../shared/model'

type Raw = Record<string, unknown>

const isObject = (value: unknown): value is Raw =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/** An HTTP method token (RFC 9110, 9.1 and 5.6.2: one or more `tchar`). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

/**
 * Why a key of `additionalOperations` cannot name an operation, or undefined when it can. The
 * map "MUST NOT contain any entry for the methods that can be defined by other fixed fields"
 * (OpenAPI 3.2.0, Path Item Object): `POST` there is a mistake for `post`.
 */
export function additionalMethodProblem(method: string): string | undefined {
  if (!TOKEN.test(method)) return 'is not an HTTP method token (RFC 9110, section 9.1)'
  const fixed = method.toLowerCase()
  if ((OPERATION_METHODS as readonly string[]).includes(fixed))
    return `is a fixed field of the path item: write it as \`${fixed}\``
  return undefined
}

/**
 * The operations of a path item, in the model's order: the fixed fields (`get` … `query`), then
 * `additionalOperations` (OpenAPI 3.2) in the description's order, each by its key as written.
 * A key `additionalMethodProblem` refuses is passed to `refuse`, or else skipped.
 */
export function* pathItemOperations(
  pathItem: Raw,
  refuse?: (method: string, why: string) => void,
): Generator<[OperationMethod, Raw]> {
  for (const method of OPERATION_METHODS) {
    const raw = pathItem[method]
    if (isObject(raw)) yield [method, raw]
  }
  const additional = pathItem.additionalOperations
  if (!isObject(additional)) return
  for (const [method, raw] of Object.entries(additional)) {
    const problem = additionalMethodProblem(method)
    if (problem) {
      refuse?.(method, problem)
      continue
    }
    if (isObject(raw)) yield [method, raw]
  }
}
