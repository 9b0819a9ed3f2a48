// curl's command-line options: which take an argument and which are boolean. The table follows
// the `aliases` array of curl's src/tool_getparam.c and https://curl.se/docs/manpage.html, so
// `-k`, `-s`, `-L` or `--compressed` never swallow the URL while `-o file` or `-m 20` do.
// Deprecated options that still take an argument (`--krb4`, `--egd-file`, ...) are listed too:
// a command written for an older curl must not lose its URL to them.

/** One curl option: its long name (without `--`), its short letter and whether it takes a value. */
export interface CurlOption {
  readonly name: string
  readonly short?: string
  readonly takesArg: boolean
}

// Long names of options that take an argument (ARG_STRG and ARG_FILE in tool_getparam.c).
const WITH_ARG = `abstract-unix-socket alt-svc aws-sigv4 cacert capath cert cert-type ciphers config
connect-timeout connect-to continue-at cookie cookie-jar create-file-mode crlfile curves data
data-ascii data-binary data-raw data-urlencode delegation dns-interface dns-ipv4-addr
dns-ipv6-addr dns-servers doh-url dump-header ech egd-file engine etag-compare etag-save
expect100-timeout form form-string ftp-account ftp-alternative-to-user ftp-method ftp-port
ftp-ssl-ccc-mode happy-eyeballs-timeout-ms haproxy-clientip header hostpubmd5 hostpubsha256 hsts
interface ip-tos ipfs-gateway json keepalive-cnt keepalive-time key key-type knownhosts krb krb4
libcurl limit-rate local-port login-options mail-auth mail-from mail-rcpt max-filesize max-redirs
max-time netrc-file noproxy oauth2-bearer output output-dir parallel-max parallel-max-host pass
pinnedpubkey preproxy proto proto-default proto-redir proxy proxy-cacert proxy-capath proxy-cert
proxy-cert-type proxy-ciphers proxy-crlfile proxy-header proxy-key proxy-key-type proxy-pass
proxy-pinnedpubkey proxy-service-name proxy-tls13-ciphers proxy-tlsauthtype proxy-tlspassword
proxy-tlsuser proxy-user proxy1.0 pubkey quote random-file range rate referer request
request-target resolve retry retry-delay retry-max-time sasl-authzid service-name sigalgs socks4
socks4a socks5 socks5-gssapi-service socks5-hostname speed-limit speed-time ssl-sessions stderr
telnet-option tftp-blksize time-cond tls-max tls13-ciphers tlsauthtype tlspassword tlsuser trace
trace-ascii trace-config unix-socket upload-file upload-flags url url-query user user-agent
variable vlan-priority write-out`

// Long names of boolean options (ARG_BOOL and ARG_NONE). `--help` takes an optional category in
// recent curl but never consumes the next word unless glued, so it is boolean here.
const BOOLEAN = `alpn anyauth append basic buffer ca-native cert-status clobber compressed
compressed-ssh create-dirs crlf digest disable disable-eprt disable-epsv disallow-username-in-url
doh-cert-status doh-insecure dump-ca-embed eprt epsv fail fail-early fail-with-body
false-start follow form-escape ftp-create-dirs ftp-pasv ftp-pret ftp-skip-pasv-ip ftp-ssl
ftp-ssl-ccc ftp-ssl-control ftp-ssl-reqd get globoff haproxy-protocol head help http0.9 http1.0
http1.1 http2 http2-prior-knowledge http3 http3-only ignore-content-length include insecure ipv4
ipv6 junk-session-cookies keepalive list-only location location-trusted mail-rcpt-allowfails
manual metalink mptcp negotiate netrc netrc-optional next npn ntlm ntlm-wb out-null parallel
parallel-immediate path-as-is post301 post302 post303 progress-bar progress-meter proxy-anyauth
proxy-basic proxy-ca-native proxy-digest proxy-http2 proxy-insecure proxy-negotiate proxy-ntlm
proxy-ssl-allow-beast proxy-ssl-auto-client-cert proxy-tlsv1 proxytunnel raw remote-header-name
remote-name remote-name-all remote-time remove-on-error retry-all-errors retry-connrefused sasl-ir
sessionid show-error show-headers silent skip-existing socks5-basic socks5-gssapi
socks5-gssapi-nec ssl ssl-allow-beast ssl-auto-client-cert ssl-no-revoke ssl-reqd
ssl-revoke-best-effort sslv2 sslv3 styled-output suppress-connect-headers tcp-fastopen
tcp-nodelay tftp-no-options tls-earlydata tlsv1 tlsv1.0 tlsv1.1 tlsv1.2 tlsv1.3 tr-encoding
trace-ids trace-time use-ascii verbose version xattr`

