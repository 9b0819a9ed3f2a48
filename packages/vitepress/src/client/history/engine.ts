// What the try-it loads on the first Send or the first look at the history: the history's
// storage and the recorder. Kept out of the operation page's first load.

export { useHistoryList, recordEntry, clearHistory } from './store'
export { makeEntry, sendContext } from './record'
export type { PendingSend, SendContext } from './record'
