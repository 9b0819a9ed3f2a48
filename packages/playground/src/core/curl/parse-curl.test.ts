import { describe, expect, it } from 'vitest'
import { parseCurl } from './index'
import type { ParsedCurl } from '../types'

const basic = (credentials: string): string =>
  `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`
/** The Content-Type curl sends with -d unless told otherwise. */
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }
/** A full expected result: GET of https://x with nothing else unless given. */
const req = (fields: Partial<ParsedCurl> = {}): ParsedCurl => ({
  url: 'https://x',
  method: 'GET',
  headers: {},
  body: null,
  ignoredFlags: [],
  ...fields,
})

describe('parseCurl: what is a cURL command', () => {
  it.each([
    ['empty', ''],
    ['blank', ' \n\t '],
    ['another program', 'wget https://x'],
    ['curl without a URL', 'curl -X POST -H "A: b"'],
    ['curl with an empty URL', "curl ''"],
    ['a word starting with curl', 'curly https://x'],
    ['curl after && (another command)', 'echo x && curl https://x'],
    ['a comment', '# curl https://x'],
    ['an unterminated single quote', "curl 'https://x"],
    ['an unterminated double quote', 'curl https://x -d "a'],
    ["an unterminated $'", "curl https://x -d $'a"],
  ])('%s: null', (_name, command) => {
    expect(parseCurl(command)).toBeNull()
  })

  it('reads the first curl of a pipeline', () => {
    expect(parseCurl('echo x | curl https://x')).toStrictEqual(req())
    expect(parseCurl("printf '{}' |\n  curl -d @- https://x | jq .")).toStrictEqual(
      req({ method: 'POST', headers: FORM, body: '@-', ignoredFlags: ['-d @-'] }),
    )
  })

  it('returns null for a non-string from untyped callers', () => {
    expect(parseCurl(undefined as unknown as string)).toBeNull()
    expect(parseCurl(42 as unknown as string)).toBeNull()
  })

  it.each([
    ['a $ prompt', '$ curl https://x'],
    ['a % prompt', '% curl https://x'],
    ['leading blank lines and comments', '\n  # fetch it\n\n  curl https://x'],
    ['curl.exe', 'curl.exe https://x'],
    ['a path', '/usr/bin/curl https://x'],
    ['a byte order mark', '\ufeffcurl https://x'],
  ])('accepts %s', (_name, command) => {
    expect(parseCurl(command)).toStrictEqual(req())
  })
})

describe('parseCurl: URL and method', () => {
  it('gives a URL without a scheme the one curl guesses: http://, ftp:// for ftp.host', () => {
    expect(parseCurl('curl localhost:28139/x')?.url).toBe('http://localhost:28139/x')
    expect(parseCurl('curl example.com')?.url).toBe('http://example.com')
    expect(parseCurl('curl //example.com/a')?.url).toBe('http://example.com/a')
    expect(parseCurl('curl ftp.example.com/f')?.url).toBe('ftp://ftp.example.com/f')
    expect(parseCurl('curl HTTPS://x')?.url).toBe('HTTPS://x')
  })

  it('moves credentials from the URL to Basic auth, percent-decoded; -u wins', () => {
    expect(parseCurl('curl https://ann:s%40cret@x/a')).toStrictEqual(
      req({ url: 'https://x/a', headers: { Authorization: basic('ann:s@cret') } }),
    )
    expect(parseCurl('curl https://ann@x')?.headers).toStrictEqual({
      Authorization: basic('ann:'),
    })
    expect(parseCurl('curl -u bob:pw https://ann:x@x')).toStrictEqual(
      req({ headers: { Authorization: basic('bob:pw') } }),
    )
    // An @ after the authority is part of the path or query, not credentials.
    expect(parseCurl('curl https://x/a@b?c=d@e')).toStrictEqual(req({ url: 'https://x/a@b?c=d@e' }))
    // Credentials in the URL with --digest: curl waits for the server's challenge.
    expect(parseCurl('curl --digest https://ann:pw@x')).toStrictEqual(
      req({ ignoredFlags: ['--digest'] }),
    )
  })

  it('takes the first URL; --url counts too; -- lets a URL start with -', () => {
    expect(parseCurl('curl https://x https://y')).toStrictEqual(req())
    expect(parseCurl('curl --url https://x https://y')).toStrictEqual(req())
    expect(parseCurl('curl -k -- -odd')).toStrictEqual(
      req({ url: 'http://-odd', ignoredFlags: ['-k'] }),
    )
  })

  it('defaults to GET, POST with data or a form, and -X wins, sent as written', () => {
    expect(parseCurl('curl https://x -d a')?.method).toBe('POST')
    expect(parseCurl('curl https://x -F a=b')?.method).toBe('POST')
    expect(parseCurl('curl https://x -d a -X PUT')?.method).toBe('PUT')
    expect(parseCurl('curl -XDELETE https://x')?.method).toBe('DELETE')
    expect(parseCurl('curl --request=patch https://x')?.method).toBe('patch')
    expect(parseCurl('curl --request PURGE https://x')?.method).toBe('PURGE')
  })

  it('-I is HEAD, -T is PUT (the file is noted), -G is GET', () => {
    expect(parseCurl('curl -I https://x')).toStrictEqual(req({ method: 'HEAD' }))
    expect(parseCurl('curl --head https://x')?.method).toBe('HEAD')
    expect(parseCurl('curl -T a.txt https://x/keep')).toStrictEqual(
      req({ url: 'https://x/keep', method: 'PUT', ignoredFlags: ['-T a.txt'] }),
    )
    expect(parseCurl('curl -G -d a=1 https://x')?.method).toBe('GET')
  })

  it('-T to a URL whose path is empty or ends in / adds the file name, encoded', () => {
    expect(parseCurl('curl -T dir/my\\ file.txt https://x')?.url).toBe('https://x/my%20file.txt')
    expect(parseCurl('curl -T a.txt https://x/up/?v=1#f')?.url).toBe('https://x/up/a.txt?v=1#f')
    expect(parseCurl('curl -T C:\\\\tmp\\\\b.txt x/')?.url).toBe('http://x/b.txt')
    expect(parseCurl('curl -T - https://x/')?.url).toBe('https://x/')
  })

  it('stops at --next: what follows is another request', () => {
    expect(parseCurl('curl https://x --next -d a https://y')).toStrictEqual(
      req({ ignoredFlags: ['--next'] }),
    )
  })
})

