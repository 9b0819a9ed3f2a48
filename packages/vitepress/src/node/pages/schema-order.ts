// The order of a spec's schemas in its sidebar: alphabetical. A description lists them in the
// order its authors wrote them, which is hard to scan at ShipEngine's 253.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Compares schema names alphabetically, case aside, with numbers by value (`Pet2` before `Pet10`). */
export function compareSchemaNames(a: string, b: string): number {
  // Names that differ only in case (`pet`, `Pet`) keep one order, whatever the input's.
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}
