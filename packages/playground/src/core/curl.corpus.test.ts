// parseCurl against real commands: curlconverter's test fixtures (copied into
// __fixtures__/curl, MIT) and browser / API-docs samples (__fixtures__/curl/samples). Each entry
// states the whole expected result: url, method, headers, body, form and ignoredFlags.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseCurl } from './curl'
import type { ParsedCurl } from './types'

const DIR = new URL('./__fixtures__/curl/', import.meta.url)
const read = (name: string): string => readFileSync(new URL(name, DIR), 'utf8')
const basic = (credentials: string): string =>
  `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`
/** The text of fixture `name` between `start` and the next `end`: for values too long to repeat. */
function between(name: string, start: string, end: string): string {
  const text = read(name)
  const from = text.indexOf(start) + start.length
  return text.slice(from, text.indexOf(end, from))
}

const L = 'http://localhost:28139'
type Expected = Partial<ParsedCurl> & Pick<ParsedCurl, 'url' | 'method'>
const FIDDLE = {
  Origin: 'http://fiddle.jshell.net',
  'Accept-Encoding': 'gzip, deflate',
  'Accept-Language': 'en-US,en;q=0.8',
  'User-Agent':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/39.0.2171.95 Safari/537.36',
  'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
  Accept: '*/*',
  Referer: 'http://fiddle.jshell.net/_display/',
  'X-Requested-With': 'XMLHttpRequest',
  Connection: 'keep-alive',
}
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' }
const SHARED_SERVERS = {
  url: `${L}/api/servers/00000000000/shared_servers/`,
  method: 'POST',
  headers: {
    "'Accept'": "'application/json'",
    Authorization: 'Bearer 000000000000000-0000',
    'Content-Type': 'application/json',
  },
  body: '@-',
  ignoredFlags: ['--data-binary @-'],
}
const T_MAPPING = {
  url: `${L}/twitter/_mapping/user?pretty`,
  method: 'PUT',
  headers: { 'Content-Type': 'application/json' },
  body: '{"properties": {"email": {"type": "keyword"}}}',
}
const STDIN_DATA = {
  url: 'localhost:28139',
  method: 'POST',
  body: 'foo&@-',
  ignoredFlags: ['--data @-'],
}
const FILE1 = { name: 'file1', file: './test/fixtures/curl_commands/delete.sh' }
const TIGERS = { name: 'attributes', value: '{"name":"tigers.jpeg", "parent":{"id":"11446498"}}' }
const USER_AGENT_CASE = {
  url: `${L}/vc/moviesmagic?p=5&pub=testmovie&tkn=817263812`,
  method: 'GET',
  headers: { 'x-msisdn': 'XXXXXXXXXXXXX', 'User-Agent': 'Mozilla Android6.1' },
  ignoredFlags: ['--trace-ascii', '-i', '-L'],
}