describe('parseCurl: headers', () => {
  it('reads -H, --header, glued -HName:value and --header=…', () => {
    expect(
      parseCurl("curl -H 'A: 1' --header 'B:2' -HC:3 --header='D:  4  ' https://x")?.headers,
    ).toStrictEqual({ A: '1', B: '2', C: '3', D: '4' })
  })

  it('makes a header named __proto__ an ordinary key', () => {
    expect(parseCurl("curl -H '__proto__: x' https://x")?.headers).toStrictEqual({
      ['__proto__']: 'x',
    })
  })

  it('keeps everything after the first colon', () => {
    expect(parseCurl("curl -H 'X-Time: 12:30:00' https://x")?.headers).toStrictEqual({
      'X-Time': '12:30:00',
    })
  })

  it("sends 'Name;' empty and lets 'Name:' remove a header, also one an option implies", () => {
    expect(parseCurl("curl -H 'X-Empty;' https://x")?.headers).toStrictEqual({ 'X-Empty': '' })
    expect(parseCurl("curl -H 'A: 1' -H 'A:' -A agent -H 'User-Agent:' https://x")).toStrictEqual(
      req({ ignoredFlags: ['-A'] }),
    )
  })

  it('joins a header given twice, of any case, as one field (cookies with ;)', () => {
    // curl sends both lines; RFC 9110 section 5.3 lets them be one field, values joined with ,.
    expect(parseCurl("curl -H 'accept: a' -H 'Accept: b' https://x")?.headers).toStrictEqual({
      accept: 'a, b',
    })
    expect(parseCurl("curl -H 'Cookie: a=1' -H 'cookie: b=2' https://x")?.headers).toStrictEqual({
      Cookie: 'a=1; b=2',
    })
  })

  it('notes what curl would not send as a header, and headers read from a file', () => {
    expect(
      parseCurl("curl -H nonsense -H 'Bad Name: x' -H @headers.txt -H $'A: b\\nc' https://x"),
    ).toStrictEqual(
      req({ ignoredFlags: ['-H nonsense', '-H Bad Name: x', '-H @headers.txt', '-H A: b\nc'] }),
    )
  })

  it('lets -H win over the headers -A, -e, -b, -u and --json imply, noting the loser', () => {
    const parsed = parseCurl(
      "curl -A ua -e ref -b a=1 -u u:p --json {} -H 'User-Agent: mine' -H 'Referer: r' " +
        "-H 'Cookie: c=3' -H 'Authorization: Bearer t' -H 'Content-Type: text/plain' https://x",
    )
    expect(parsed?.headers).toStrictEqual({
      'User-Agent': 'mine',
      Referer: 'r',
      Cookie: 'c=3',
      Authorization: 'Bearer t',
      'Content-Type': 'text/plain',
      Accept: 'application/json',
    })
    expect(parsed?.ignoredFlags).toEqual(['-u', '-b', '-A', '-e'])
  })
})

