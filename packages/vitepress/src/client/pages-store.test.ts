import { afterEach, describe, expect, it } from 'vitest'
import { inItsCase } from './pages-store'

const MODULE = 'http://localhost:3000/docs/assets/api-docs-operation.OP.js?x'

describe('inItsCase', () => {
  afterEach(() => history.replaceState({}, '', '/'))

  it("takes the case of a page's name from the address the router went to", () => {
    history.pushState({}, '', '/docs/graph/Users-ListUser')
    expect(inItsCase('../graph/users-listuser', MODULE)).toBe('../graph/Users-ListUser')
    // With VitePress's `.html` addresses too.
    history.pushState({}, '', '/docs/graph/Users-ListUser.html')
    expect(inItsCase('../graph/users-listuser', MODULE)).toBe('../graph/Users-ListUser')
  })

  it('keeps a name the address does not match, or matches as it is', () => {
    history.pushState({}, '', '/docs/graph/Other')
    expect(inItsCase('../graph/users-listuser', MODULE)).toBe('../graph/users-listuser')
    history.pushState({}, '', '/docs/pets/getPet')
    expect(inItsCase('../pets/getPet', MODULE)).toBe('../pets/getPet')
  })
})
