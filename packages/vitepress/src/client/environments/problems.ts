// What stops a form with `{{variables}}` from being sent, said in one sentence for the panel.
// Apart from the resolver, so the panel's up-front part can say it without loading that.
import type { FormField, ToolsWords } from '../i18n/en/tools'

/** What resolving a form found wrong, and where (see resolveForm.ts). */
export interface FormProblems {
  unknown: string[]
  cycles: string[][]
  /** For each problem name, the fields it was met in. */
  where?: Record<string, FormField[]>
}

/**
 * Why a form is not sent: its unknown names and its cycles, each with the fields it is in, in
 * the words of `t` (the tools' catalog in the page's language).
 */
export function problemText(
  { unknown, cycles, where }: FormProblems,
  t: Pick<ToolsWords, 'variablesNotSent'>,
): string {
  const fields = (name: string) => where?.[name] ?? []
  return t.variablesNotSent(
    unknown.map((name) => ({ name, fields: fields(name) })),
    cycles.map((names) => ({ names, fields: fields(names[0]!) })),
  )
}
