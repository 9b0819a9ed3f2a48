import { reindentJson } from '../packages/playground/src/components/ResponseBody/large/jsonFormatter'
import { createJsonLineIndex } from '../packages/playground/src/components/ResponseBody/large/jsonLineIndex'
import { parseCurl, toCurl } from '../packages/playground/src/core/curl/index'
import { tokenizeJson } from '../packages/playground/src/core/highlight'
import { median, spreadFigure } from './spread'
import type { Benchmark, Figure } from './types'

const RUNS = 5
// Figures over many inputs (the slowest one counts) take three runs of each, to keep the
// benchmark near a minute on a busy machine.
const EACH_INPUT_RUNS = 3
const ms = (value: number) => `${value.toFixed(0)} ms`

/** How long `work` takes, once per run, in milliseconds. */
function time(runs: number, work: () => unknown): number[] {
  return Array.from({ length: runs }, () => {
    const started = performance.now()
    work()
    return performance.now() - started
  })
}

/** The input whose median time is highest, of several timed the same way. */
function slowest(
  runs: number,
  inputs: readonly (readonly [string, string])[],
  work: (input: string) => unknown,
) {
  const timed = inputs.map(([name, input]) => ({ name, times: time(runs, () => work(input)) }))
  return timed.reduce((worst, next) => (median(next.times) > median(worst.times) ? next : worst))
}

/** A compact JSON document of about `megabytes` MB (as the component tests' `bigJson`). */
function bigJson(megabytes: number): string {
  const row = { id: 0, name: 'item name with some text', tags: ['a', 'b'], active: true, n: null }
  const count = Math.ceil((megabytes * 1024 * 1024) / (JSON.stringify(row).length + 1))
  return JSON.stringify(Array.from({ length: count }, (_, id) => ({ ...row, id })))
}

// The inputs of highlight.test.ts; 10 s is the budget that test held each to while it timed them.
const prettyJson5Mb = JSON.stringify(
  Array.from({ length: 60_000 }, () => ({
    id: 12345,
    name: 'Ada "the first" Lovelace',
    tags: ['a', 'b'],
    ok: true,
    x: null,
  })),
  null,
  2,
)
const pathologicalJson = [
  ['unterminated quotes on one line', '"\\'.repeat(2_500_000)],
  ['one huge unterminated string', `"${'a'.repeat(5_000_000)}`],
  ['many strings separated by whitespace', '"a"   '.repeat(800_000)],
  ['a huge bare word', '1'.repeat(5_000_000) + 'x'],
  ['only quotes', '"'.repeat(5_000_000)],
] as const

// The inputs of parse-curl.property.test.ts (about 200 KB each, built to defeat a parser that
// rescans); 1 s is the budget that test held each to while it timed them.
const N = 100_000
const adversarialCurl = [
  ['single quotes', "'".repeat(2 * N)],
  ['curl and single quotes', `curl ${"'".repeat(2 * N)}`],
  ['unterminated double quote of backslashes', `curl x -d "${'\\'.repeat(2 * N)}`],
  ['options that take the next option as value', `curl x ${'-H '.repeat(N / 2)}`],
  ['glued short flags', `curl x -${'k'.repeat(2 * N)}`],
  ['long option prefixes', `curl x ${'--a '.repeat(N / 2)}`],
  ['ANSI-C escapes', `curl x -d $'${'\\x41\\u00e9'.repeat(N / 5)}'`],
  ['backslash-blank runs', `curl x \\${' '.repeat(2 * N)}y`],
  ['escaped blanks', `curl x ${'\\ '.repeat(N)}`],
  ['line breaks', `curl x${'\n'.repeat(2 * N)}-k`],
  ['comment lines', `curl x\n${'#\n'.repeat(N)}-k`],
  ['many data pieces', `curl x ${'-d a '.repeat(N / 2.5)}`],
  ['many headers', `curl x ${'-H a:b '.repeat(N / 3)}`],
  ['a long form field', `curl x -F 'a=@${';type=a/b'.repeat(N / 5)}'`],
  ['an unterminated quoted form file', `curl x -F 'a=@"${'\\"'.repeat(N)}'`],
  ['cmd carets', `curl ^"${'^'.repeat(2 * N)}`],
  ['cmd backslashes', `curl ^"${'\\'.repeat(2 * N)}x^"`],
  ['cmd continuations', `curl ^"x^" ${'^\n'.repeat(N)}`],
  ['a prompt of blanks', `${' '.repeat(N)}$${' '.repeat(N)}x`],
  ['a long pipeline', `curl x ${'| a '.repeat(N / 2)}`],
  ['a long here-document', `curl -d @- x <<E\n${'a\n'.repeat(N)}`],
  ['backticks across lines', `curl x ${'`\n'.repeat(N)}`],
  ['lone backticks', `curl x ${'`a'.repeat(N)}\n`],
  ['input redirections', `curl x ${'< '.repeat(N)}`],
] as const

/**
 * The pure functions behind large and adversarial input, in Node: the JSON tokenizer, formatter
 * and line index on megabytes of JSON, and the cURL reader and writer on ~200 KB built to defeat
 * rescanning. Budgets are those the unit tests held them to when they still timed them; the
 * components rendering 5 MB are timed in Chromium by large-body.ts.
 */
export const coreLimits: Benchmark = {
  id: 'core-limits',
  name: 'core limits (tokenizer, JSON formatter, cURL on large and adversarial input, Node)',
  async run() {
    const figures: Figure[] = []
    const rows = Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `item ${i}`, ok: true }))
    const compactRows = JSON.stringify({ rows })
    const compact5Mb = bigJson(5)

    figures.push(
      spreadFigure(
        'tokenizeJson, 5 MB pretty JSON',
        time(RUNS, () => tokenizeJson(prettyJson5Mb)),
        ms,
        { budget: 10_000 },
      ),
    )
    const json = slowest(EACH_INPUT_RUNS, pathologicalJson, tokenizeJson)
    figures.push(
      spreadFigure(`tokenizeJson, slowest 5 MB pathological input (${json.name})`, json.times, ms, {
        budget: 10_000,
      }),
    )
    figures.push(
      spreadFigure(
        'reindentJson, 1.7 MB compact JSON',
        time(RUNS, () => reindentJson(compactRows)),
        ms,
        { budget: 2_000 },
      ),
      spreadFigure(
        'reindentJson, 5 MB compact JSON',
        time(RUNS, () => reindentJson(compact5Mb)),
        ms,
      ),
      spreadFigure(
        'JSON line index, 5 MB compact JSON',
        time(RUNS, () => createJsonLineIndex(compact5Mb).step()),
        ms,
      ),
    )
    const curl = slowest(EACH_INPUT_RUNS, adversarialCurl, parseCurl)
    figures.push(
      spreadFigure(`parseCurl, slowest ~200 KB adversarial input (${curl.name})`, curl.times, ms, {
        budget: 1_000,
      }),
    )
    const quotes = "'".repeat(2 * N)
    figures.push(
      spreadFigure(
        'toCurl then parseCurl, 200 KB of single quotes',
        time(EACH_INPUT_RUNS, () =>
          parseCurl(toCurl({ url: quotes, method: 'POST', headers: { A: quotes }, body: quotes })),
        ),
        ms,
        { budget: 1_000 },
      ),
    )
    return figures
  },
}
