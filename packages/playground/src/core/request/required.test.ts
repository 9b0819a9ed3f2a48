import { describe, expect, it } from 'vitest'
import { missingRequired } from './required'

describe('missingRequired', () => {
  it('lists required items whose value is blank or only spaces, in order', () => {
    const missing = missingRequired([
      { name: 'id', value: '', type: 'path', required: true },
      { name: 'q', value: '', type: 'query' },
      { name: 'X-Key', value: '  ', type: 'header', required: true },
      { name: 'limit', value: '0', type: 'query', required: true },
    ])
    expect(missing.map((item) => item.name)).toEqual(['id', 'X-Key'])
  })

  it('counts a required file item as missing until a file is chosen', () => {
    const photo = { name: 'photo', value: '', type: 'file' as const, required: true }
    expect(missingRequired([photo])).toEqual([photo])
    expect(missingRequired([photo], { photo: [] })).toEqual([photo])
    expect(missingRequired([photo], { photo: [new Blob(['x'])] })).toEqual([])
  })

  it('ignores nameless items, which are never sent', () => {
    expect(missingRequired([{ name: '', value: '', required: true }])).toEqual([])
  })
})
