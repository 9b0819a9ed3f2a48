// How curl reads a -F / --form-string value (src/tool_formparse.c, https://curl.se/docs/manpage.html#-F).
import { trimOws } from './header-line'
import type { ParsedCurlFormPart } from '../types'

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v'
}

function isStop(c: string, endChar: string): boolean {
  return c === ';' || (endChar !== '' && c === endChar)
}

/** get_param_word: a "quoted" word (with \" and \\) or text up to `;` or `endChar`. */
function paramWord(s: string, start: number, endChar: string): [string, number] {
  if (s.charAt(start) === '"') {
    let word = ''
    for (let i = start + 1; i < s.length; i++) {
      const c = s.charAt(i)
      const d = s.charAt(i + 1)
      if (c === '\\' && (d === '\\' || d === '"')) {
        word += d
        i++
      } else if (c === '"') {
        // Text between the closing quote and the next separator is dropped, as curl does.
        let end = i + 1
        while (end < s.length && !isStop(s.charAt(end), endChar)) end++
        return [word, end]
      } else {
        word += c
      }
    }
    // No closing quote: curl reads the word as unquoted.
  }
  let end = start
  while (end < s.length && !isStop(s.charAt(end), endChar)) end++
  let last = end
  while (last > start && isSpace(s.charAt(last - 1))) last--
  return [s.slice(start, last), end]
}

interface ParamPart {
  data: string
  type?: string
  filename?: string
}

/** get_param_part: the content of a -F field plus its ;type= and ;filename= parameters. */
function paramPart(s: string, endChar: string): ParamPart {
  let i = 0
  while (isSpace(s.charAt(i))) i++
  const [data, afterData] = paramWord(s, i, endChar)
  const part: ParamPart = { data }
  // A content type keeps unknown parameters that follow it (type=text/plain;charset=utf-8)
  // until a known parameter closes it.
  let typeStart = -1
  let typeEnd = -1
  let typeOpen = false
  i = afterData
  while (s.charAt(i) === ';') {
    i++
    while (isSpace(s.charAt(i))) i++
    const key = s.slice(i, i + 9).toLowerCase()
    let end = i
    while (end < s.length && !isStop(s.charAt(end), endChar)) end++
    if (!typeOpen && key.startsWith('type=')) {
      typeStart = i + 5
      typeEnd = end
      typeOpen = true
      i = end
    } else if (key.startsWith('filename=')) {
      typeOpen = false
      let start = i + 9
      while (isSpace(s.charAt(start))) start++
      const [filename, next] = paramWord(s, start, endChar)
      part.filename = filename
      i = next
    } else if (typeOpen && !key.startsWith('headers=') && !key.startsWith('encoder=')) {
      typeEnd = end
      i = end
    } else {
      // headers=, encoder= and unknown parameters are skipped.
      typeOpen = false
      i = paramWord(s, i + key.indexOf('=') + 1, endChar)[1]
    }
  }
  if (typeStart >= 0) part.type = trimOws(s.slice(typeStart, typeEnd))
  return part
}

/**
 * Reads a -F / --form-string value (https://curl.se/docs/manpage.html#-F): `name=value`,
 * `name=@file;type=...;filename=...` (a file part; the first of several files), `name=<file`
 * (a part whose content is read from a file: also a file part here). `literal` is
 * --form-string, where @, < and ;type= mean nothing. Undefined when there is no `=`.
 */
export function parseFormArg(arg: string, literal: boolean): ParsedCurlFormPart | undefined {
  const eq = arg.indexOf('=')
  if (eq < 0) return undefined
  const name = arg.slice(0, eq)
  const content = arg.slice(eq + 1)
  if (literal) return { name, value: content }
  const first = content.charAt(0)
  if (first === '@' || first === '<') {
    const { data, type, filename } = paramPart(content.slice(1), first === '@' ? ',' : '')
    const part: ParsedCurlFormPart = { name, file: data }
    if (type !== undefined) part.type = type
    if (filename !== undefined && first === '@') part.filename = filename
    return part
  }
  // A text part may also carry ;type= (dropped: a text part here has no type of its own).
  return { name, value: paramPart(content, '').data }
}