describe('parseCurl: data', () => {
  it('sends data as a urlencoded form unless -H says otherwise; -d "" is an empty body', () => {
    expect(parseCurl("curl https://x -d ''")).toStrictEqual(
      req({ method: 'POST', headers: FORM, body: '' }),
    )
    expect(parseCurl("curl https://x -d a -H 'content-type: text/plain'")?.headers).toStrictEqual({
      'content-type': 'text/plain',
    })
    expect(parseCurl("curl https://x -d a -H 'Content-Type:'")?.headers).toStrictEqual({})
  })

  it('has no body (null) for a plain GET, -G, -I and -T', () => {
    for (const command of [
      'curl x',
      'curl -G -d a x',
      'curl -I x',
      'curl -T f x',
      'curl -F a=1 x',
    ]) {
      expect(parseCurl(command)?.body, command).toBeNull()
    }
    expect(parseCurl('curl -G -d a x')?.headers).toStrictEqual({})
  })

  it('joins -d, --data, --data-ascii, --data-binary and --data-raw with &', () => {
    expect(
      parseCurl("curl https://x -d a=1 --data b=2 --data-ascii c --data-binary 'd e' --data-raw f")
        ?.body,
    ).toBe('a=1&b=2&c&d e&f')
    expect(parseCurl("curl https://x -d '' -d a")?.body).toBe('a')
  })

  it('keeps -d @file in the body and notes it; --data-raw @x is plain data', () => {
    expect(parseCurl('curl https://x -d @body.json')).toStrictEqual(
      req({ method: 'POST', headers: FORM, body: '@body.json', ignoredFlags: ['-d @body.json'] }),
    )
    expect(parseCurl('curl https://x --data-raw @me')).toStrictEqual(
      req({ method: 'POST', headers: FORM, body: '@me' }),
    )
  })

  it('reads @- from a here-document, and names the file of a < redirection', () => {
    // -d strips line breaks from what it reads; --data-binary keeps them.
    expect(parseCurl("curl -d @- https://x <<'EOF'\na=1\n&b=2\nEOF\necho done")?.body).toBe(
      'a=1&b=2',
    )
    expect(parseCurl('curl --data-binary @- https://x <<-END\n\t{}\n\tEND')?.body).toBe('{}\n')
    expect(parseCurl('curl --data-binary @- https://x < in.json')).toStrictEqual(
      req({
        method: 'POST',
        headers: FORM,
        body: '@in.json',
        ignoredFlags: ['--data-binary @-'],
      }),
    )
  })

  it('encodes --data-urlencode as curl does: name=content, =content, content; notes files', () => {
    expect(
      parseCurl(
        "curl https://x --data-urlencode 'q=a b&c/é' --data-urlencode '=x+y' " +
          "--data-urlencode 'hello world' --data-urlencode 'f@file.txt' --data-urlencode @g.txt",
      ),
    ).toStrictEqual(
      req({
        method: 'POST',
        headers: FORM,
        body: 'q=a+b%26c%2F%C3%A9&x%2By&hello+world&f@file.txt&@g.txt',
        ignoredFlags: ['--data-urlencode f@file.txt', '--data-urlencode @g.txt'],
      }),
    )
  })

  it('appends --json pieces as they are and implies the JSON headers', () => {
    expect(parseCurl(`curl https://x --json '{"a":' --json '1}'`)).toStrictEqual(
      req({
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: '{"a":1}',
      }),
    )
  })

  it('-G moves the data into the query, before a #fragment', () => {
    expect(parseCurl('curl -G https://x -d a=1 -d b=2')?.url).toBe('https://x?a=1&b=2')
    expect(parseCurl('curl -G https://x?q=1#top -d a=1')?.url).toBe('https://x?q=1&a=1#top')
    expect(parseCurl("curl -G 'https://x?' -d a=1")?.url).toBe('https://x?a=1')
    expect(parseCurl('curl -G https://x -d a --no-get')?.method).toBe('POST')
  })

  it('appends --url-query, encoded unless it starts with +', () => {
    expect(parseCurl("curl https://x --url-query 'a=b c' --url-query '+d=e f'")?.url).toBe(
      'https://x?a=b+c&d=e f',
    )
  })
})

