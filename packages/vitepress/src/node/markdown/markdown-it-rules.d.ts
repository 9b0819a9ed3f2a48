// markdown-it ships its rules as modules (its package exports `./*`) without types for them.
declare module 'markdown-it/lib/rules_block/html_block.mjs' {
  import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs'
  /** CommonMark's HTML block rule (spec section 4.6). */
  export default function htmlBlock(
    state: StateBlock,
    startLine: number,
    endLine: number,
    silent: boolean,
  ): boolean
}

declare module 'markdown-it/lib/rules_inline/html_inline.mjs' {
  import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs'
  /** CommonMark's raw HTML inline rule (spec section 6.6). */
  export default function htmlInline(state: StateInline, silent: boolean): boolean
}
