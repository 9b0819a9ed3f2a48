import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { codeSentences } from './code-sentences'

const repo = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Files whose English literals no reader of the interface sees, each with why: generated code
 * (its comments are the program's), protocol words, and errors for a developer's console.
 */
const NOT_SHOWN: Record<string, string> = {
  'packages/playground/src/components/ApiResponse/status.ts': 'HTTP reason phrases (RFC 9110)',
  'packages/playground/src/core/curl/options.ts': "curl's option names",
  'packages/playground/src/core/snippets/go.ts': 'code samples are programs',
  'packages/playground/src/core/snippets/httpie.ts': 'code samples are programs',
  'packages/playground/src/core/snippets/js.ts': 'code samples are programs',
  'packages/playground/src/core/snippets/php.ts': 'code samples are programs',
  'packages/playground/src/core/snippets/index.ts': 'code samples; a developer error',
  'packages/playground/src/core/request/method.ts': 'thrown for a method no description can set',
  'packages/playground/src/core/response/parse-json-sliced.ts': 'an internal SyntaxError',
  'packages/playground/src/core/response/send.ts': "the AbortError's message, for events",
  'packages/playground/src/components/CopyButton/copyText.ts': "the error event's, for a developer",
  'packages/vitepress/src/client/pages-store.ts': 'a failed fetch, for the console',
  'packages/vitepress/src/client/sidebar.ts': 'a failed fetch, for the console',
  'packages/vitepress/src/client/samples/samples.ts': 'a developer error',
  'packages/vitepress/src/client/mock/fetch.ts': 'a TypeError fetch() would throw itself',
}

/**
 * Files that still word messages in English in TypeScript (issue 31), listed so that no other
 * file gains any; each leaves this list when its messages move to the catalogs.
 */
const STILL_ENGLISH: string[] = []

/** The browser-side sources of both packages: what can reach a reader's screen. */
function browserSources(): string[] {
  return execFileSync('git', ['ls-files', 'packages/playground/src', 'packages/vitepress/src'], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) =>
        /\.ts$/.test(file) &&
        !/\.(test|test-d|d)\.ts$/.test(file) &&
        // The catalogs hold the words (the request's notes have theirs beside the Vue-free code
        // that takes them as an argument); the node side writes the Markdown twins and llms.txt,
        // which stay English (they are for programs).
        !/\/i18n\/|\/node\/|__fixtures__|testUtils|core\/request\/notes\.ts$/.test(file),
    )
}

describe('TypeScript', () => {
  it('words no message in English outside the catalogs', () => {
    const found = new Set(
      browserSources().filter((file) => codeSentences(join(repo, file)).length > 0),
    )
    const unexpected = [...found].filter(
      (file) => !(file in NOT_SHOWN) && !STILL_ENGLISH.includes(file),
    )
    expect(
      unexpected.map((file) => `${file}: ${codeSentences(join(repo, file))[0]!.text}`),
    ).toEqual([])
    // A file listed as still English that is clean now leaves the list.
    expect(STILL_ENGLISH.filter((file) => !found.has(file))).toEqual([])
  })

  it('finds sentences in string and template literals, not in comments or imports', () => {
    const file = join(repo, 'scripts/i18n/code-fixture.ts')
    expect(codeSentences(file).map((sentence) => sentence.text)).toEqual([
      'The body is not JSON.',
      'The token expires in ',
      ' and then stops.',
    ])
  })
})
