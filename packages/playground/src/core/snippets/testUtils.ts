// Test helper: the runtimes the snippet languages run in, found once per test file. A missing
// runtime fails the test that needs it, saying what to install (.ci/run installs them all), unless
// SNIPPETS_SKIP_MISSING_RUNTIMES=1 asks for a visible skip instead.
import { execFile } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { TestContext } from 'vitest'
import type { SnippetLanguage } from './index'
import { isFilePart, type SnippetRequest } from './types'

/** execFile as a promise; async, so an in-process server keeps answering while it runs. */
export const run = promisify(execFile)

const SKIP_MISSING = process.env.SNIPPETS_SKIP_MISSING_RUNTIMES === '1'

/** A language's runtime: how to run a snippet file, or what is missing. */
export interface Runtime {
  language: SnippetLanguage
  /** The snippet's file name. */
  file: string
  /** Code put before the snippet, to stand in for what its environment would provide. */
  prelude?: (request: SnippetRequest) => string
  /** The command that runs the snippet file, or why it cannot run here. */
  command: Promise<{ run: [string, string[]] } | { missing: string }>
}

/** Whether `command args` exits 0 (the runtime is there and has what it needs). */
async function works(command: string, args: string[]): Promise<boolean> {
  try {
    await run(command, args, { timeout: 30_000 })
    return true
  } catch {
    return false
  }
}

/** Environment for every run: Go builds offline with its cache outside HOME. */
export const RUN_ENV = {
  ...process.env,
  // Only the standard library: no module, no proxy, and a build cache that survives the run.
  GO111MODULE: 'off',
  GOTOOLCHAIN: 'local',
  GOCACHE: process.env.GOCACHE ?? join(tmpdir(), 'vue-api-playground-gocache'),
  GOPATH: process.env.GOPATH ?? join(tmpdir(), 'vue-api-playground-gopath'),
}

async function pythonWithRequests(): Promise<string | undefined> {
  // A pyenv or venv python3 may lack requests where Debian's (python3-requests) has it.
  for (const python of ['python3', '/usr/bin/python3']) {
    if (await works(python, ['-c', 'import requests'])) return python
  }
  return undefined
}

async function httpieVersion3(): Promise<boolean> {
  try {
    const { stdout } = await run('http', ['--version'])
    return Number(stdout.split('.')[0]) >= 3
  } catch {
    return false
  }
}

const available = (ok: boolean, command: [string, string[]], install: string) =>
  ok ? { run: command } : { missing: install }

/** Every language whose snippets can run on a machine, in SNIPPET_LANGUAGES order. */
export const RUNTIMES: Runtime[] = [
  {
    language: 'curl',
    file: 'request.sh',
    command: works('curl', ['--version']).then((ok) =>
      available(ok, ['sh', ['request.sh']], 'curl (apt-get install curl)'),
    ),
  },
  {
    language: 'httpie',
    file: 'request.sh',
    command: httpieVersion3().then((ok) =>
      available(ok, ['sh', ['request.sh']], 'HTTPie 3 or later (apt-get install httpie)'),
    ),
  },
  {
    // The browser snippet in Node, whose fetch() is the same standard's: a stand-in `document`
    // gives its file input the files the user would pick.
    language: 'fetch',
    file: 'request.mjs',
    prelude: (request) => {
      const files = (request.form ?? [])
        .filter(isFilePart)
        .map(
          (part) =>
            `new File([readFileSync(${JSON.stringify(part.file)})], ${JSON.stringify(part.file)}, { type: ${JSON.stringify(part.type ?? '')} })`,
        )
      return [
        'import { readFileSync } from "node:fs"',
        `globalThis.document = { querySelector: () => ({ files: [${files.join(', ')}] }) }`,
        '',
      ].join('\n')
    },
    command: Promise.resolve({ run: [process.execPath, ['request.mjs']] }),
  },
  {
    language: 'node',
    file: 'request.mjs',
    command: Promise.resolve({ run: [process.execPath, ['request.mjs']] }),
  },
  {
    language: 'python',
    file: 'request.py',
    command: pythonWithRequests().then((python) =>
      python === undefined
        ? { missing: 'python3 with requests (apt-get install python3-requests)' }
        : { run: [python, ['request.py']] },
    ),
  },
  {
    language: 'go',
    file: 'request.go',
    command: works('go', ['version']).then((ok) =>
      available(ok, ['go', ['run', 'request.go']], 'Go (apt-get install golang-go)'),
    ),
  },
  {
    language: 'php',
    file: 'request.php',
    command: works('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']).then((ok) =>
      available(ok, ['php', ['request.php']], 'PHP with cURL (apt-get install php-cli php-curl)'),
    ),
  },
  {
    language: 'ruby',
    file: 'request.rb',
    command: works('ruby', ['-e', 'require "net/http"']).then((ok) =>
      available(ok, ['ruby', ['request.rb']], 'Ruby (apt-get install ruby)'),
    ),
  },
]

/** The runtime of `language`. */
export function runtimeOf(language: SnippetLanguage): Runtime {
  const runtime = RUNTIMES.find((entry) => entry.language === language)
  if (runtime === undefined) throw new Error(`No runtime for ${language}`)
  return runtime
}

/**
 * The command that runs `runtime`'s snippet file; when the runtime is missing, skips the test if
 * SNIPPETS_SKIP_MISSING_RUNTIMES=1, else fails it with what to install.
 */
export async function commandOf(
  runtime: Runtime,
  context: TestContext,
): Promise<[string, string[]]> {
  const command = await runtime.command
  if ('run' in command) return command.run
  if (SKIP_MISSING) context.skip(`${command.missing} is not installed`)
  throw new Error(
    `Install ${command.missing} to test the ${runtime.language} snippets (.ci/run does), or set SNIPPETS_SKIP_MISSING_RUNTIMES=1 to skip them.`,
  )
}
