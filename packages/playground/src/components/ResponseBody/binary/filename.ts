// File names of downloads (loaded with the binary view, or when Download is pressed).

/**
 * File extension for a download: `json` for JSON types, else a short subtype (`html`, `csv`,
 * `png`, `svg`, `pdf`…), else by display kind: `txt` for text, `bin` for anything else.
 */
export function extensionFor(contentType: string, kind: string): string {
  const type = contentType.trim().toLowerCase()
  if (/^[\w.-]+\/(?:[\w.-]+\+)?json\b/.test(type) || (!type && kind === 'json')) return 'json'
  const short = /^\w+\/(?:x-)?([a-z\d]{2,4})(?![\w.-])/.exec(type)?.[1]
  return (
    short ?? (/^text\//.test(type) || /^(?:text|event-stream|empty)$/.test(kind) ? 'txt' : 'bin')
  )
}

/**
 * The file name of a download: from `Content-Disposition` (`filename*=UTF-8''…` first, then
 * `filename=`), without any path or control characters, else `response.<extension>`.
 */
export function downloadFilename(disposition: string, contentType: string, kind: string): string {
  const extended = /filename\*\s*=\s*[\w-]*'[^']*'([^;]+)/i.exec(disposition)?.[1]
  let name = /filename\s*=\s*"?([^";]*)/i.exec(disposition)?.[1] ?? ''
  try {
    if (extended) name = decodeURIComponent(extended)
  } catch {
    // A malformed escape: keep the plain name.
  }
  // eslint-disable-next-line no-control-regex
  name = name.replace(/^.*[/\\]|[\u0000-\u001f\u007f]/g, '').trim()
  return name && name !== '.' && name !== '..'
    ? name
    : `response.${extensionFor(contentType, kind)}`
}
