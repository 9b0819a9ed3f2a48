// parseCurl against what people paste from browsers' "Copy as cURL" and from API documentation:
// samples written for this project in __fixtures__/samples (see the README there).
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseCurl } from './index'
import type { ParsedCurl } from '../types'

const DIR = new URL('./__fixtures__/samples/', import.meta.url)
const read = (name: string): string => readFileSync(new URL(name, DIR), 'utf8')
const basic = (credentials: string): string =>
  `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`

const CHROME_124_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'

const SAMPLES: Record<string, ParsedCurl> = {
  // Chrome "Copy as cURL (bash)": -b for cookies, $'...' with \' \\ \u0021 escapes, UTF-8 as is.
  'chrome_bash_post.sh': {
    url: 'https://api.example.com/v1/comments?draft=false',
    method: 'POST',
    headers: {
      accept: 'application/json, text/plain, */*',
      'accept-language': 'en-GB,en;q=0.9,fr;q=0.8',
      'content-type': 'application/json',
      origin: 'https://app.example.com',
      priority: 'u=1, i',
      referer: 'https://app.example.com/posts/42',
      'sec-ch-ua': '"Chromium";v="124", "Google Chrome";v="124", "Not-A.Brand";v="99"',
      'sec-ch-ua-mobile': '?0',
      'sec-ch-ua-platform': '"macOS"',
      'sec-fetch-dest': 'empty',
      'sec-fetch-mode': 'cors',
      'sec-fetch-site': 'same-site',
      'user-agent': CHROME_124_MAC,
      Cookie: 'session_id=8f14e45fceea167a; theme=dark; consent=1',
    },
    body: '{"author":"O\'Brien","text":"Café ☕ line1\\nline2!"}',
    ignoredFlags: [],
  },
  // Chrome bash with -X 'PUT' and control characters as \u0009, \r, \n.
  'chrome_bash_put.sh': {
    url: 'https://api.example.com/v1/notes/7',
    method: 'PUT',
    headers: { accept: '*/*', 'content-type': 'text/plain;charset=UTF-8', Cookie: 'sid=abc' },
    body: 'first\tcolumn\r\nsecond line ! \\ end',
    ignoredFlags: [],
  },
  // Older Chrome: Cookie as a header and --compressed.
  'chrome_bash_get_compressed.sh': {
    url: 'https://www.example.org/search?q=caf%C3%A9&page=2',
    method: 'GET',
    headers: {
      authority: 'www.example.org',
      accept:
        'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      cookie: '_ga=GA1.2.1234567890.1600000000; lang=fr',
      'upgrade-insecure-requests': '1',
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0.4664.110 Safari/537.36',
    },
    body: null,
    ignoredFlags: ['--compressed'],
  },
  // Chrome "Copy as cURL (cmd)" with CRLF line ends: ^"...^", ^\^" for quotes, ^% ^& ^{ ^[,
  // backslashes doubled by Chrome.
  'chrome_cmd_post.cmd': {
    url: 'https://api.example.com/v1/search?q=caf%C3%A9&limit=10',
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'user-agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      Cookie: 'session_id=8f14e45fceea167a; theme=dark',
    },
    body: '{"query":"50% off & free","path":"C:\\\\temp","tags":["a","b"]}',
    ignoredFlags: [],
  },
  // Chrome cmd: a newline in the body is ^ followed by two line breaks; < > | are escaped.
  'chrome_cmd_multiline_body.cmd': {
    url: 'http://localhost:28139/echo',
    method: 'PATCH',
    headers: { 'content-type': 'text/plain' },
    body: 'first line\nsecond line with <tags> and |pipes|',
    ignoredFlags: [],
  },
  // Firefox: one line, --compressed, -X POST, Latin-1 characters as \xHH in $'...'.
  'firefox_post.sh': {
    url: 'https://shop.example.com/api/cart',
    method: 'POST',
    headers: {
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
      Accept: 'application/json',
      'Accept-Language': 'fr,fr-FR;q=0.8,en-US;q=0.5,en;q=0.3',
      'Accept-Encoding': 'gzip, deflate, br',
      'Content-Type': 'application/json',
      Origin: 'https://shop.example.com',
      Connection: 'keep-alive',
      Cookie: 'cart=42; lang=fr',
      'Sec-Fetch-Dest': 'empty',
      'Sec-Fetch-Mode': 'cors',
      'Sec-Fetch-Site': 'same-origin',
    },
    body: '{"item":"Café crème","qty":2}',
    ignoredFlags: ['--compressed'],
  },
  'safari_post.sh': {
    url: 'https://api.example.com/v2/login',
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: '*/*',
      Origin: 'https://www.example.com',
      'User-Agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    },
    body: 'user=jane%40example.com&remember=1',
    ignoredFlags: [],
  },
  // Stripe docs: -u key: (empty password), name="value" quoting inside a word, --data-urlencode.
  'stripe_create_customer.sh': {
    url: 'https://api.stripe.com/v1/customers',
    method: 'POST',
    headers: {
      Authorization: basic('sk_test_4eC39HqLyjWDarjtT1zdp7dc:'),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'name=Jenny Rosen&email=jenny.rosen%40example.com&metadata[order_id]=6735',
    ignoredFlags: [],
  },
  // GitHub docs: a placeholder with < > inside double quotes, '\'' inside single quotes.
  'github_create_issue.sh': {
    url: 'https://api.github.com/repos/OWNER/REPO/issues',
    method: 'POST',
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: 'Bearer <YOUR-TOKEN>',
      'X-GitHub-Api-Version': '2022-11-28',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: '{"title":"Found a bug","body":"I\'m having a problem with this.","assignees":["octocat"],"labels":["bug"]}',
    ignoredFlags: ['-L'],
  },
  // OpenAI docs: $OPENAI_API_KEY stays as written; a multi-line body in single quotes.
  'openai_chat.sh': {
    url: 'https://api.openai.com/v1/chat/completions',
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer $OPENAI_API_KEY' },
    body: '{\n    "model": "gpt-4o-mini",\n    "messages": [{"role": "user", "content": "Say \\"hi\\""}]\n  }',
    ignoredFlags: [],
  },
  // Twilio docs: --data-urlencode encodes UTF-8, + and , (space as +); unquoted $VARs in -u.
  'twilio_send_sms.sh': {
    url: 'https://api.twilio.com/2010-04-01/Accounts/$TWILIO_ACCOUNT_SID/Messages.json',
    method: 'POST',
    headers: {
      Authorization: basic('$TWILIO_ACCOUNT_SID:$TWILIO_AUTH_TOKEN'),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'Body=Hi+there%2C+%C3%A7a+va%3F&From=%2B15557122661&To=%2B15558675310',
    ignoredFlags: [],
  },
  // curl's manual: --json sets Content-Type and Accept unless -H gives them.
  'curl_manual_json.sh': {
    url: 'https://example.com/',
    method: 'POST',
    headers: { Accept: 'text/html', 'Content-Type': 'application/json' },
    body: '{ "drink": "coffe" }',
    ignoredFlags: [],
  },
  'powershell_backticks.ps1': {
    url: 'https://api.example.com/v1/items',
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer abc123' },
    body: null,
    ignoredFlags: [],
  },
  // A terminal line: the $ prompt is skipped, the pipe to jq ends curl's part of the pipeline.
  'terminal_prompt.sh': {
    url: 'https://example.com/file.json',
    method: 'GET',
    headers: {},
    body: null,
    ignoredFlags: ['-s', '-S', '-L', '-o', '-w'],
  },
  // Glued short options and --opt=value.
  'glued_options.sh': {
    url: 'https://example.com/api/lamp',
    method: 'PATCH',
    headers: {
      Accept: 'application/json',
      Authorization: basic('admin:s3cret'),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: '{"on":true}',
    ignoredFlags: ['-s', '-S', '-L', '-k'],
  },
}

describe('parseCurl on browser and API-docs samples', () => {
  it('has an expectation for every sample file', () => {
    expect(readdirSync(DIR).sort()).toEqual(Object.keys(SAMPLES).sort())
  })

  it.each(Object.entries(SAMPLES))('%s', (name, expected) => {
    expect(parseCurl(read(name))).toStrictEqual(expected)
  })

  it('keeps the CRLF line ends of the cmd sample (as the Windows clipboard gives them)', () => {
    expect(read('chrome_cmd_post.cmd')).toContain('^\r\n')
  })
})
