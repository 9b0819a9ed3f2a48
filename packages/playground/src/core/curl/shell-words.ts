// Splits a pasted command line into the words a shell would pass to the program, for two
// dialects: POSIX shells (bash, zsh: "Copy as cURL (bash)", API docs, terminals) and Windows
// cmd.exe ("Copy as cURL (cmd)"). Only the first pipeline is read: it stops at `&&`, `||`, `;`,
// `>` or the end of the line. In POSIX text each command of the pipeline is kept with what its
// standard input is redirected from (`< file`, a `<<EOF` here-document). Expansions (`$VAR`,
// `%VAR%`, globs) are left as written.
// Each function makes one pass over its input (parsers built on it must stay linear in time),
// and none throws on any string.

import { readAnsiC } from './ansi-c-quote'

/** The quoting rules a pasted command follows. */
export type ShellDialect = 'posix' | 'cmd'

// Chrome's "Copy as cURL (cmd)" writes every argument as ^"...^", starting with the URL.
const CHROME_CMD = /^\s*(?:\$\s+)?curl(?:\.exe)?\s+\^"/i

/** Guesses the dialect: cmd for carets used as escapes and line continuations, else POSIX. */
export function detectShellDialect(command: string): ShellDialect {
  if (/^\s*(?:\$\s+)?curl(?:\.exe)?\s+\^/i.test(command)) return 'cmd'
  return hasCaretContinuation(command) ? 'cmd' : 'posix'
}

/**
 * Whether a line ends with a blank and a caret outside POSIX quotes: cmd's line continuation,
 * where a POSIX command would have a backslash. Carets inside '...' (a body) do not count.
 */
function hasCaretContinuation(s: string): boolean {
  // The closing quote being looked for ('' outside quotes), and whether \ escapes inside it
  // (in "..." and $'...', not in '...').
  let close = ''
  let escapes = false
  for (let i = 0; i < s.length; i++) {
    const c = s.charAt(i)
    if (close !== '') {
      if (escapes && c === '\\') i++
      else if (c === close) close = ''
    } else if (c === '\\') {
      i++
    } else if (c === "'" || c === '"') {
      close = c
      escapes = c === '"' || s.charAt(i - 1) === '$'
    } else if (c === '^' && isBlank(s.charAt(i - 1)) && /^\r?\n/.test(s.slice(i + 1, i + 3))) {
      return true
    }
  }
  return false
}

/** Where a command's standard input comes from, when the pasted text says. */
export type ShellStdin = { file: string } | { text: string }

/** One command of a pipeline: its words and its standard input. */
export interface ShellCommand {
  words: string[]
  stdin?: ShellStdin
}

/** The first pipeline of a pasted text. */
export interface ShellPipeline {
  commands: ShellCommand[]
  /** False when a quote is left open: a shell would wait for more input, not run it. */
  complete: boolean
}

/** Reads the first pipeline of `command`, following `dialect` (detected if omitted). */
export function readShellPipeline(
  command: string,
  dialect: ShellDialect = detectShellDialect(command),
): ShellPipeline {
  return dialect === 'cmd'
    ? { commands: [{ words: splitCmd(command) }], complete: true }
    : splitPosix(command)
}

/** Splits the first command of `command` into words, following `dialect` (detected if omitted). */
export function splitShellWords(
  command: string,
  dialect: ShellDialect = detectShellDialect(command),
): string[] {
  return readShellPipeline(command, dialect).commands[0]?.words ?? []
}

function isBlank(c: string): boolean {
  // U+00A0 counts as a blank: commands copied from web pages often carry no-break spaces.
  return c === ' ' || c === '\t' || c === '\u00a0' || c === '\f' || c === '\v'
}

/** Index of the first character at or after `i` that is not a blank or a line break. */
function skipSpace(s: string, i: number): number {
  let j = i
  while (j < s.length) {
    const c = s.charAt(j)
    if (!isBlank(c) && c !== '\n' && c !== '\r') break
    j++
  }
  return j
}

/** Like skipSpace, also skipping whole # comment lines (POSIX). */
function skipSpaceAndComments(s: string, i: number): number {
  let j = skipSpace(s, i)
  while (s.charAt(j) === '#') {
    const eol = s.indexOf('\n', j)
    j = eol < 0 ? s.length : skipSpace(s, eol)
  }
  return j
}