describe('parseCurl: forms', () => {
  it('reads -F text, @file with ;type= and ;filename=, <file and --form-string', () => {
    expect(
      parseCurl(
        "curl https://x -F a=1 -F 'pic=@me.png;type=image/png;filename=avatar.png' " +
          "-F 'doc=@\"a;b.txt\";type=text/plain;charset=utf-8' -F 'text=<notes.txt' " +
          "-F 'raw=\"quoted\"' --form-string 'lit=@not-a-file;type=x'",
      )?.form,
    ).toStrictEqual([
      { name: 'a', value: '1' },
      { name: 'pic', file: 'me.png', type: 'image/png', filename: 'avatar.png' },
      { name: 'doc', file: 'a;b.txt', type: 'text/plain;charset=utf-8' },
      { name: 'text', file: 'notes.txt' },
      { name: 'raw', value: 'quoted' },
      { name: 'lit', value: '@not-a-file;type=x' },
    ])
  })

  it('notes a -F without =, and drops the form when data is given too', () => {
    expect(parseCurl('curl https://x -F novalue')).toStrictEqual(
      req({ ignoredFlags: ['-F novalue'] }),
    )
    expect(parseCurl('curl https://x -F a=1 --form b=2 -d c')).toStrictEqual(
      req({ method: 'POST', headers: FORM, body: 'c', ignoredFlags: ['-F', '--form'] }),
    )
  })
})

describe('parseCurl: authentication and implied headers', () => {
  it('turns -u into Basic auth over UTF-8, with an empty password when none is given', () => {
    expect(parseCurl('curl -u user:pa:ss https://x')?.headers).toStrictEqual({
      Authorization: basic('user:pa:ss'),
    })
    expect(parseCurl('curl --user sk_test https://x')?.headers).toStrictEqual({
      Authorization: basic('sk_test:'),
    })
    expect(parseCurl("curl -u 'zoë:pässwörd😀' https://x")?.headers).toStrictEqual({
      Authorization: basic('zoë:pässwörd😀'),
    })
  })

  it('does not send -u for --digest, --ntlm, --negotiate or --anyauth, and notes them', () => {
    for (const flag of ['--digest', '--ntlm', '--negotiate', '--anyauth']) {
      expect(parseCurl(`curl -u a:b ${flag} https://x`)).toStrictEqual(
        req({ ignoredFlags: [flag, '-u'] }),
      )
    }
    expect(parseCurl('curl -u a:b --digest --no-digest https://x')?.headers).toStrictEqual({
      Authorization: basic('a:b'),
    })
  })

  it('sends --oauth2-bearer as a Bearer token, which then wins over -u', () => {
    expect(parseCurl('curl --oauth2-bearer t0k -u a:b https://x')).toStrictEqual(
      req({ headers: { Authorization: 'Bearer t0k' }, ignoredFlags: ['-u'] }),
    )
  })

  it('joins -b cookies, notes cookie files, and sets -A, -e (without ;auto) and -r', () => {
    expect(
      parseCurl(
        'curl -b a=1 --cookie "b=2; c=3" -b jar.txt -A ua/1 -e "https://r;auto" -r 600 https://x',
      ),
    ).toStrictEqual(
      req({
        headers: {
          Cookie: 'a=1; b=2; c=3',
          'User-Agent': 'ua/1',
          Referer: 'https://r',
          Range: 'bytes=600-',
        },
        ignoredFlags: ['-b jar.txt'],
      }),
    )
    expect(parseCurl('curl --range 0-99,200- https://x')?.headers).toStrictEqual({
      Range: 'bytes=0-99,200-',
    })
  })
})

