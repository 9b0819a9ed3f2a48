// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sayer, word } from './message'

const english = {
  plain: 'Plain words.',
  withArgs: (name: string, count: number): string => `${name}: ${count}`,
}
const french: typeof english = {
  plain: 'Des mots simples.',
  withArgs: (name, count) => `${count} pour ${name}`,
}

describe('messages worded later', () => {
  it('keeps the key and the arguments, and words them in the catalog given', () => {
    const say = sayer<typeof english>()
    const message = say('withArgs', 'body.name', 3)
    expect(message).toEqual({ key: 'withArgs', args: ['body.name', 3] })
    expect(word(english, message)).toBe('body.name: 3')
    expect(word(french, message)).toBe('3 pour body.name')
    expect(word(french, say('plain'))).toBe('Des mots simples.')
  })
})
