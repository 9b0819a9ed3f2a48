/** Formats milliseconds as seconds with one decimal. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Formats bytes as MB (2^20) with one decimal. */
export const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`

/** Formats a ratio as `×1.23`. */
export const times = (ratio: number) => `×${ratio.toFixed(2)}`

/** The last `lines` lines of a log, to show why a build failed. */
export const tail = (log: string, lines = 15) => log.trimEnd().split('\n').slice(-lines).join('\n')
