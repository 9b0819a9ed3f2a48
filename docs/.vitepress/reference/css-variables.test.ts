import { describe, expect, it } from 'vitest'
import { declaredVariables, readmeVariables } from './css-variables'

describe('CSS variables', () => {
  it('lists the custom properties a stylesheet declares, once each, not those it only uses', () => {
    const css =
      ':where(.vap-root) { --vap-c-brand: var(--vp-c-brand-1, #3451b2); --vap-c-info: var(--vap-c-brand); }\n.dark .vap-root { --vap-c-brand: #a8b1ff }'
    expect(declaredVariables(css)).toEqual(['--vap-c-brand', '--vap-c-info'])
  })

  it('reads the rows of the README table and nothing else', () => {
    const markdown = [
      '| Variable | Used for | Light fallback | Dark fallback |',
      '| --- | --- | --- | --- |',
      '| `--vap-radius` | corners | `6px` | same |',
      'Text with | a pipe | that | is no row |',
    ].join('\n')
    expect(readmeVariables(markdown)).toEqual([
      {
        name: '--vap-radius',
        usedFor: [[{ text: 'corners' }]],
        light: [[{ text: '6px', code: true }]],
        dark: [[{ text: 'same' }]],
      },
    ])
  })
})
