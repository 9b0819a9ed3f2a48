// The request a parsed cURL command sends: what each option does to it, following curl's
// manual (https://curl.se/docs/manpage.html) and source (src/tool_getparam.c, lib/http.c).
// Applied: -X -H -d --data-* --json -F --form-string -u --oauth2-bearer -G --url --url-query
// -b -A -e -I -r, and -T for its method and URL. Everything else is listed in ignoredFlags as
// written, as are values that name a file (`-d @body.json`, `-b cookies.txt`): a browser cannot
// read them.
import { base64Encode, bytesToBase64 } from '../request/base64'
import { isValidHeaderName } from '../request/header'
import type { ParsedCurl, ParsedCurlFormPart } from '../types'
import type { ShellStdin } from './shell-words'
import { parseFormArg } from './form-arg'
import { parseHeaderLine } from './header-line'
import type { CurlOption } from './options'
import { appendQuery, takeCredentials, withScheme, withUploadName } from './url'
import { dataUrlencode } from './url-encode'

// Authentication methods as bits, like libcurl's CURLAUTH_*: curl sends credentials on the first
// request only when exactly one method is wanted (lib/http.c, Curl_http_output_auth).
const BASIC = 1
const DIGEST = 2
const NEGOTIATE = 4
const NTLM = 8
const BEARER = 64
const AWS_SIGV4 = 128
const ANY = 0xffff

interface Flagged {
  /** The option as the user wrote it, e.g. `-u` or `--user`. */
  flag: string
  value: string
}

interface Header {
  name: string
  value: string
}

/** A -r value as curl sends it: a bare number N means `N-` (curl appends the dash itself). */
function normalizeRange(range: string): string {
  return /^[0-9]+$/.test(range) ? `${range}-` : range
}

/** The request a cURL command describes, built option by option. */
export class CurlCommand {
  url: string | undefined
  method: string | undefined
  head = false
  get = false
  /** The first -T file: curl uploads it to the first URL. */
  upload: string | undefined
  data: string | undefined
  json = false
  query: string[] = []
  headers = new Map<string, Header>()
  removed = new Set<string>()
  cookies: Flagged[] = []
  userAgent: Flagged | undefined
  referer: Flagged | undefined
  range: Flagged | undefined
  user: Flagged | undefined
  bearer: Flagged | undefined
  authType = 0
  form: ParsedCurlFormPart[] = []
  formFlags: string[] = []
  ignored = new Set<string>()

  /** @param stdin what the command's standard input is redirected from, when known */
  constructor(readonly stdin: ShellStdin | undefined = undefined) {}

  /** Lists a flag (or flag and value) that was understood but not applied; once each. */
  ignore(text: string): void {
    this.ignored.add(text)
  }

  /** Sets the URL from --url or a non-option argument. */
  setUrl(url: string): void {
    // The first URL wins; curl would fetch the others too, one after the other.
    if (this.url === undefined && url !== '') this.url = url
  }

  /** Adds the value of -d, --data-*, or --json to the body. */
  addData(option: string, flag: string, value: string): void {
    let piece: string | undefined = value
    if (option === 'data-urlencode') {
      piece = dataUrlencode(value)
    } else if (option !== 'data-raw' && value.startsWith('@')) {
      // https://curl.se/docs/manpage.html#-d: @file reads the body from a file (@- from stdin).
      piece = value === '@-' ? this.readStdin(option) : undefined
    }
    if (piece === undefined) {
      this.ignore(`${flag} ${value}`)
      // `-d @- < file` is `-d @file`: the body names the file either way.
      piece = value === '@-' && this.stdin && 'file' in this.stdin ? `@${this.stdin.file}` : value
    }
    // Pieces are joined with & (https://curl.se/docs/manpage.html#-d); --json pieces are
    // appended as they are (https://curl.se/docs/manpage.html#--json).
    if (option === 'json') this.json = true
    const separator = this.data && option !== 'json' ? '&' : ''
    this.data = (this.data ?? '') + separator + piece
  }

  /** What `@-` reads for `option` when standard input is a here-document; else undefined. */
  readStdin(option: string): string | undefined {
    if (!this.stdin || !('text' in this.stdin)) return undefined
    // -d and --data-ascii strip line breaks from what they read; --data-binary and --json do not.
    return option === 'data' || option === 'data-ascii'
      ? this.stdin.text.replace(/[\r\n]/g, '')
      : this.stdin.text
  }

