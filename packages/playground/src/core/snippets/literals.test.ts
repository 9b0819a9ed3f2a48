// Each language's string literal writer, checked by the language itself: a program made of the
// literals prints them as JSON, and every value must be the text it was written from.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { goString } from './go'
import { phpString } from './php'
import { wellFormed } from './request'
import { rubyString } from './ruby'
import { commandOf, run, RUN_ENV, runtimeOf } from './testUtils'

const TEXTS = [
  ...fc.sample(fc.string({ unit: 'binary', maxLength: 30 }), { numRuns: 200, seed: 6 }),
  '',
  '\\',
  '"',
  "'",
  '$x {$x} ${x}',
  'escaped $x {$x} ${x} #{x}\n',
  '#{x} #@x #$x #',
  '`',
  'line\nbreak',
  'raw\nwith `backquote`',
  'crlf\r\nline',
  '\0\x01\x1b\x7f\x85\u2028\u2029\uFEFF',
  '?> <?php',
  'é 👋 日本',
  '\uD800 lone \uDC00',
  '%s %d %% 100%',
]

const programs = {
  go: {
    file: 'request.go',
    source: (literals: string[]) =>
      `package main\n\nimport (\n\t"encoding/json"\n\t"os"\n)\n\nfunc main() {\n\tjson.NewEncoder(os.Stdout).Encode([]string{\n${literals.map((l) => `\t\t${l},`).join('\n')}\n\t})\n}\n`,
    literal: goString,
  },
  php: {
    file: 'request.php',
    source: (literals: string[]) => `<?php\necho json_encode([\n${literals.join(',\n')}\n]);\n`,
    literal: phpString,
  },
  ruby: {
    file: 'request.rb',
    source: (literals: string[]) =>
      `require "json"\nputs JSON.generate([\n${literals.join(',\n')}\n])\n`,
    literal: rubyString,
  },
} as const

const dir = mkdtempSync(join(tmpdir(), 'snippet-literals-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe.each(Object.entries(programs))('%s string literals', (language, program) => {
  it('evaluate to the text, lone surrogates as U+FFFD', { timeout: 90_000 }, async (context) => {
    const runtime = runtimeOf(language as keyof typeof programs)
    const [command, args] = await commandOf(runtime, context)
    const cwd = mkdtempSync(join(dir, `${language}-`))
    writeFileSync(join(cwd, runtime.file), program.source(TEXTS.map(program.literal)), 'utf8')
    const { stdout } = await run(command, args, { cwd, env: RUN_ENV, timeout: 80_000 })
    expect(JSON.parse(stdout)).toEqual(TEXTS.map(wellFormed))
  })

  it('never holds a raw carriage return, nor a line break unless Go can keep it', () => {
    for (const text of TEXTS) {
      const literal = program.literal(text)
      expect(literal).not.toMatch(/\r/)
      if (!literal.startsWith('`')) expect(literal).not.toMatch(/\n/)
    }
  })
})
