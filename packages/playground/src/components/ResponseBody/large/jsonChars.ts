// Character codes the JSON scanners (formatter and line index) test byte by byte.
/** `"` */
export const QUOTE = 0x22
/** `\` */
export const BACKSLASH = 0x5c

/** Space, tab, line feed or carriage return (RFC 8259, section 2). */
export const isJsonWhitespace = (code: number): boolean =>
  code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d

/** `{`, `}`, `[`, `]`, `,` or `:`. */
export const isStructural = (code: number): boolean =>
  code === 0x7b || code === 0x7d || code === 0x5b || code === 0x5d || code === 0x2c || code === 0x3a
