// parseCurl on the corpus (curlconverter's test fixtures, copied into __fixtures__, MIT): what
// parse-curl.oracle.test.ts cannot check there. The oracle compares URL, method, headers and body
// with curlconverter's; this file states the rest (ignoredFlags and -F parts) for every fixture,
// and the whole result where we deliberately differ from curlconverter.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseCurl } from './index'
import type { ParsedCurl } from '../types'

const DIR = new URL('./__fixtures__/', import.meta.url)
const read = (name: string): string => readFileSync(new URL(name, DIR), 'utf8')
/** The text of fixture `name` between `start` and the next `end`: for values too long to repeat. */
function between(name: string, start: string, end: string): string {
  const text = read(name)
  const from = text.indexOf(start) + start.length
  return text.slice(from, text.indexOf(end, from))
}

const L = 'http://localhost:28139'
const TIGERS = { name: 'attributes', value: '{"name":"tigers.jpeg", "parent":{"id":"11446498"}}' }
const FILE1 = { name: 'file1', file: './test/fixtures/curl_commands/delete.sh' }

type Rest = Partial<Pick<ParsedCurl, 'ignoredFlags' | 'form'>>

/** ignoredFlags and form of each fixture that has any; the others have neither. */
const REST: Record<string, Rest> = {
  'bash_redirect.sh': { ignoredFlags: ['--data-binary @-'] },
  'bash_redirect_herestring.sh': { ignoredFlags: ['--data-binary @-'] },
  'broken_cookie.sh': { ignoredFlags: ['-i'] },
  'commented_json_with_session.sh': { ignoredFlags: ['-b cookies.txt', '-c'] },
  'form_quotes.sh': {
    ignoredFlags: ['-v'],
    form: [
      { name: 'input', value: between('form_quotes.sh', "-F 'input=", ';type=') },
      { name: 'file1', file: 'NewDoc.pdf' },
    ],
  },
  'get_cert_cacert.sh': { ignoredFlags: ['--cert', '--cacert'] },
  'get_cert_key_capath.sh': { ignoredFlags: ['--cert', '--key', '--capath'] },
  'get_charles_syntax.sh': { ignoredFlags: ['--compressed'] },
  'get_cookies_from_file.sh': { ignoredFlags: ['-b cookie.txt'] },
  'get_digest_auth.sh': { ignoredFlags: ['--digest', '-u'] },
  'get_follow_redirect.sh': { ignoredFlags: ['-L'] },
  'get_header_with_quotes.sh': { ignoredFlags: ['--compressed'] },
  'get_http2_warning.sh': { ignoredFlags: ['--http2'] },
  'get_insecure_basic_auth.sh': { ignoredFlags: ['-k'] },
  'get_insecure_full.sh': { ignoredFlags: ['--insecure'] },
  'get_insecure_k.sh': { ignoredFlags: ['-k'] },
  'get_insecure_short.sh': { ignoredFlags: ['-k'] },
  'get_max_time.sh': { ignoredFlags: ['-m'] },
  'get_max_time_and_connect_timeout.sh': { ignoredFlags: ['--max-time', '--connect-timeout'] },
  'get_proxy.sh': { ignoredFlags: ['-x'] },
  'get_proxy_with_auth.sh': { ignoredFlags: ['--proxy', '-U'] },
  'get_silent.sh': { ignoredFlags: ['--sil'] },
  'get_user_agent.sh': { ignoredFlags: ['--trace-ascii', '-i', '-L'] },
  'get_user_agent_alias.sh': { ignoredFlags: ['--trace-ascii', '-i', '-L'] },
  'get_with_browser_headers.sh': { ignoredFlags: ['--compressed'] },
  'get_with_cookie_in_headers.sh': { ignoredFlags: ['--compressed'] },
  'get_with_data.sh': { ignoredFlags: ['-v'] },
  'get_with_data2.sh': { ignoredFlags: ['-i'] },
  'get_with_form.sh': {
    ignoredFlags: ['-s'],
    form: [
      { name: 'from', value: 'test@tester.com' },
      { name: 'to', value: 'devs@tester.net' },
      { name: 'subject', value: 'Hello' },
      { name: 'text', value: 'Testing the converter!' },
    ],
  },
  'get_with_header_lowercase_cookie.sh': { ignoredFlags: ['-v'] },
  'j_data_priority_than_f.sh': { ignoredFlags: ['-F'] },
  'j_patch_file_only.sh': { form: [FILE1] },
  'j_patch_file_with_data.sh': {
    form: [FILE1, { name: 'form1', value: 'form+data+1' }, { name: 'form2', value: 'form_data_2' }],
  },
  'j_post_form_f.sh': {
    form: [
      { name: 'd1', value: 'data1' },
      { name: 'd2', value: 'data' },
    ],
  },
  'max_redirs.sh': { ignoredFlags: ['--max-redirs'] },
  'multipart_post.sh': { form: [TIGERS, { name: 'file', file: 'myfile.jpg' }] },
  'multipart_with_headers.sh': { form: [TIGERS, { name: 'file', file: 'myfile.jpg' }] },
  'multiple_d_post.sh': { ignoredFlags: ['-s'] },
  'multiple_urls.sh': {
    ignoredFlags: ['--upload-file file.txt', '--upload-file myfile.jpg', '--next'],
  },
  'no_location_with_full_cookie_jar.sh': {
    ignoredFlags: [
      '--no-location',
      '--location-trusted',
      '--no-location-trusted',
      '-b cookies.txt',
      '-c',
    ],
  },
  'options.sh': { ignoredFlags: ['--compressed'] },
  'parse_form_data.sh': { ignoredFlags: ['--compressed'] },
  'post_binary_file.sh': { ignoredFlags: ['-i', '--data-binary @./sample.sparql'] },
  'post_form.sh': {
    form: [
      { name: 'username', value: 'davidwalsh' },
      { name: 'password', value: 'something' },
    ],
  },
  'post_image.sh': { form: [{ name: 'image', file: 'image.jpg' }] },
  'post_json_multiple_headers.sh': { ignoredFlags: ['-v', '-k'] },
  'post_with_browser_headers.sh': { ignoredFlags: ['--compressed'] },
  'post_with_colon_in_header.sh': { ignoredFlags: ['-i'] },
  'post_with_data-ascii.sh': { ignoredFlags: ['--compressed'] },
  'post_with_extra_whitespace.sh': {
    form: [
      { name: 'files', file: '47.htz' },
      { name: 'name', value: '47' },
      { name: 'oldMediaId', value: '47' },
      { name: 'updateInLayouts', value: '1' },
      { name: 'deleteOldRevisions', value: '1' },
    ],
  },
  'post_with_urlencoded_data.sh': { ignoredFlags: ['--compressed'] },
  'put_with_T_option.sh': { ignoredFlags: ['-T my_file.txt'] },
  'put_with_file.sh': { ignoredFlags: ['-i', '--data @new_file'] },
  'read_cookies_and_mixed_auth.sh': {
    ignoredFlags: ['-b cookies.txt', '--digest', '--user', '--oauth2-bearer'],
  },
  'read_stdin.sh': { ignoredFlags: ['--data @-'] },
  'redirect_command_data.sh': { ignoredFlags: ['--data @-'] },
  'redirect_command_url_query.sh': { ignoredFlags: ['--url-query @-'] },
  'redirect_variable_and_string_data.sh': { ignoredFlags: ['--data @-'] },
  'redirect_variable_data.sh': { ignoredFlags: ['--data @-'] },
  'socks_proxy.sh': { ignoredFlags: ['-x'] },
  'upload_file.sh': { ignoredFlags: ['--upload-file file.txt'] },
  'url_query_reads_file.sh': { ignoredFlags: ['--url-query name@myfile.jpg'] },
}

