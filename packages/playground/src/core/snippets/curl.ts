// The cURL snippet: toCurl's command, one option per line, so the snippet and the "copy as cURL"
// button agree. toCurl writes text bodies only; a multipart body is written here with -F.
import { headerOptions, shellQuote, toCurl } from '../curl/to-curl'
import { snippetHeaders, snippetMethod } from './request'
import { isFilePart, type SnippetFormPart, type SnippetRequest } from './types'

/**
 * One form option. Text goes through --form-string, which takes the value literally: with -F a
 * leading @ or < would read a file and `;type=` would be cut off
 * (https://curl.se/docs/manpage.html#--form-string). The path is double-quoted inside -F so that
 * `;` and `,` stay part of it, with `\` and `"` escaped; curl sends its last segment as the
 * file name.
 */
function formOption(part: SnippetFormPart): string {
  if (!isFilePart(part)) return `--form-string ${shellQuote(`${part.name}=${part.value}`)}`
  const path = `"${part.file.replace(/[\\"]/g, (c) => `\\${c}`)}"`
  const type = part.type ? `;type=${part.type}` : ''
  return `-F ${shellQuote(`${part.name}=@${path}${type}`)}`
}

/** A cURL command for a POSIX shell, one option per line. */
export function toCurlSnippet(request: SnippetRequest): string {
  if (request.form === undefined) return toCurl(request, { multiline: true })
  const method = snippetMethod(request)
  // -F alone means POST; any other method is named.
  const args = method === 'POST' ? [] : [`-X ${shellQuote(method)}`]
  args.push(
    ...headerOptions({
      headers: Object.fromEntries(snippetHeaders(request)),
      ...(request.digest ? { digest: request.digest } : {}),
    }),
  )
  args.push(...request.form.map(formOption))
  args.push(
    request.url.startsWith('-') ? `--url ${shellQuote(request.url)}` : shellQuote(request.url),
  )
  return `curl ${args.join(' \\\n  ')}`
}