/** Whether a line break after some words continues the command instead of ending it. */
function continuesAfterBreak(s: string, next: number): boolean {
  // A shell ends the command at a bare line break. People often paste multi-line commands whose
  // backslashes were lost, though; a following line that starts with an option can only belong
  // to the command, so it is joined rather than silently dropped.
  return s.charAt(next) === '-'
}

/** The text of a here-document whose lines start at `start`, up to its `delimiter` line. */
function readHereDocument(s: string, start: number, delimiter: string, stripTabs: boolean): string {
  let text = ''
  let i = start
  while (i < s.length) {
    const eol = s.indexOf('\n', i)
    const end = eol < 0 ? s.length : eol
    let line = s.slice(i, end).replace(/\r$/, '')
    if (stripTabs) line = line.replace(/^\t+/, '')
    if (line === delimiter) break
    text += `${line}\n`
    i = end + 1
  }
  return text
}

/**
 * POSIX shell word splitting and quote removal
 * (https://pubs.opengroup.org/onlinepubs/9799919799/utilities/V3_chap02.html), plus bash's $'...',
 * pipelines and input redirection (sections 2.7.1 and 2.7.4 there).
 */
function splitPosix(s: string): ShellPipeline {
  let current: ShellCommand = { words: [] }
  const commands = [current]
  let complete = true
  let word = ''
  let inWord = false
  // What the next word is: a file to read standard input from, or a here-document's delimiter.
  let target: 'file' | 'heredoc' | undefined
  let stripTabs = false
  let heredoc: string | undefined
  const finish = (): void => {
    if (inWord) {
      if (target === 'file') current.stdin = { file: word }
      else if (target === 'heredoc') heredoc = word
      else current.words.push(word)
      target = undefined
    }
    word = ''
    inWord = false
  }
  let i = 0
  while (i < s.length) {
    const c = s.charAt(i)
    if (isBlank(c)) {
      finish()
      i++
    } else if (c === '\n' || c === '\r') {
      finish()
      if (heredoc !== undefined) {
        // The here-document starts on the next line; the command ends with it.
        const start = c === '\r' && s.charAt(i + 1) === '\n' ? i + 2 : i + 1
        current.stdin = { text: readHereDocument(s, start, heredoc, stripTabs) }
        break
      }
      const next = skipSpaceAndComments(s, i)
      if (current.words.length > 0 && !continuesAfterBreak(s, next)) break
      i = next
    } else if (c === '#' && !inWord) {
      // A comment runs to the end of the line.
      const eol = s.indexOf('\n', i)
      i = eol < 0 ? s.length : eol
    } else if (c === '\\' || c === '`') {
      // Backslash-newline joins lines (also with CRLF, and with blanks left before the line
      // break by a sloppy copy). A backtick-newline is PowerShell's continuation; elsewhere a
      // backtick is kept as written and a backslash quotes the next character.
      let j = i + 1
      while (j < s.length && (s.charAt(j) === ' ' || s.charAt(j) === '\t')) j++
      const eol = s.charAt(j) === '\r' && s.charAt(j + 1) === '\n' ? 2 : 1
      if (s.charAt(j) === '\n' || s.charAt(j) === '\r') {
        i = j + eol
      } else if (c === '`') {
        // `command` substitution is kept as written, as one piece of the word; a lone backtick
        // too.
        const close = s.indexOf('`', i + 1)
        const end = close < 0 || s.slice(i, close).includes('\n') ? i + 1 : close + 1
        word += s.slice(i, end)
        inWord = true
        i = end
      } else {
        word += s.charAt(i + 1)
        inWord = true
        i += 2
      }
    } else if (c === "'") {
      const close = s.indexOf("'", i + 1)
      if (close < 0) complete = false
      const end = close < 0 ? s.length : close
      word += s.slice(i + 1, end)
      inWord = true
      i = end + 1
    } else if (c === '$' && s.charAt(i + 1) === "'") {
      const [text, next] = readAnsiC(s, i + 2)
      if (next > s.length) complete = false
      word += text
      inWord = true
      i = next
    } else if (c === '"' || (c === '$' && s.charAt(i + 1) === '"')) {
      // Double quotes; $"..." (locale translation) reads the same. Inside, a backslash only
      // quotes $ ` " \ and newline; $VAR stays as written.
      i += c === '$' ? 2 : 1
      inWord = true
      let closed = false
      while (i < s.length) {
        const q = s.charAt(i)
        if (q === '"') {
          closed = true
          i++
          break
        }
        const d = s.charAt(i + 1)
        if (q === '\\' && (d === '"' || d === '\\' || d === '$' || d === '`')) {
          word += d
          i += 2
        } else if (q === '\\' && d === '\n') {
          i += 2
        } else if (q === '\\' && d === '\r' && s.charAt(i + 2) === '\n') {
          i += 3
        } else {
          word += q
          i++
        }
      }
      if (!closed) complete = false
    } else if (c === '&' && inWord && s.charAt(i + 1) !== '&' && !isEnd(s.charAt(i + 1))) {
      // An unquoted & inside a word is almost always a pasted URL's query separator, not a
      // request to run the command in the background: keep it.
      word += c
      i++
    } else if (c === '|' && s.charAt(i + 1) !== '|') {
      // The next command of the pipeline reads what this one writes.
      finish()
      current = { words: [] }
      commands.push(current)
      i++
    } else if (c === '<' && !s.startsWith('<<<', i)) {
      // `< file` or `<<EOF` (`<<-EOF` strips leading tabs): the next word says what.
      finish()
      const here = s.charAt(i + 1) === '<'
      stripTabs = here && s.charAt(i + 2) === '-'
      target = here ? 'heredoc' : 'file'
      i += here ? (stripTabs ? 3 : 2) : 1
    } else if (c === '|' || c === '&' || c === ';' || c === '<' || c === '>') {
      // ||, &&, ; and output redirection end what is read; so does a <<< here-string, whose
      // text is not worth reading.
      break
    } else {
      word += c
      inWord = true
      i++
    }
  }
  finish()
  if (heredoc !== undefined && current.stdin === undefined) current.stdin = { text: '' }
  return { commands, complete }
}

