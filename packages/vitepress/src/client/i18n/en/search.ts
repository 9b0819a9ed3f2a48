// The English messages of the search dialog, loaded with it (search/SearchDialog.vue).

/** English messages of the search dialog (part of `en`). */
export const enSearch = {
  searchDialog: 'Search the API reference',
  searchInput: 'Search operations and schemas',
  closeSearch: 'Esc, close search',
  results: 'Results',
  schema: 'Schema',
  indexFailed: 'The search index could not be loaded.',
  indexLoading: 'Loading the search index…',
  typeToSearch: 'Type to search operations and schemas of every API.',
  noResults: (query: string): string => `No results for “${query}”.`,
  resultCount: (count: number, more: boolean): string =>
    count === 1 ? '1 result.' : `${count}${more ? '+' : ''} results.`,
}
