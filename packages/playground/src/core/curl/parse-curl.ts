// parseCurl: a pasted cURL command (bash or cmd flavour) to the request it sends. Arguments are
// read the way curl reads them (parse_args and getparameter in src/tool_getparam.c): glued short
// options (-XPOST, -sSL, -HAccept:x), --opt=value, unique prefixes of long names as older curl
// accepted (--sil), --no-<boolean>, `--` ending the options, the first non-option as the URL.
import { CurlCommand } from './command'
import { findLongOption, findShortOption } from './options'
import { readShellPipeline, type ShellStdin } from './shell-words'
import type { ParsedCurl } from '../types'

function isCurlProgram(word: string): boolean {
  const base = word.slice(Math.max(word.lastIndexOf('/'), word.lastIndexOf('\\')) + 1)
  return /^curl(\.exe)?$/i.test(base)
}

/** Reads curl's arguments (the words after `curl`) into a command. */
function readArguments(args: readonly string[], stdin: ShellStdin | undefined): CurlCommand {
  const command = new CurlCommand(stdin)
  let options = true
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    if (!options || !arg.startsWith('-')) {
      command.setUrl(arg)
    } else if (arg === '--') {
      options = false
    } else if (arg.startsWith('--')) {
      // --name, --name=value, --no-name (booleans only), --expand-name (curl 8.3 variables,
      // applied here with {{variables}} left as written).
      const eq = arg.indexOf('=')
      const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq)
      let on = true
      let option = findLongOption(name)
      if (!option && name.startsWith('no-')) {
        const negated = findLongOption(name.slice(3))
        if (negated && !negated.takesArg) {
          option = negated
          on = false
        }
      }
      if (!option && name.startsWith('expand-')) option = findLongOption(name.slice(7))
      const flag = `--${name}`
      if (!option) {
        // Unknown options are taken to be boolean, so they never swallow the URL.
        command.ignore(flag)
        continue
      }
      let value = ''
      if (option.takesArg) {
        const next = eq < 0 ? args[++i] : arg.slice(eq + 1)
        if (next === undefined) {
          command.ignore(flag)
          break
        }
        value = next
      }
      if (command.apply(option, flag, value, on)) break
    } else if (arg === '-') {
      command.ignore(arg)
    } else {
      // A cluster of short options: -sSL, or -XPOST / -HAccept:x where the rest is the value.
      for (let k = 1; k < arg.length; k++) {
        const flag = `-${arg.charAt(k)}`
        const option = findShortOption(arg.charAt(k))
        if (!option) {
          command.ignore(flag)
          continue
        }
        let value = ''
        if (option.takesArg) {
          const next = k + 1 < arg.length ? arg.slice(k + 1) : args[++i]
          if (next === undefined) {
            command.ignore(flag)
            return command
          }
          value = next
        }
        // -N is --no-buffer: a letter for a negated boolean.
        if (command.apply(option, flag, value, option.name !== 'buffer')) return command
        if (option.takesArg) break
      }
    }
  }
  return command
}

/**
 * parseCurl without its guard: may throw only on a bug (the property tests check it does not).
 */
export function readCurlCommand(command: string): ParsedCurl | null {
  if (typeof command !== 'string') return null
  const pipeline = readShellPipeline(command.startsWith('\ufeff') ? command.slice(1) : command)
  // An open quote makes a shell wait for the rest of the command: nothing would be sent yet.
  if (!pipeline.complete) return null
  for (const [index, { words, stdin }] of pipeline.commands.entries()) {
    // A prompt copied along with the command ($ curl ..., % curl ... in zsh).
    const start = index === 0 && (words[0] === '$' || words[0] === '%') ? 1 : 0
    const program = words[start]
    // `echo '{"a":1}' | curl -d @- ...`: the first curl of a pipeline is the request.
    if (program !== undefined && isCurlProgram(program)) {
      return readArguments(words.slice(start + 1), stdin).result()
    }
  }
  return null
}

/** Parses a cURL command line into the request it sends; null when it is not a cURL command. */
export function parseCurl(command: string): ParsedCurl | null {
  try {
    return readCurlCommand(command)
  } catch {
    // Never throw on pasted text: an unexpected failure reads as "not a cURL command".
    return null
  }
}