describe('parseCurl on curlconverter fixtures', () => {
  const files = readdirSync(DIR).filter((name) => name.endsWith('.sh'))

  it.each(files)('%s: ignoredFlags and form', (name) => {
    const parsed = parseCurl(read(name))
    expect(parsed).not.toBeNull()
    const { ignoredFlags = [], form } = REST[name] ?? {}
    expect(parsed?.ignoredFlags).toStrictEqual(ignoredFlags)
    expect(parsed?.form).toStrictEqual(form)
  })

  it('lists only fixtures that exist', () => {
    for (const name of Object.keys(REST)) expect(files).toContain(name)
  })

  // Where parse-curl.oracle.test.ts lists a deliberate difference, the whole result is stated.
  it('sends no credentials when two auth methods are wanted (read_cookies_and_mixed_auth.sh)', () => {
    expect(parseCurl(read('read_cookies_and_mixed_auth.sh'))).toStrictEqual({
      url: L,
      method: 'GET',
      headers: {},
      body: null,
      ignoredFlags: ['-b cookies.txt', '--digest', '--user', '--oauth2-bearer'],
    })
  })

  it('keeps --url-query @file out of the URL (url_query_reads_file.sh, redirect_command_url_query.sh)', () => {
    expect(parseCurl(read('url_query_reads_file.sh'))?.url).toBe(L)
    expect(parseCurl(read('redirect_command_url_query.sh'))?.url).toBe(L)
  })

  it('reads $"..." in a redirection as a quoted string (redirect_variable_and_string_data.sh)', () => {
    expect(parseCurl(read('redirect_variable_and_string_data.sh'))?.body).toBe(
      'foo&@start$FILENAMEend',
    )
  })

  it('reads -d @- from a here-document (bash_redirect_heredoc.sh) and names a < file', () => {
    expect(parseCurl(read('bash_redirect_heredoc.sh'))?.body).toBe(
      between('bash_redirect_heredoc.sh', '<<DATA\n', 'DATA\n'),
    )
    expect(parseCurl(read('bash_redirect.sh'))?.body).toBe('@add_params.xml')
  })

  // form_quotes.sh holds five commands; parseCurl reads the first, the others are checked here.
  const [, luci, upload, weird, typed] = read('form_quotes.sh').split(/\n\s*\n\s*(?=curl)/)
  const post = (fields: Partial<ParsedCurl> & Pick<ParsedCurl, 'url'>): ParsedCurl => ({
    method: 'POST',
    headers: {},
    body: null,
    ignoredFlags: [],
    ...fields,
  })
  it('form_quotes.sh: --form values in double quotes lose their quotes', () => {
    const fields = [...(luci ?? '').matchAll(/--form '([^=]+)="([^"]*)"'/g)]
    expect(fields).toHaveLength(26)
    expect(parseCurl(luci ?? '')).toStrictEqual(
      post({
        url: `${L}/cgi-bin/luci/admin/network/network/wan`,
        form: fields.map((m) => ({ name: m[1] ?? '', value: m[2] ?? '' })),
        ignoredFlags: ['--location'],
      }),
    )
    expect(parseCurl(luci ?? '')?.form?.at(-1)).toEqual({ name: 'cbi.apply', value: '保存&应用' })
  })

  it('form_quotes.sh: quoted file names, a backslash escape and ;type=', () => {
    expect(parseCurl(upload ?? '')).toStrictEqual(
      post({
        url: 'http://localhost:28139/files/upload/ztaaInstaller/0.4.0+0.5.0+ssdf/darwin/arm64/FILE.txt',
        headers: { xtoken: 'TOKEN' },
        form: [{ name: 'file', file: '/C:/Users/Admin/Downloads/file.txt' }],
        ignoredFlags: ['--location'],
      }),
    )
    expect(parseCurl(weird ?? '')).toStrictEqual(
      post({
        url: `${L}/api/v1/files/upload`,
        form: [{ name: 'file', file: '/Users/myuser/Desktop/weird\\dir/ss.png' }],
        ignoredFlags: ['--location'],
      }),
    )
    expect(parseCurl(typed ?? '')).toStrictEqual(
      post({
        url: L,
        form: [{ name: 'file', file: '/var/www/html/voice/test.mp3', type: 'audio/mpeg' }],
      }),
    )
  })
})
