import { describe, expect, it } from 'vitest'
import { cloneableContext, receivedContext } from './transfer'

describe('a render context between threads', () => {
  it('arrives with its content, teleports and sets, without functions or Vue’s own keys', () => {
    const context = {
      content: '<h1>Users</h1>',
      teleports: { body: '<div>dialog</div>' },
      vpSocialIcons: new Set(['github']),
      modules: new Set(['graph/users-list.md']),
      __teleportBuffers: {},
      later: () => 'not cloneable',
    }
    const sent = structuredClone(cloneableContext(context))
    expect(sent.sets.sort()).toEqual(['modules', 'vpSocialIcons'])
    const received = receivedContext(sent.context, sent.sets)
    expect(received).toEqual({
      content: '<h1>Users</h1>',
      teleports: { body: '<div>dialog</div>' },
      vpSocialIcons: new Set(['github']),
      modules: new Set(['graph/users-list.md']),
    })
  })
})
