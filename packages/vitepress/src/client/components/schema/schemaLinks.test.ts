import { describe, expect, it, vi } from 'vitest'
import { ref } from 'vue'
import { useSchemaLinks } from './schemaLinks'

// VitePress's withBase, for a site served under /docs/.
vi.mock('vitepress', () => ({ withBase: (path: string) => `/docs${path}` }))

describe('useSchemaLinks', () => {
  it("puts every schema link under the site's base, and follows the page", () => {
    const links = ref<Record<string, string>>({ Pet: '/schemas/pets/Pet' })
    const based = useSchemaLinks(() => links.value)
    expect(based.value).toEqual({ Pet: '/docs/schemas/pets/Pet' })
    links.value = { Toy: '/schemas/pets/Toy' }
    expect(based.value).toEqual({ Toy: '/docs/schemas/pets/Toy' })
  })
})
