import { describe, expect, it } from 'vitest'
import { ExactNames } from './exact'

describe('ExactNames', () => {
  const names = new ExactNames()
  names.add(0, 'pets', 'listpets', { method: 'get', path: '/pets' })
  names.add(1, 'pets', 'createpet', { method: 'post', path: '/pets' })
  names.add(2, 'admin', 'listpets', { method: 'get', path: '/admin/pets' })
  names.add(3, 'pets', 'pet')
  names.add(4, 'my.api', 'pet')

  it('finds an id or a schema name in every spec', () => {
    expect(names.find('listpets')).toEqual([0, 2])
    expect(names.find('pet')).toEqual([3, 4])
  })

  it('finds `spec.id` in that spec only, spec names with dots included', () => {
    expect(names.find('admin.listpets')).toEqual([2])
    expect(names.find('pets.pet')).toEqual([3])
    expect(names.find('my.api.pet')).toEqual([4])
    expect(names.find('other.pet')).toEqual([])
  })

  it('finds a path for each of its methods, and `METHOD path` for that method', () => {
    expect(names.find('/pets')).toEqual([0, 1])
    expect(names.find('post /pets')).toEqual([1])
    expect(names.find('delete /pets')).toEqual([])
    expect(names.find('/pet')).toEqual([])
  })
})