/** curlconverter's fixtures: every file of the folder must appear here. */
const CURLCONVERTER: Record<string, Expected | null> = {
  'bash_redirect.sh': {
    url: `${L}/api/2.0/fo/auth/unix/?action=create&title=UnixRecord&username=root&password=abc123&ips=10.10.10.10`,
    method: 'POST',
    headers: {
      'X-Requested-With': 'curl',
      'Content-Type': 'text/xml',
      Authorization: basic('USER:PASS'),
    },
    body: '@-',
    ignoredFlags: ['--data-binary @-'],
  },
  'bash_redirect_heredoc.sh': SHARED_SERVERS,
  'bash_redirect_herestring.sh': SHARED_SERVERS,
  'broken_cookie.sh': {
    url: 'http://localhost:8888/',
    method: 'GET',
    headers: { Cookie: 'a=b; c' },
    ignoredFlags: ['-i'],
  },
  'commented_json_with_session.sh': {
    url: L,
    method: 'POST',
    headers: JSON_HEADERS,
    body: '{   }',
    ignoredFlags: ['-b cookies.txt', '-c'],
  },
  'delete.sh': { url: `${L}/page`, method: 'DELETE' },
  'form_quotes.sh': {
    url: `${L}/v1/customer/disputes/PP-D-21692/provide-evidence`,
    method: 'POST',
    headers: {
      'Content-Type': 'multipart/related; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW',
      Authorization: `Bearer ${between('form_quotes.sh', 'Authorization: Bearer ', '"')}`,
    },
    form: [
      { name: 'input', value: between('form_quotes.sh', "-F 'input=", ';type=') },
      { name: 'file1', file: 'NewDoc.pdf' },
    ],
    ignoredFlags: ['-v'],
  },
  'get_basic_auth.sh': {
    url: `${L}/`,
    method: 'GET',
    headers: { Authorization: basic('some_username:some_password') },
  },
  'get_basic_auth_no_user.sh': {
    url: `${L}/`,
    method: 'GET',
    headers: { Authorization: basic(':some_password') },
  },
  'get_cert_cacert.sh': { url: `${L}/`, method: 'GET', ignoredFlags: ['--cert', '--cacert'] },
  'get_cert_key_capath.sh': {
    url: 'https://localhost:28139',
    method: 'GET',
    ignoredFlags: ['--cert', '--key', '--capath'],
  },
  'get_charles_syntax.sh': {
    url: `${L}/?format=json&`,
    method: 'GET',
    headers: {
      Host: 'api.ipify.org',
      Accept: '*/*',
      'User-Agent': 'GiftTalk/2.7.2 (iPhone; iOS 9.0.2; Scale/3.00)',
      'Accept-Language': 'en-CN;q=1, zh-Hans-CN;q=0.9',
    },
    ignoredFlags: ['--compressed'],
  },
  'get_complex_url_params.sh': {
    url: between('get_complex_url_params.sh', "curl '", "'"),
    method: 'GET',
  },
  'get_cookie_with_empty_value.sh': {
    url: `${L}/cookies`,
    method: 'GET',
    headers: {
      accept: 'application/json',
      Cookie: 'mysamplecookie=someValue; emptycookie=; otherCookie=2',
    },
  },
  'get_cookies_from_file.sh': { url: `${L}/`, method: 'GET', ignoredFlags: ['-b cookie.txt'] },
  'get_digest_auth.sh': { url: `${L}/`, method: 'GET', ignoredFlags: ['--digest', '-u'] },
  'get_follow_redirect.sh': { url: L, method: 'GET', ignoredFlags: ['-L'] },
  'get_header_with_quotes.sh': {
    url: L,
    method: 'GET',
    headers: { 'sec-ch-ua': '" Not A;Brand";v="99", "Chromium";v="92"' },
    ignoredFlags: ['--compressed'],
  },
  'get_http2_warning.sh': { url: 'localhost:28139', method: 'GET', ignoredFlags: ['--http2'] },
  'get_insecure_basic_auth.sh': {
    url: `${L}/`,
    method: 'GET',
    headers: { Authorization: basic('some_username:some_password') },
    ignoredFlags: ['-k'],
  },
  'get_insecure_full.sh': { url: L, method: 'GET', ignoredFlags: ['--insecure'] },
  'get_insecure_k.sh': { url: L, method: 'GET', ignoredFlags: ['-k'] },
  'get_insecure_short.sh': { url: `${L}/`, method: 'GET', ignoredFlags: ['-k'] },
  'get_long_form_header.sh': {
    url: `${L}/api/retail/books/list`,
    method: 'GET',
    headers: { Accept: 'application/json', 'user-token': '75d7ce4350c7d6239347bf23d3a3e668' },
  },
  'get_max_time.sh': { url: L, method: 'GET', ignoredFlags: ['-m'] },
  'get_max_time_and_connect_timeout.sh': {
    url: L,
    method: 'GET',
    ignoredFlags: ['--max-time', '--connect-timeout'],
  },
  'get_proxy.sh': { url: L, method: 'GET', ignoredFlags: ['-x'] },
  'get_proxy_with_auth.sh': { url: L, method: 'GET', ignoredFlags: ['--proxy', '-U'] },
  'get_referer.sh': {
    url: L,
    method: 'GET',
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      Referer: 'https://website.com',
      'User-Agent': 'SimCity',
    },
  },
  'get_silent.sh': { url: 'localhost:28139', method: 'GET', ignoredFlags: ['--sil'] },
  'get_url_starting_with_http.sh': { url: 'httpbin.org/test', method: 'GET' },
  'get_user_agent.sh': USER_AGENT_CASE,
  'get_user_agent_alias.sh': USER_AGENT_CASE,
  'get_with_all_numerical_data.sh': {
    url: `${L}/CurlToNode`,
    method: 'POST',
    headers: JSON_HEADERS,
    body: '18233982904',
  },
  'get_with_browser_headers.sh': {
    url: `${L}/`,
    method: 'GET',
    headers: {
      'Accept-Encoding': 'gzip, deflate, sdch',
      'Accept-Language': 'en-US,en;q=0.8',
      'User-Agent': FIDDLE['User-Agent'],
      Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/webp,*/*;q=0.8',
      Referer: 'http://www.wikipedia.org/',
      Cookie: between('get_with_browser_headers.sh', "-H 'Cookie: ", "'"),
      Connection: 'keep-alive',
    },
    ignoredFlags: ['--compressed'],
  },
  'get_with_cookie_in_headers.sh': {
    url: `${L}/cookies`,
    method: 'GET',
    headers: {
      Pragma: 'no-cache',
      'Accept-Encoding': 'gzip, deflate, br',
      'Accept-Language': 'en-US,en;q=0.9',
      'User-Agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/72.0.3626.119 Safari/537.36',
      accept: 'application/json',
      Referer: 'https://httpbin.org/',
      Cookie: 'authCookie=123',
      Connection: 'keep-alive',
      'Cache-Control': 'no-cache',
      'Sec-Metadata': 'destination=empty, site=same-origin',
    },
    ignoredFlags: ['--compressed'],
  },
  'get_with_data.sh': {
    url: `${L}/synthetics/api/v3/monitors?test=2&limit=100&w=4`,
    method: 'GET',
    headers: { 'X-Api-Key': '123456789' },
    ignoredFlags: ['-v'],
  },
  'get_with_data2.sh': {
    url: `${L}/v2/alerts_policy_channels.json?policy_id=policy_id&channel_ids=channel_id`,
    method: 'PUT',
    headers: { 'X-Api-Key': '{admin_api_key}', 'Content-Type': 'application/json' },
    ignoredFlags: ['-i'],
  },
  'get_with_env_var.sh': {
    url: `${L}/v2/images?type=distribution`,
    method: 'GET',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer $DO_API_TOKEN' },
  },
  'get_with_form.sh': {
    url: `${L}/v3`,
    method: 'POST',
    headers: { Authorization: basic('test:') },
    form: [
      { name: 'from', value: 'test@tester.com' },
      { name: 'to', value: 'devs@tester.net' },
      { name: 'subject', value: 'Hello' },
      { name: 'text', value: 'Testing the converter!' },
    ],
    ignoredFlags: ['-s'],
  },
  'get_with_header_lowercase_cookie.sh': {
    url: `${L}/page`,
    method: 'GET',
    headers: { cookie: between('get_with_header_lowercase_cookie.sh', "'cookie: ", "'") },
    ignoredFlags: ['-v'],
  },
  'get_with_header_without_value.sh': {
    url: 'localhost:28139/get',
    method: 'GET',
    headers: { 'Content-Type': 'text/xml;charset=UTF-8', getWorkOrderCancel: '' },
  },
  'get_with_single_header.sh': { url: `${L}/`, method: 'GET', headers: { foo: 'bar' } },
  'head.sh': { url: `${L}/page`, method: 'HEAD' },
  'head_with_I_option.sh': { url: `${L}/page`, method: 'HEAD' },
  'head_without_http.sh': { url: 'localhost:28139/page', method: 'HEAD' },
  'j_data_priority_than_f.sh': {
    url: `${L}/post`,
    method: 'POST',
    body: 'data1=data1&data2=data2&data3=data3',
    ignoredFlags: ['-F'],
  },
  'j_patch_array.sh': { url: `${L}/patch`, method: 'PATCH', body: 'item[]=1&item[]=2&item[]=3' },
  'j_patch_file_only.sh': { url: `${L}/patch`, method: 'PATCH', form: [FILE1] },
  'j_patch_file_with_data.sh': {
    url: `${L}/patch`,
    method: 'PATCH',
    form: [FILE1, { name: 'form1', value: 'form+data+1' }, { name: 'form2', value: 'form_data_2' }],
  },
  'j_post_data_wo_verb.sh': {
    url: `${L}/post`,
    method: 'POST',
    body: 'data1=data1&data2=data2&data3=data3',
  },
  'j_post_form_f.sh': {
    url: `${L}/post`,
    method: 'POST',
    form: [
      { name: 'd1', value: 'data1' },
      { name: 'd2', value: 'data' },
    ],
  },
  'max_redirs.sh': { url: L, method: 'GET', ignoredFlags: ['--max-redirs'] },
  'multiline_post_with_data.sh': {
    url: `${L}/echo/html/`,
    method: 'GET',
    headers: { Origin: 'http://fiddle.jshell.net' },
    body: 'msg1=value1&msg2=value2',
  },
  'multipart_post.sh': {
    url: `${L}/api/2.0/files/content`,
    method: 'POST',
    headers: { Authorization: 'Bearer ACCESS_TOKEN' },
    form: [TIGERS, { name: 'file', file: 'myfile.jpg' }],
  },
  'multipart_with_headers.sh': {
    url: `${L}/api/2.0/files/content`,
    method: 'POST',
    headers: { Authorization: 'Bearer ACCESS_TOKEN', 'X-Nice': 'Header' },
    form: [TIGERS, { name: 'file', file: 'myfile.jpg' }],
  },
  'multiple_commands.sh': { url: 'localhost:28139', method: 'GET' },
  'multiple_d_post.sh': {
    url: `${L}/webservices/rest.php`,
    method: 'POST',
    body: 'version=1.2&auth_user=fdgxf&auth_pwd=oxfdscds&json_data={ "operation": "core/get", "class": "Software", "key": "key" }',
    ignoredFlags: ['-s'],
  },
  'multiple_urls.sh': {
    url: L,
    method: 'PUT',
    body: 'fooo=blah',
    ignoredFlags: ['--upload-file file.txt', '--upload-file myfile.jpg', '--next'],
  },
  'no_location_with_full_cookie_jar.sh': {
    url: L,
    method: 'GET',
    ignoredFlags: [
      '--no-location',
      '--location-trusted',
      '--no-location-trusted',
      '-b cookies.txt',
      '-c',
    ],
  },
  'options.sh': {
    url: `${L}/api/tunein/queue-and-play?deviceSerialNumber=xxx&deviceType=xxx&guideId=s56876&contentType=station&callSign=&mediaOwnerCustomerId=xxx`,
    method: 'OPTIONS',
    headers: {
      Pragma: 'no-cache',
      'Access-Control-Request-Method': 'POST',
      Origin: 'https://alexa.amazon.de',
      'Accept-Encoding': 'gzip, deflate, br',
      'Accept-Language': 'de-DE,de;q=0.8,en-US;q=0.6,en;q=0.4',
      'User-Agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/61.0.3163.100 Safari/537.36',
      Accept: '*/*',
      'Cache-Control': 'no-cache',
      Referer: 'https://alexa.amazon.de/spa/index.html',
      Connection: 'keep-alive',
      DNT: '1',
      'Access-Control-Request-Headers': 'content-type,csrf',
    },
    ignoredFlags: ['--compressed'],
  },
  'parse_form_data.sh': {
    url: `${L}/wp-json/contact-form-7/v1/contact-forms/295/feedback`,
    method: 'POST',
    headers: {
      authority: 'sgg.ae',
      accept: 'application/json, text/javascript, */*; q=0.01',
      'accept-language': 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7',
      'content-type': 'multipart/form-data; boundary=----WebKitFormBoundaryXSzdE07OT2MkeOO7',
      cookie: 'pll_language=en',
      origin: 'https://sgg.ae',
      referer: 'https://sgg.ae/contact-us/',
      'sec-ch-ua': '"Chromium";v="106", "Google Chrome";v="106", "Not;A=Brand";v="99"',
      'sec-ch-ua-mobile': '?0',
      'sec-ch-ua-platform': '"Windows"',
      'sec-fetch-dest': 'empty',
      'sec-fetch-mode': 'cors',
      'sec-fetch-site': 'same-origin',
      'user-agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/106.0.0.0 Safari/537.36',
      'x-requested-with': 'XMLHttpRequest',
    },
    // $'...' with \r\n escapes and nothing else to decode.
    body: between('parse_form_data.sh', "--data-raw $'", "'").replaceAll('\\r\\n', '\r\n'),
    ignoredFlags: ['--compressed'],
  },
  'patch.sh': {
    url: `${L}/go/api/agents/adb9540a-b954-4571-9d9b-2f330739d4da`,
    method: 'PATCH',
    headers: {
      Accept: 'application/vnd.go.cd.v4+json',
      'Content-Type': 'application/json',
      Authorization: basic('username:password'),
    },
    body: between('patch.sh', "-d '", "'"),
  },
  // The first command is `echo foo | curl ...`: not a cURL command.
  'pipelines.sh': null,
  'post_basic_auth_url_encoded_data.sh': {
    url: `${L}/api/oauth/token/`,
    method: 'POST',
    headers: { Authorization: basic('foo:bar') },
    body: 'grant_type=client_credentials',
  },
  'post_binary_file.sh': {
    url: `${L}/american-art/query`,
    method: 'POST',
    headers: {
      'Content-type': 'application/sparql-query',
      Accept: 'application/sparql-results+json',
    },
    body: '@./sample.sparql',
    ignoredFlags: ['-i', '--data-binary @./sample.sparql'],
  },
  'post_data_binary_with_equals.sh': {
    url: `${L}/api/service.svc?action=CreateItem&ID=-37&AC=1`,
    method: 'POST',
    headers: Object.fromEntries(
      [...read('post_data_binary_with_equals.sh').matchAll(/-H '([^:]+): ([^']*)'/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ),
    body: between('post_data_binary_with_equals.sh', "--data-binary '", "'"),
  },
  'post_empty.sh': { url: L, method: 'POST' },
  'post_escaped_double_quotes_in_single_quotes.sh': {
    url: `${L}/`,
    method: 'POST',
    body: 'foo=\\"bar\\"',
  },
  // Inside double quotes \' is not an escape: the backslash stays.
  'post_escaped_single_quotes_in_double_quotes.sh': {
    url: `${L}/`,
    method: 'POST',
    body: "foo=\\'bar\\'",
  },
  'post_form.sh': {
    url: `${L}/post-to-me.php`,
    method: 'POST',
    form: [
      { name: 'username', value: 'davidwalsh' },
      { name: 'password', value: 'something' },
    ],
  },
  'post_image.sh': {
    url: `${L}/targetservice`,
    method: 'POST',
    form: [{ name: 'image', file: 'image.jpg' }],
  },
  'post_json.sh': { url: L, method: 'POST', headers: JSON_HEADERS, body: '{ "drink": "coffe" }' },
  'post_json_multiple_headers.sh': {
    url: `${L}/rest/login-sessions`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Version': '200' },
    body: '{"userName":"username123","password":"password123", "authLoginDomain":"local"}',
    ignoredFlags: ['-v', '-k'],
  },
  'post_number.sh': { url: L, method: 'POST', body: '123' },
  'post_quotes_inside_data.sh': {
    url: 'localhost:28139',
    method: 'POST',
    body: 'field=don%27t%20you%20like%20quotes',
  },
  'post_same_field_multiple_times.sh': {
    url: `${L}/`,
    method: 'POST',
    body: 'foo=bar&foo=&foo=barbar',
  },
  'post_with_browser_headers.sh': {
    url: `${L}/ajax/demo_post.asp`,
    method: 'POST',
    headers: {
      Origin: 'http://www.w3schools.com',
      'Accept-Encoding': 'gzip, deflate',
      'Accept-Language': 'en-US,en;q=0.8',
      'User-Agent': FIDDLE['User-Agent'],
      Accept: '*/*',
      Referer: 'http://www.w3schools.com/ajax/tryit_view.asp?x=0.07944501144811511',
      Cookie:
        '_gat=1; ASPSESSIONIDACCRDTDC=MCMDKFMBLLLHGKCGNMKNGPKI; _ga=GA1.2.1424920226.1419478126',
      Connection: 'keep-alive',
      'Content-Length': '0',
    },
    ignoredFlags: ['--compressed'],
  },
  'post_with_colon_in_header.sh': {
    url: `${L}/endpoint`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', key: 'abcdefg' },
    ignoredFlags: ['-i'],
  },
  'post_with_data-ascii.sh': {
    url: `${L}/echo/html/`,
    method: 'POST',
    headers: FIDDLE,
    body: 'msg1=wow&msg2=such',
    ignoredFlags: ['--compressed'],
  },
  'post_with_data_binary.sh': { url: `${L}/post`, method: 'POST', body: '{"title":"china1"}' },
  'post_with_data_raw.sh': {
    url: `${L}/post`,
    method: 'POST',
    body: 'msg1=wow&msg2=such&msg3=@rawmsg',
  },
  'post_with_data_with_percent_sign.sh': { url: `${L}/post`, method: 'POST', body: 'secret=*%5*!' },
  'post_with_double_quotes_inside_single_quotes.sh': {
    url: `${L}/`,
    method: 'POST',
    body: 'foo="bar"',
  },
  'post_with_escaped_double_quotes.sh': { url: `${L}/`, method: 'POST', body: 'foo="bar"' },
  'post_with_extra_whitespace.sh': {
    url: `${L}/api/library`,
    method: 'POST',
    headers: { accept: 'application/json', 'Content-Type': 'multipart/form-data' },
    form: [
      { name: 'files', file: '47.htz' },
      { name: 'name', value: '47' },
      { name: 'oldMediaId', value: '47' },
      { name: 'updateInLayouts', value: '1' },
      { name: 'deleteOldRevisions', value: '1' },
    ],
  },
  'post_with_quotes_anywhere.sh': {
    url: L,
    method: 'POST',
    headers: { A: "''a'", B: '"', Cookie: 'x=1\'; y=2"', Authorization: basic('ol\':asd"') },
    body: 'a=b&c="&d=\'',
  },
  'post_with_single_quotes_inside_double_quotes.sh': {
    url: `${L}/`,
    method: 'POST',
    body: "foo='bar'",
  },
  'post_with_urlencoded_data.sh': {
    url: `${L}/echo/html/`,
    method: 'POST',
    headers: FIDDLE,
    body: 'msg1=wow&msg2=such',
    ignoredFlags: ['--compressed'],
  },
  'post_with_urlencoded_data_and_headers.sh': {
    url: `${L}/api/Listing.svc/PropertySearch_Post`,
    method: 'POST',
    headers: {
      Origin: 'http://www.realtor.ca',
      'Accept-Encoding': 'gzip, deflate',
      'Accept-Language': 'en-US,en;q=0.8',
      'User-Agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/45.0.2454.101 Safari/537.36',
      'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
      Accept: '*/*',
      Referer: 'http://www.realtor.ca/Residential/Map.aspx',
      Connection: 'keep-alive',
    },
    body: between('post_with_urlencoded_data_and_headers.sh', "--data '", "'"),
  },
  'post_xpost.sh': {
    url: `${L}/api/xxxxxxxxxxxxxxxx`,
    method: 'POST',
    body: '{"keywords":"php","page":1,"searchMode":1}',
  },
  'put_basic_auth_json_data.sh': {
    url: `${L}/test/_security`,
    method: 'PUT',
    headers: { Authorization: basic('admin:123') },
    body: '{"admins":{"names":[], "roles":[]}, "readers":{"names":["joe"],"roles":[]}}',
  },
  'put_with_T_option.sh': { ...T_MAPPING, ignoredFlags: ['-T my_file.txt'] },
  'put_with_file.sh': {
    url: `${L}/upload`,
    method: 'PUT',
    body: '@new_file',
    ignoredFlags: ['-i', '--data @new_file'],
  },
  'put_xput.sh': T_MAPPING,
  'range.sh': { url: L, method: 'GET', headers: { Range: 'bytes=600-' } },
  'read_cookies_and_mixed_auth.sh': {
    url: L,
    method: 'GET',
    ignoredFlags: ['-b cookies.txt', '--digest', '--user', '--oauth2-bearer'],
  },
  'read_stdin.sh': {
    url: 'localhost:28139',
    method: 'POST',
    body: '@-',
    ignoredFlags: ['--data @-'],
  },
  'redirect_command_data.sh': STDIN_DATA,
  'redirect_command_url_query.sh': {
    url: 'localhost:28139',
    method: 'GET',
    ignoredFlags: ['--url-query @-'],
  },
  'redirect_variable_and_string_data.sh': STDIN_DATA,
  'redirect_variable_data.sh': STDIN_DATA,
  'repeated_query_key.sh': { url: 'localhost:28139?key=one&key=two', method: 'GET' },
  'socks_proxy.sh': { url: L, method: 'GET', ignoredFlags: ['-x'] },
  'strange_http_method.sh': { url: 'localhost:28139', method: 'WHAT' },
  'upload_file.sh': { url: L, method: 'PUT', ignoredFlags: ['--upload-file file.txt'] },
  'url_query.sh': { url: `${L}?foo=bar&baz=qux`, method: 'GET' },
  'url_query_reads_file.sh': {
    url: L,
    method: 'GET',
    ignoredFlags: ['--url-query name@myfile.jpg'],
  },
}

