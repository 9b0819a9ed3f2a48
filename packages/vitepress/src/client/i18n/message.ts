// A message not yet worded: code that must not know the page's language (the OAuth protocol, the
// Mock's checks, the stream reader) says which message of a catalog part it means and with what,
// and the component that shows it words it in the page's language (`word`).

/** A message of catalog part `C`: its key and, for a message with parameters, its arguments. */
export type MessageOf<C> = {
  [K in keyof C]: C[K] extends (...args: infer A) => string
    ? { key: K; args: A }
    : C[K] extends string
      ? { key: K; args?: [] }
      : never
}[keyof C]

/** `message` in the words of `catalog` (a catalog part or a whole catalog with its keys). */
export function word<C>(catalog: C, message: MessageOf<C>): string {
  const entry: unknown = catalog[message.key]
  if (typeof entry === 'function')
    return (entry as (...args: unknown[]) => string)(...((message.args ?? []) as unknown[]))
  return String(entry)
}

/**
 * The maker of part `C`'s messages, for code that words none itself:
 * `const say = sayer<OAuthWords>()`, then `say('noTokenUrl')`, `say('notBearer', type)`.
 */
export function sayer<C>(): <K extends keyof C>(
  key: K,
  ...args: C[K] extends (...args: infer A) => string ? A : []
) => MessageOf<C> {
  return (key, ...args) => ({ key, args }) as unknown as MessageOf<C>
}
