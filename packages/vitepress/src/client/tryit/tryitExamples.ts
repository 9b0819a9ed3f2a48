import { fieldValue, type TryItConfig } from './tryit'

/** The examples the reader chose for a try-it panel: the body's, and each parameter's value. */
export interface ChosenExamples {
  /** The chosen body example's value; undefined leaves the panel's body as it is. */
  body?: unknown
  /** Parameter values by `<in> <name>` (`query limit`). */
  params: Record<string, string>
}

/**
 * The panel's set-up with the chosen examples in: the body (or, for a form body, its fields)
 * and the values of the parameters that have named examples.
 */
export function withChosenExamples(config: TryItConfig, chosen: ChosenExamples): TryItConfig {
  const form =
    config.contentType === 'application/x-www-form-urlencoded' ||
    config.contentType === 'multipart/form-data'
  const fields =
    form && chosen.body && typeof chosen.body === 'object' && !Array.isArray(chosen.body)
      ? (chosen.body as Record<string, unknown>)
      : {}
  const data = config.data.map((item) => {
    const param = chosen.params[`${item.type} ${item.name}`]
    if (param !== undefined) return { ...item, value: fieldValue(param, item.shape) }
    // Form fields are the body's properties; a file field keeps its file.
    if (item.type === 'text' && Object.hasOwn(fields, item.name)) {
      const value = fields[item.name]
      return { ...item, value: typeof value === 'string' ? value : JSON.stringify(value) }
    }
    return item
  })
  const result = { ...config, data }
  if (!form && chosen.body !== undefined)
    result.body =
      typeof chosen.body === 'string' ? chosen.body : JSON.stringify(chosen.body, null, 2)
  return result
}
