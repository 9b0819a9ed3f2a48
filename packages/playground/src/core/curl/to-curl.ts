// toCurl: request data to a cURL command that, pasted in a POSIX shell, sends the same request
// (docs/guide/curl.md), in the shape of curl's manual: -X <METHOD>, one -H per header, -d body,
// then the quoted URL. parseCurl(toCurl(x)) gives x back (see curl.property.test.ts).
import type { CurlInput } from '../types'
import { wireMethod } from '../request/method'

/** Options of `toCurl`. */
export interface ToCurlOptions {
  /** One option per line, joined with ` \` line continuations. @default false */
  multiline?: boolean
}

/** Single-quotes `text` for a POSIX shell: nothing inside '...' is special but the quote itself. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`
}

/**
 * The options that send `input`'s headers and credentials: one -H per header, the Cookie header as
 * -b (https://curl.se/docs/manpage.html#-b; only with a `=`, as without one curl reads a cookie
 * file), and Digest credentials as --digest -u (https://curl.se/docs/manpage.html#--digest).
 */
export function headerOptions(input: Pick<CurlInput, 'headers' | 'digest'>): string[] {
  const args: string[] = []
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    if (name.toLowerCase() === 'cookie' && value.includes('=')) {
      args.push(`-b ${shellQuote(value)}`)
      continue
    }
    // `-H 'Name:'` would make curl drop the header; `Name;` is curl's way to send it empty
    // (https://curl.se/docs/manpage.html#-H).
    const line = /^[ \t]*$/.test(value) ? `${name};` : `${name}: ${value}`
    args.push(`-H ${shellQuote(line)}`)
  }
  if (input.digest)
    args.push('--digest', `-u ${shellQuote(`${input.digest.username}:${input.digest.password}`)}`)
  return args
}

/** Converts request data to a cURL command line for a POSIX shell. */
export function toCurl(input: CurlInput, options: ToCurlOptions = {}): string {
  // An empty method means the default one, GET.
  const method = wireMethod(input.method || 'GET')
  const body = input.body ?? ''
  const args: string[] = []
  if (method === 'HEAD' && body === '') {
    // -X HEAD makes curl wait for a body that never comes; -I is how curl sends HEAD
    // (https://curl.se/docs/manpage.html#-X).
    args.push('-I')
  } else if (method !== 'GET' || body !== '') {
    // GET needs no -X unless it has a body: -d alone would make curl send POST.
    args.push(`-X ${/^[A-Za-z0-9_.-]+$/.test(method) ? method : shellQuote(method)}`)
  }
  args.push(...headerOptions(input))
  if (body !== '') {
    // -d @file would read a file: --data-raw sends a leading @ as is
    // (https://curl.se/docs/manpage.html#--data-raw).
    args.push(`${body.startsWith('@') ? '--data-raw' : '-d'} ${shellQuote(body)}`)
  }
  // A URL starting with - would read as an option; --url says it is the URL.
  args.push(input.url.startsWith('-') ? `--url ${shellQuote(input.url)}` : shellQuote(input.url))
  const [first, ...rest] = args
  if (!options.multiline || rest.length === 0) return ['curl', ...args].join(' ')
  return [`curl ${first ?? ''}`, ...rest].join(' \\\n  ')
}