  /** Adds, empties or removes a header from a -H value. */
  addHeader(flag: string, raw: string): void {
    const line = raw.startsWith('@') ? undefined : parseHeaderLine(raw)
    if (line === undefined || line.kind === 'invalid' || !isValidHeaderName(line.name)) {
      // @file reads headers from a file; other values curl would not send as a header.
      this.ignore(`${flag} ${raw}`)
      return
    }
    const key = line.name.toLowerCase()
    if (line.kind === 'remove') {
      // `-H 'Name:'` stops curl from sending its own header of that name.
      this.headers.delete(key)
      this.removed.add(key)
      return
    }
    if (/[\r\n\0]/.test(line.value)) {
      this.ignore(`${flag} ${raw}`)
      return
    }
    const previous = this.headers.get(key)
    if (previous) {
      // curl sends both lines; one field with the values joined means the same (RFC 9110
      // section 5.3), with `; ` for Cookie (RFC 6265 section 5.4).
      previous.value = `${previous.value}${key === 'cookie' ? '; ' : ', '}${line.value}`
      return
    }
    this.headers.set(key, { name: line.name, value: line.value })
  }

  /** Adds a header an option implies, unless -H set or removed it (curl lets -H win). */
  imply(name: string, value: string, flag?: string): void {
    const key = name.toLowerCase()
    if (this.headers.has(key) || this.removed.has(key)) {
      if (flag !== undefined) this.ignore(flag)
      return
    }
    this.headers.set(key, { name, value })
  }

  /** Applies one option; returns true when parsing must stop (--next starts another request). */
  apply(option: CurlOption, flag: string, value: string, on: boolean): boolean {
    switch (option.name) {
      case 'data':
      case 'data-ascii':
      case 'data-binary':
      case 'data-raw':
      case 'data-urlencode':
      case 'json':
        this.addData(option.name, flag, value)
        break
      case 'request':
        if (value === '') this.ignore(flag)
        else this.method = value
        break
      case 'header':
        this.addHeader(flag, value)
        break
      case 'form':
      case 'form-string':
        this.addForm(flag, value, option.name === 'form-string')
        break
      case 'url':
        this.setUrl(value)
        break
      case 'url-query': {
        // https://curl.se/docs/manpage.html#--url-query: +text is used as is, anything else is
        // encoded like --data-urlencode.
        const query = value.startsWith('+') ? value.slice(1) : dataUrlencode(value)
        if (query === undefined) this.ignore(`${flag} ${value}`)
        else this.query.push(query)
        break
      }
      case 'get':
        this.get = on
        break
      case 'head':
        this.head = on
        break
      case 'upload-file':
        // -T uploads a file with PUT: the method and URL are kept, the file cannot be read here.
        this.upload ??= value
        this.ignore(`${flag} ${value}`)
        break
      case 'cookie':
        // https://curl.se/docs/manpage.html#-b: without a `=` the value is a cookie file.
        if (value.includes('=')) this.cookies.push({ flag, value })
        else this.ignore(`${flag} ${value}`)
        break
      case 'user-agent':
        this.userAgent = { flag, value }
        break
      case 'referer': {
        // A trailing ;auto only asks curl to set Referer on redirects.
        const referer = value.endsWith(';auto') ? value.slice(0, -5) : value
        this.referer = referer === '' ? undefined : { flag, value: referer }
        break
      }
      case 'range':
        this.range = value === '' ? undefined : { flag, value }
        break
      case 'user':
        this.user = { flag, value }
        break
      case 'oauth2-bearer':
        this.bearer = { flag, value }
        this.authType |= BEARER
        break
      case 'basic':
        this.toggleAuth(BASIC, on)
        break
      // Methods that need a challenge from the server first: noted, and credentials are not sent.
      case 'digest':
        this.toggleAuth(DIGEST, on, flag)
        break
      case 'negotiate':
        this.toggleAuth(NEGOTIATE, on, flag)
        break
      case 'ntlm':
        this.toggleAuth(NTLM, on, flag)
        break
      case 'aws-sigv4':
        this.toggleAuth(AWS_SIGV4, true, flag)
        break
      case 'anyauth':
        this.authType = ANY
        this.ignore(flag)
        break
      default:
        this.ignore(flag)
        return option.name === 'next'
    }
    return false
  }