function isEnd(c: string): boolean {
  return c === '' || isBlank(c) || c === '\n' || c === '\r' || c === ';' || c === '|'
}

/** Windows cmd.exe, then the C runtime's argument splitting, as Chrome's cmd output expects. */
function splitCmd(input: string): string[] {
  const s = input.replace(/\r\n?/g, '\n')
  // cmd.exe: ^ escapes the next character outside "..."; a caret at the end of a line joins the
  // next line and escapes its first character (Chrome writes a newline in data as ^ + two LFs);
  // & | < > and an unescaped line break end the command.
  let line = ''
  let hasContent = false
  let quoted = false
  let i = 0
  while (i < s.length) {
    const c = s.charAt(i)
    if (c === '\n') {
      const next = skipSpace(s, i)
      if (hasContent && !continuesAfterBreak(s, next)) break
      line += ' '
      quoted = false
      i = next
      continue
    }
    if (!isBlank(c)) hasContent = true
    if (quoted) {
      if (c === '"') quoted = false
      line += c
      i++
    } else if (c === '^') {
      if (s.charAt(i + 1) === '\n') {
        line += s.charAt(i + 2)
        i += 3
      } else {
        line += s.charAt(i + 1)
        i += 2
      }
    } else if (c === '&' || c === '|' || c === '<' || c === '>') {
      break
    } else {
      if (c === '"') quoted = true
      line += c
      i++
    }
  }
  // Chrome doubles every backslash (escapeStringWin in DevTools' NetworkLogView), though the C
  // runtime only halves backslashes before a quote: undo that, so a JSON body's \n stays \n.
  return splitWindowsArgs(line, CHROME_CMD.test(s))
}

/**
 * The C runtime's rules (CommandLineToArgvW): "..." groups, \" is a quote, 2n backslashes and a
 * quote are n backslashes and a delimiter; `halve` also halves backslashes before other text.
 */
function splitWindowsArgs(s: string, halve: boolean): string[] {
  const words: string[] = []
  let word = ''
  let inWord = false
  let quoted = false
  let i = 0
  while (i < s.length) {
    const c = s.charAt(i)
    if (c === '\\') {
      let j = i
      while (s.charAt(j) === '\\') j++
      const count = j - i
      if (s.charAt(j) === '"') {
        word += '\\'.repeat(count >> 1)
        if (count % 2 === 1) {
          word += '"'
          j++
        }
      } else {
        word += '\\'.repeat(halve ? Math.ceil(count / 2) : count)
      }
      inWord = true
      i = j
    } else if (c === '"') {
      if (quoted && s.charAt(i + 1) === '"') {
        word += '"'
        i += 2
      } else {
        quoted = !quoted
        i++
      }
      inWord = true
    } else if (!quoted && (isBlank(c) || c === '\n')) {
      if (inWord) words.push(word)
      word = ''
      inWord = false
      i++
    } else {
      word += c
      inWord = true
      i++
    }
  }
  if (inWord) words.push(word)
  return words
}