describe('parseCurl: options curl has but a browser request has not', () => {
  it('never lets a boolean flag swallow the URL', () => {
    expect(
      parseCurl(
        'curl -k --insecure -s -S -L --location -v -i -f -N -# -O -g --compressed https://x',
      ),
    ).toStrictEqual(
      req({
        ignoredFlags: [
          '-k',
          '--insecure',
          '-s',
          '-S',
          '-L',
          '--location',
          '-v',
          '-i',
          '-f',
          '-N',
          '-#',
          '-O',
          '-g',
          '--compressed',
        ],
      }),
    )
    expect(parseCurl('curl -sSLk --http2 https://x')?.ignoredFlags).toEqual([
      '-s',
      '-S',
      '-L',
      '-k',
      '--http2',
    ])
  })

  it('lets options that take a value consume it', () => {
    const options = [
      '-o out',
      '--output out',
      '--connect-timeout 3',
      '-m 5',
      '--max-time 5',
      '--cacert ca.pem',
      '--cert c.pem',
      '-E c.pem',
      '--key k.pem',
      '-x http://proxy',
      '--proxy http://proxy',
      '--retry 3',
      '-w %{http_code}',
      '-c jar',
      '--cookie-jar jar',
      '-K cfg',
      '--resolve x:443:127.0.0.1',
      '--max-redirs 3',
      '--limit-rate 1k',
      '-y 10',
      '-Y 100',
      '--interface eth0',
      '--proxy-user a:b',
      '-U a:b',
    ]
    for (const option of options) {
      expect(parseCurl(`curl ${option} https://x`), option).toStrictEqual(
        req({ ignoredFlags: [option.split(' ')[0] ?? ''] }),
      )
    }
  })

  it('notes unknown flags as written, assumes unknown long ones boolean, lists each once', () => {
    expect(parseCurl('curl --frobnicate -W https://x -k -k --sil --he')).toStrictEqual(
      req({ ignoredFlags: ['--frobnicate', '-W', '-k', '--sil', '--he'] }),
    )
  })

  it('reads --no-<boolean> and unique prefixes of long names (older curl), not ambiguous ones', () => {
    // --heade can only be --header; --compr could be --compressed or --compressed-ssh.
    expect(parseCurl('curl --no-keepalive --heade "A: b" --compr https://x')).toStrictEqual(
      req({ headers: { A: 'b' }, ignoredFlags: ['--no-keepalive', '--compr'] }),
    )
    expect(parseCurl('curl --insec --user-ag ua https://x')).toStrictEqual(
      req({ headers: { 'User-Agent': 'ua' }, ignoredFlags: ['--insec'] }),
    )
  })

  it('notes an option whose value is missing', () => {
    expect(parseCurl('curl https://x -H')).toStrictEqual(req({ ignoredFlags: ['-H'] }))
    expect(parseCurl('curl https://x --data')).toStrictEqual(req({ ignoredFlags: ['--data'] }))
  })
})

describe('parseCurl: shell syntax', () => {
  it('stops at pipes, &&, ;, redirections, and keeps $VAR as written', () => {
    for (const tail of ['| jq .', '&& echo done', '; echo done', '> out.json', '< in.txt']) {
      expect(parseCurl(`curl https://x -H "A: $TOKEN" ${tail}`)).toStrictEqual(
        req({ headers: { A: '$TOKEN' } }),
      )
    }
  })

  it('keeps an unquoted & inside a pasted URL', () => {
    expect(parseCurl('curl https://x/?a=1&b=2')?.url).toBe('https://x/?a=1&b=2')
  })

  it('joins lines ending in a backslash (LF, CRLF, stray blanks after it)', () => {
    const command = "curl https://x \\\n  -H 'A: 1' \\\r\n  -H 'B: 2' \\  \n  -d c"
    expect(parseCurl(command)).toStrictEqual(
      req({ method: 'POST', headers: { A: '1', B: '2', ...FORM }, body: 'c' }),
    )
  })

  it('joins a next line that starts with an option, ends the command otherwise', () => {
    expect(parseCurl("curl https://x\n  -H 'A: 1'")?.headers).toStrictEqual({ A: '1' })
    expect(parseCurl('curl https://x\ncurl https://y -d a')).toStrictEqual(req())
  })

  it('skips # comments', () => {
    expect(
      parseCurl("curl https://x # the -d below is not sent\n# -d a\n -H 'A: 1'"),
    ).toStrictEqual(req({ headers: { A: '1' } }))
  })

  it("reads double quotes (\\\" \\\\ \\$ \\` escapes) and $'…' strings", () => {
    expect(parseCurl('curl https://x -d "a\\"b\\\\c\\$d\\`e\\nf"')?.body).toBe('a"b\\c$d`e\\nf')
    expect(parseCurl("curl https://x -d $'\\x41\\u00e9\\U0001F600\\t\\'\\101'")?.body).toBe(
      "Aé😀\t'A",
    )
  })

  it('reads the Windows cmd flavour: ^ escapes and ^ line continuations', () => {
    const command =
      'curl ^"https://x/?a=1^&b=^%^41^" ^\n  -H ^"A: ^\\^"q^\\^"^" ^\n  --data-raw ^"^{^}^"'
    expect(parseCurl(command)).toStrictEqual(
      req({
        url: 'https://x/?a=1&b=%41',
        method: 'POST',
        headers: { A: '"q"', ...FORM },
        body: '{}',
      }),
    )
  })

  it('reads PowerShell backtick continuations', () => {
    expect(parseCurl('curl.exe https://x `\n  -H "A: 1" `\r\n  -d b')).toStrictEqual(
      req({ method: 'POST', headers: { A: '1', ...FORM }, body: 'b' }),
    )
  })
})
