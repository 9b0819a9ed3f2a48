import { describe, expect, it } from 'vitest'
import { matchUrlTemplate } from './urlTemplate'

describe('matchUrlTemplate', () => {
  it('reads placeholder values, decoded', () => {
    expect(matchUrlTemplate('/users/{id}/posts/<post>', '/users/42/posts/a%20b')).toEqual({
      id: '42',
      post: 'a b',
    })
  })

  it('returns null for another path', () => {
    expect(matchUrlTemplate('/users/{id}', '/teams/42')).toBeNull()
    expect(matchUrlTemplate('/users/{id}', '/users/42/extra')).toBeNull()
  })

  it('treats regex characters in the template literally', () => {
    expect(matchUrlTemplate('/v1.0/items+{id}', '/v1.0/items+7')).toEqual({ id: '7' })
    expect(matchUrlTemplate('/v1.0/x', '/v1x0/x')).toBeNull()
  })

  it('a repeated placeholder must match the same text', () => {
    expect(matchUrlTemplate('/{a}/{a}', '/x/x')).toEqual({ a: 'x' })
    expect(matchUrlTemplate('/{a}/{a}', '/x/y')).toBeNull()
  })

  it('allows a trailing slash and keeps undecodable text as is', () => {
    expect(matchUrlTemplate('/users/{id}', '/users/%E0%A4%A/')).toEqual({ id: '%E0%A4%A' })
  })
})
