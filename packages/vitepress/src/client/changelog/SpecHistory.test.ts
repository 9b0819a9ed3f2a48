import { mount } from '@vue/test-utils'
import { ref } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import type { ChangelogEntry } from '../../shared/changelog'
import { loadLanguage, pageLangKey } from '../i18n/language'
import SpecHistory from './SpecHistory.vue'

vi.mock('vitepress', () => ({ withBase: (path: string) => path }))

const HISTORY: ChangelogEntry[] = [
  {
    commit: 'abcdef0123',
    date: 1709640000,
    subject: 'No status',
    file: 'pets.yaml',
    first: false,
    breaking: true,
    changes: [
      {
        kind: 'response-schema',
        method: 'get',
        path: '/pets',
        breaking: true,
        link: '/pets/listPets',
        what: 'property-removed',
        at: { part: 'response', status: '200', type: 'application/json', field: '[]' },
        name: 'status',
      },
      {
        kind: 'operation-added',
        method: 'get',
        path: '/toys',
        breaking: false,
        what: 'operation-added',
      },
    ],
  },
  {
    commit: '1234567890',
    date: 1704888000,
    subject: 'First',
    file: 'pets.yaml',
    first: true,
    breaking: false,
    changes: [],
  },
]

function lines(lang: string, history = HISTORY) {
  const wrapper = mount(SpecHistory, {
    props: { history },
    global: { provide: { [pageLangKey as symbol]: ref(lang) } },
  })
  return wrapper.findAll('.vpad-history-changes > li')
}

// The values a line shows isolated, and the direction each is isolated in.
const isolated = (line: ReturnType<typeof lines>[number]) =>
  line.findAll('bdi').map((bdi) => [bdi.text(), bdi.attributes('dir')])

describe('SpecHistory', () => {
  it('shows the English lines with the same text as before the values were isolated', () => {
    expect(lines('en').map((line) => line.element.textContent)).toEqual([
      'BreakingGET /pets response 200 (application/json)[]: property "status" removed',
      'GET /toys operation added',
    ])
  })

  it("isolates each of the description's values in an Arabic line, its words around them", async () => {
    await loadLanguage('ar')
    const [line] = lines('ar')
    expect(line!.find('.vpad-change-text').text()).toBe(
      'الاستجابة 200 (application/json)[]: أُزيلت الخاصية «status»',
    )
    // A status, a media type and a field path always left to right; a name by its own letters.
    expect(isolated(line!)).toEqual([
      ['200', 'ltr'],
      ['application/json', 'ltr'],
      ['[]', 'ltr'],
      ['status', 'auto'],
    ])
  })

  it("keeps a description's value as text, never HTML", () => {
    const name = '<img src=x onerror="alert(1)">'
    const change = { ...HISTORY[0]!.changes[0]!, name } as ChangelogEntry['changes'][number]
    const [line] = lines('en', [{ ...HISTORY[0]!, changes: [change] }, HISTORY[1]!])
    expect(line!.find('img').exists()).toBe(false)
    expect(isolated(line!).at(-1)).toEqual([name, 'auto'])
  })
})
