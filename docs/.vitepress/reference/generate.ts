import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createReferenceChecker } from './checker'
import { componentDoc } from './components'
import { readmeVariables } from './css-variables'
import { exportedItems } from './exports'
import type { Reference } from './model'
import { COMPONENTS, CSS_VARIABLES_README, ENTRY_POINTS } from './sources'

/** Reads the reference from the packages' sources under `root` (the repository). */
export function generateReference(root: string): Reference {
  const checker = createReferenceChecker(root)
  const components = Object.fromEntries(
    Object.entries(COMPONENTS).map(([name, file]) => [
      name,
      componentDoc(checker, root, name, file),
    ]),
  )
  const program = checker.getProgram()
  if (!program) throw new Error('reference: vue-component-meta made no TypeScript program')
  return {
    components,
    items: exportedItems(program, root, ENTRY_POINTS),
    cssVariables: readmeVariables(readFileSync(resolve(root, CSS_VARIABLES_README), 'utf8')),
  }
}