// Short letters (https://curl.se/docs/manpage.html lists each next to its long name). `-N` is
// `--no-buffer` and `-i` is `--show-headers` (formerly `--include`).
const SHORT: Readonly<Record<string, string>> = {
  '0': 'http1.0',
  '1': 'tlsv1',
  '2': 'sslv2',
  '3': 'sslv3',
  '4': 'ipv4',
  '6': 'ipv6',
  '#': 'progress-bar',
  ':': 'next',
  a: 'append',
  A: 'user-agent',
  b: 'cookie',
  B: 'use-ascii',
  c: 'cookie-jar',
  C: 'continue-at',
  d: 'data',
  D: 'dump-header',
  e: 'referer',
  E: 'cert',
  f: 'fail',
  F: 'form',
  g: 'globoff',
  G: 'get',
  h: 'help',
  H: 'header',
  i: 'show-headers',
  I: 'head',
  j: 'junk-session-cookies',
  J: 'remote-header-name',
  k: 'insecure',
  K: 'config',
  l: 'list-only',
  L: 'location',
  m: 'max-time',
  M: 'manual',
  n: 'netrc',
  N: 'buffer',
  o: 'output',
  O: 'remote-name',
  p: 'proxytunnel',
  P: 'ftp-port',
  q: 'disable',
  Q: 'quote',
  r: 'range',
  R: 'remote-time',
  s: 'silent',
  S: 'show-error',
  t: 'telnet-option',
  T: 'upload-file',
  u: 'user',
  U: 'proxy-user',
  v: 'verbose',
  V: 'version',
  w: 'write-out',
  x: 'proxy',
  X: 'request',
  y: 'speed-time',
  Y: 'speed-limit',
  z: 'time-cond',
  Z: 'parallel',
}

function words(list: string): string[] {
  return list.split(/\s+/).filter((word) => word !== '')
}

const shortOf = new Map(Object.entries(SHORT).map(([letter, name]) => [name, letter]))

function option(name: string, takesArg: boolean): CurlOption {
  const short = shortOf.get(name)
  return short === undefined ? { name, takesArg } : { name, short, takesArg }
}

// Sorted by name so a prefix lookup is a binary search (parseCurl must stay linear in its input).
const OPTIONS: readonly CurlOption[] = [
  ...words(WITH_ARG).map((name) => option(name, true)),
  ...words(BOOLEAN).map((name) => option(name, false)),
].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))

const BY_NAME = new Map(OPTIONS.map((opt) => [opt.name, opt]))
const BY_SHORT = new Map(
  OPTIONS.filter((opt) => opt.short !== undefined).map((opt) => [opt.short, opt]),
)

/** Index of the first option whose name is >= `name`. */
function lowerBound(name: string): number {
  let lo = 0
  let hi = OPTIONS.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((OPTIONS[mid]?.name ?? '') < name) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * Finds a long option by its exact name or, as curl before 8.x accepted (`--sil` for
 * `--silent`), by a prefix that names exactly one option.
 */
export function findLongOption(name: string): CurlOption | undefined {
  if (name === '') return undefined
  const exact = BY_NAME.get(name)
  if (exact) return exact
  const at = lowerBound(name)
  const first = OPTIONS[at]
  if (!first?.name.startsWith(name)) return undefined
  return OPTIONS[at + 1]?.name.startsWith(name) ? undefined : first
}

/** Finds an option by its short letter (`X` for `-X`). */
export function findShortOption(letter: string): CurlOption | undefined {
  return BY_SHORT.get(letter)
}
