// A fixture of code-sentences.test.ts: what the scan finds and what it leaves alone.
// This comment is a sentence and is not found.
import { readFileSync as readThisFile } from 'node:fs'

export const said = 'The body is not JSON.'
export const left = (time: string) => `The token expires in ${time} and then stops.`
export const code = ['application/json', 'x-api-key', 'Bearer', readThisFile.name]
