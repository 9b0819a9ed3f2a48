// `{{name}}` references to environment variables, resolved in the text of a try-it form's
// fields. Framework-free: the panel, the code samples and Send all resolve through here, so what
// the samples show is what is sent.
//
// The syntax is the one Scalar's and Postman's clients use (`{{ name }}`, spaces allowed inside
// the braces). A literal `{{` is written `{{{{` (four braces stand for two, like `%%` in printf);
// `{{` not followed by a name and `}}` is text as it is and needs no escape.

/** A reference: `{{`, a name of letters, digits, `_`, `-` or `.`, then `}}`; or the `{{{{` escape. */
const TOKEN = /\{\{\{\{|\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g

/** What resolving a text (or a whole form) found. */
export interface Resolution {
  /** The names that were resolved, each once, in the order met. */
  used: string[]
  /** Referenced names no variable has. */
  unknown: string[]
  /** Reference cycles, each as the chain of names (`a → b → a` is `['a', 'b', 'a']`). */
  cycles: string[][]
}

/** A text with its references resolved, and what was found. */
export interface ResolvedText extends Resolution {
  value: string
}

/** True when the text holds a reference or an escape (nothing to do otherwise). */
export function hasReference(text: string): boolean {
  TOKEN.lastIndex = 0
  return TOKEN.test(text)
}

/** True when nothing stops the resolved text from being sent: no unknown name, no cycle. */
export const complete = (found: Resolution): boolean =>
  found.unknown.length === 0 && found.cycles.length === 0

/** An empty resolution, to merge others into. */
export const emptyResolution = (): Resolution => ({ used: [], unknown: [], cycles: [] })

/** Adds what `more` found to `into`, each name and cycle once. */
export function mergeResolution(into: Resolution, more: Resolution): void {
  for (const name of more.used) if (!into.used.includes(name)) into.used.push(name)
  for (const name of more.unknown) if (!into.unknown.includes(name)) into.unknown.push(name)
  for (const cycle of more.cycles) {
    const key = cycle.join('\u0000')
    if (!into.cycles.some((known) => known.join('\u0000') === key)) into.cycles.push(cycle)
  }
}

/**
 * A resolver over one set of variables: a variable's value may itself hold references (nesting),
 * resolved once and remembered. An unknown name, or a reference in a cycle, stays in the text as
 * written (`{{name}}`) and is reported: the caller refuses to send such a text.
 */
export function createResolver(variables: Readonly<Record<string, string>>) {
  const done = new Map<string, ResolvedText>()

  function variable(name: string, chain: string[]): ResolvedText {
    const known = done.get(name)
    if (known) return known
    const at = chain.indexOf(name)
    if (at >= 0) {
      return { value: `{{${name}}}`, used: [], unknown: [], cycles: [[...chain.slice(at), name]] }
    }
    const result = text(variables[name]!, [...chain, name])
    // A value inside a cycle depends on where the walk entered it: remember only clean ones.
    if (result.cycles.length === 0) done.set(name, result)
    return result
  }

  function text(input: string, chain: string[]): ResolvedText {
    const found = emptyResolution()
    const value = input.replace(TOKEN, (match, name: string | undefined) => {
      if (name === undefined) return '{{'
      if (!Object.hasOwn(variables, name) || typeof variables[name] !== 'string') {
        mergeResolution(found, { used: [], unknown: [name], cycles: [] })
        return match
      }
      const inner = variable(name, chain)
      mergeResolution(found, { ...inner, used: [name, ...inner.used] })
      return inner.cycles.length ? match : inner.value
    })
    return { value, ...found }
  }

  return {
    /** The text with every reference resolved, and what was found. */
    resolve: (input: string): ResolvedText => text(input, []),
  }
}

/** Resolves the references of one text against a set of variables. */
export function resolveText(
  input: string,
  variables: Readonly<Record<string, string>>,
): ResolvedText {
  return createResolver(variables).resolve(input)
}
