import { parseCurl } from '../../core/curl/parse-curl'
import { planCurlImport, type FormPatch, type FormSnapshot } from './curlImport'

/**
 * Reads a pasted command into a form patch, or says why it cannot. Loaded on demand by the
 * Paste cURL section (curlReader.ts): the parser is the largest piece of the library and most
 * visitors never paste a command, so it stays out of the main bundle.
 */
export function readCurlPaste(command: string, form: FormSnapshot): FormPatch | string {
  const parsed = parseCurl(command)
  if (!parsed) {
    return 'This is not a cURL command this form can read: it must start with "curl" and name a URL.'
  }
  return planCurlImport(parsed, form)
}
