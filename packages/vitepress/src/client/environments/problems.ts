// What stops a form with `{{variables}}` from being sent, said in one sentence for the panel.
// Apart from the resolver, so the panel's up-front part can say it without loading that.

/** What resolving a form found wrong, and where (see resolveForm.ts). */
export interface FormProblems {
  unknown: string[]
  cycles: string[][]
  /** For each problem name, the fields it was met in. */
  where?: Record<string, string[]>
}

const at = (where: FormProblems['where'], name: string): string =>
  where?.[name]?.length ? ` (in ${where[name].join(', ')})` : ''

/** Why a form is not sent: its unknown names and its cycles, each with the fields it is in. */
export function problemText({ unknown, cycles, where }: FormProblems): string {
  const parts: string[] = []
  if (unknown.length) {
    const names = unknown.map((name) => `{{${name}}}${at(where, name)}`).join(', ')
    parts.push(`no variable named ${names} in the active environment`)
  }
  for (const cycle of cycles) {
    parts.push(`the variables refer to each other: ${cycle.join(' → ')}${at(where, cycle[0]!)}`)
  }
  return `Not sent: ${parts.join('; ')}.`
}