function expectParse(command: string, expected: Expected | null): void {
  const parsed = parseCurl(command)
  if (expected === null) {
    expect(parsed).toBeNull()
    return
  }
  const full: ParsedCurl = { headers: {}, body: '', ignoredFlags: [], ...expected }
  expect(parsed).toStrictEqual(full)
}

describe('parseCurl on curlconverter fixtures', () => {
  it('has an expectation for every fixture file', () => {
    const files = readdirSync(DIR).filter((name) => name.endsWith('.sh'))
    expect(files.sort()).toEqual(Object.keys(CURLCONVERTER).sort())
    expect(files.length).toBeGreaterThanOrEqual(60)
  })

  it.each(Object.entries(CURLCONVERTER))('%s', (name, expected) => {
    expectParse(read(name), expected)
  })

  // form_quotes.sh holds five commands; parseCurl reads the first, the others are checked here.
  const [, luci, upload, weird, typed] = read('form_quotes.sh').split(/\n\s*\n\s*(?=curl)/)
  it('form_quotes.sh: --form values in double quotes lose their quotes', () => {
    const fields = [...(luci ?? '').matchAll(/--form '([^=]+)="([^"]*)"'/g)]
    expect(fields).toHaveLength(26)
    expectParse(luci ?? '', {
      url: `${L}/cgi-bin/luci/admin/network/network/wan`,
      method: 'POST',
      form: fields.map((m) => ({ name: m[1] ?? '', value: m[2] ?? '' })),
      ignoredFlags: ['--location'],
    })
    expect(parseCurl(luci ?? '')?.form?.at(-1)).toEqual({ name: 'cbi.apply', value: '保存&应用' })
  })
  it('form_quotes.sh: quoted file names, a backslash escape and ;type=', () => {
    expectParse(upload ?? '', {
      url: 'localhost:28139/files/upload/ztaaInstaller/0.4.0+0.5.0+ssdf/darwin/arm64/FILE.txt',
      method: 'POST',
      headers: { xtoken: 'TOKEN' },
      form: [{ name: 'file', file: '/C:/Users/Admin/Downloads/file.txt' }],
      ignoredFlags: ['--location'],
    })
    expectParse(weird ?? '', {
      url: `${L}/api/v1/files/upload`,
      method: 'POST',
      form: [{ name: 'file', file: '/Users/myuser/Desktop/weird\\dir/ss.png' }],
      ignoredFlags: ['--location'],
    })
    expectParse(typed ?? '', {
      url: L,
      method: 'POST',
      form: [{ name: 'file', file: '/var/www/html/voice/test.mp3', type: 'audio/mpeg' }],
    })
  })
})
