import { describe, expect, it } from 'vitest'
import { detectShellDialect, readShellPipeline, splitShellWords } from './shell-words'

const posix = (command: string): string[] => splitShellWords(command, 'posix')
const cmd = (command: string): string[] => splitShellWords(command, 'cmd')

describe('splitShellWords: POSIX', () => {
  it('splits on blanks (also no-break spaces from web pages) and keeps empty quoted words', () => {
    expect(posix('a  b\tc\u00a0d \'\' ""')).toEqual(['a', 'b', 'c', 'd', '', ''])
  })

  it('reads single quotes literally and joins adjacent quoted parts into one word', () => {
    expect(posix(`'a \\ $x "b"'c"d"'e'`)).toEqual(['a \\ $x "b"cde'])
    expect(posix(`'it'\\''s'`)).toEqual(["it's"])
  })

  it('reads double quotes: only \\ before $ ` " \\ and newline escapes, $VAR stays', () => {
    expect(posix('"a\\"b\\\\c\\$d\\`e\\nf $HOME \'g\'"')).toEqual(["a\"b\\c$d`e\\nf $HOME 'g'"])
    expect(posix('"one\\\ntwo"')).toEqual(['onetwo'])
    expect(posix('$"locale"')).toEqual(['locale'])
  })

  it("reads $'...' escapes: simple, \\xHH as UTF-8 bytes, \\u, \\U, octal, \\c", () => {
    expect(posix("$'\\a\\b\\e\\E\\f\\n\\r\\t\\v\\\\\\'\\\"\\?'")).toEqual([
      '\x07\b\x1b\x1b\f\n\r\t\v\\\'"?',
    ])
    expect(posix("$'\\xc3\\xa9 \\u00e9 \\U0001F600 \\101\\0 \\cA \\q \\x \\u'")).toEqual([
      'é é 😀 A\0 \x01 \\q \\x \\u',
    ])
  })

  it('reads invalid UTF-8 from \\xHH as Latin-1 (Firefox writes é as \\xe9)', () => {
    expect(posix("$'caf\\xe9'")).toEqual(['café'])
  })

  it('takes an unterminated quote to the end of the input', () => {
    expect(posix("a 'b c")).toEqual(['a', 'b c'])
    expect(posix('a "b \\" c')).toEqual(['a', 'b " c'])
    expect(posix("a $'b\\n")).toEqual(['a', 'b\n'])
  })

  it('quotes one character with a backslash and joins lines with backslash-newline', () => {
    expect(posix('a\\ b c\\\nd \\\r\ne \\  \nf')).toEqual(['a b', 'cd', 'e', 'f'])
  })

  it('joins lines with a PowerShell backtick, keeps other backticks', () => {
    expect(posix('a `\nb `c`')).toEqual(['a', 'b', '`c`'])
  })

  it('stops at | && ; < > & and a line break, but keeps & inside a word', () => {
    for (const tail of ['| x', '&& x', '; x', '< x', '> x', '& x', '2>&1', '\nx y']) {
      expect(posix(`a b ${tail}`).slice(0, 2)).toEqual(['a', 'b'])
    }
    expect(posix('a b 2>&1')).toEqual(['a', 'b', '2'])
    expect(posix('a?b=1&c=2 d')).toEqual(['a?b=1&c=2', 'd'])
  })

  it('joins a next line that starts with an option, past blank and comment lines', () => {
    expect(posix('a\n\n  -b c\n# note\n  -d\nnext')).toEqual(['a', '-b', 'c', '-d'])
  })

  it('skips comments that start a word, not # inside a word', () => {
    expect(posix('# intro\na b#c # rest -d\n')).toEqual(['a', 'b#c'])
  })
})

describe('readShellPipeline', () => {
  it('splits a pipeline into its commands, and stops at ||', () => {
    expect(readShellPipeline("echo '{}' |\n  curl -d @- x | jq . || y").commands).toEqual([
      { words: ['echo', '{}'] },
      { words: ['curl', '-d', '@-', 'x'] },
      { words: ['jq', '.'] },
    ])
  })

  it('keeps where standard input comes from: < file, or a here-document up to its line', () => {
    expect(readShellPipeline('a < "in file" b').commands).toEqual([
      { words: ['a', 'b'], stdin: { file: 'in file' } },
    ])
    expect(readShellPipeline("a <<'EOF' b\n1 $x\r\n2\nEOF\nnext").commands).toEqual([
      { words: ['a', 'b'], stdin: { text: '1 $x\n2\n' } },
    ])
    // <<- strips leading tabs; without a delimiter line the document runs to the end.
    expect(readShellPipeline('a <<-E\n\tx\n\tE').commands[0]?.stdin).toEqual({ text: 'x\n' })
    expect(readShellPipeline('a <<E\nx').commands[0]?.stdin).toEqual({ text: 'x\n' })
  })

  it('keeps `command` substitution as one piece of a word', () => {
    expect(readShellPipeline('a < `echo f g`x').commands[0]?.stdin).toEqual({ file: '`echo f g`x' })
  })

  it('is incomplete when a quote is left open, as a shell would wait for more', () => {
    for (const open of ["a 'b", 'a "b', "a $'b", 'a "b\\"']) {
      expect(readShellPipeline(open, 'posix').complete, open).toBe(false)
    }
    expect(readShellPipeline("a 'b' \"c\" $'d'", 'posix').complete).toBe(true)
    expect(readShellPipeline('a ^"b', 'cmd').complete).toBe(true)
  })
})

describe('splitShellWords: cmd', () => {
  it('reads ^ escapes, ^ line continuations and ends at an unescaped & | < > or line break', () => {
    expect(cmd('a ^&b ^"c d^" ^\n  e & f')).toEqual(['a', '&b', 'c d', 'e'])
    expect(cmd('a\r\nb')).toEqual(['a'])
  })

  it('applies the C runtime rules for quotes and backslashes', () => {
    expect(cmd('"a b" c\\d "e\\"f" g\\\\"h i" "j""k"')).toEqual([
      'a b',
      'c\\d',
      'e"f',
      'g\\h i',
      'j"k',
    ])
  })

  it('undoes Chrome\'s doubled backslashes in its ^"...^" output', () => {
    // JSON {"p":"C:\\x"} as Chrome's escapeStringWin writes it.
    expect(cmd('curl ^"^{^\\^"p^\\^":^\\^"C:^\\^\\^\\^\\x^\\^"^}^"')).toEqual([
      'curl',
      '{"p":"C:\\\\x"}',
    ])
  })

  it('reads a newline escaped in data (^ then two line breaks)', () => {
    expect(cmd('curl ^"a^\n\nb^"')).toEqual(['curl', 'a\nb'])
  })
})

describe('detectShellDialect', () => {
  it.each([
    ['curl ^"https://x^"', 'cmd'],
    ['$ curl ^"https://x^"', 'cmd'],
    ['curl "https://x" ^\n  -H "a: b"', 'cmd'],
    ["curl 'https://x' \\\n  -d 'a ^\n b'", 'posix'],
    ["curl 'https://x^y'", 'posix'],
    ['curl https://x', 'posix'],
  ] as const)('%j is %s', (command, dialect) => {
    expect(detectShellDialect(command)).toBe(dialect)
  })
})
