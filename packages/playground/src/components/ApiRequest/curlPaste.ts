import { parseCurl } from '../../core/curl/parse-curl'
import { planCurlImport, type CurlRefusal, type FormPatch, type FormSnapshot } from './curlImport'

/**
 * Reads a pasted command into a form patch, or says why it cannot (the panel words it in its
 * language). Loaded on demand by the
 * Paste cURL section (curlReader.ts): the parser is the largest piece of the library and most
 * visitors never paste a command, so it stays out of the main bundle.
 */
export function readCurlPaste(command: string, form: FormSnapshot): FormPatch | CurlRefusal {
  const parsed = parseCurl(command)
  return parsed ? planCurlImport(parsed, form) : { refused: 'not-curl' }
}