  /** Adds or removes an authentication method; methods a browser cannot do are noted. */
  toggleAuth(bit: number, on: boolean, flag?: string): void {
    this.authType = on ? this.authType | bit : this.authType & ~bit
    if (flag !== undefined) this.ignore(flag)
  }

  /** Adds a -F / --form-string part. */
  addForm(flag: string, value: string, literal: boolean): void {
    const part = parseFormArg(value, literal)
    if (part === undefined) {
      this.ignore(`${flag} ${value}`)
      return
    }
    this.form.push(part)
    this.formFlags.push(flag)
  }

  /**
   * Turns -u, credentials in the URL or --oauth2-bearer into an Authorization header when curl
   * would send one; -u wins over the URL's credentials.
   */
  applyAuth(urlCredentials: Uint8Array | undefined): void {
    const wanted = this.authType || BASIC
    if (this.user) {
      if (wanted === BASIC && this.user.value !== '') {
        // -u user without a password makes curl prompt for one: an empty password here.
        const credentials = this.user.value.includes(':') ? this.user.value : `${this.user.value}:`
        this.imply('Authorization', `Basic ${base64Encode(credentials)}`, this.user.flag)
      } else {
        this.ignore(this.user.flag)
      }
    } else if (urlCredentials !== undefined && wanted === BASIC) {
      // Curl_urldecode leaves bytes, not text: they are encoded as they are.
      this.imply('Authorization', `Basic ${bytesToBase64(urlCredentials)}`)
    }
    if (this.bearer) {
      if (wanted === BEARER && this.bearer.value !== '') {
        this.imply('Authorization', `Bearer ${this.bearer.value}`, this.bearer.flag)
      } else {
        this.ignore(this.bearer.flag)
      }
    }
  }

  /**
   * The method without -X: HEAD for -I, GET for -G, PUT for -T, POST with data or a form, else
   * GET (https://curl.se/docs/manpage.html#-X). An explicit -X is sent as written, `-X wHat` too.
   */
  impliedMethod(hasBody: boolean): string {
    if (this.head) return 'HEAD'
    if (this.get) return 'GET'
    if (this.upload !== undefined) return 'PUT'
    return hasBody ? 'POST' : 'GET'
  }

  /** The parsed request, or null without a URL. */
  result(): ParsedCurl | null {
    if (this.url === undefined) return null
    const { url: bare, credentials } = takeCredentials(withScheme(this.url))
    let url = this.upload === undefined ? bare : withUploadName(bare, this.upload)
    if (this.query.length > 0) url = appendQuery(url, this.query.join('&'))
    let body = this.data ?? null
    if (this.get) {
      // -G sends the data as the URL's query (https://curl.se/docs/manpage.html#-G).
      url = appendQuery(url, body ?? '')
      body = null
    }
    let form = this.form
    if (form.length > 0 && body !== null) {
      // curl refuses -d with -F; the data is kept, the form parts are dropped.
      for (const flag of this.formFlags) this.ignore(flag)
      form = []
    }
    const method = this.method ?? this.impliedMethod(body !== null || form.length > 0)

    // Headers curl adds on its own, unless -H set or removed them.
    this.applyAuth(credentials)
    if (this.cookies.length > 0) {
      const cookie = this.cookies.map((c) => c.value).join('; ')
      this.imply('Cookie', cookie, this.cookies[0]?.flag)
    }
    if (this.userAgent?.value) this.imply('User-Agent', this.userAgent.value, this.userAgent.flag)
    if (this.referer) this.imply('Referer', this.referer.value, this.referer.flag)
    if (this.range) {
      // https://curl.se/docs/manpage.html#-r: over HTTP a byte range is a Range header.
      this.imply('Range', `bytes=${normalizeRange(this.range.value)}`, this.range.flag)
    }
    if (this.json) {
      // https://curl.se/docs/manpage.html#--json: unless -H already sets them.
      this.imply('Content-Type', 'application/json')
      this.imply('Accept', 'application/json')
    } else if (body !== null) {
      // https://curl.se/docs/manpage.html#-d: "as a browser does when a user has filled in an
      // HTML form"; -d '' sends it too, with an empty body.
      this.imply('Content-Type', 'application/x-www-form-urlencoded')
    }
    const headers = Object.fromEntries([...this.headers.values()].map((h) => [h.name, h.value]))
    const parsed: ParsedCurl = { url, method, headers, body, ignoredFlags: [...this.ignored] }
    if (form.length > 0) parsed.form = form
    return parsed
  }
}
