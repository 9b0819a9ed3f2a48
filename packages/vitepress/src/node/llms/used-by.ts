/** The line under a schema page's shortened list of users: how many more operations use it. */
export function usedByMore(total: number, listed: number): string {
  const more = total - listed
  const count = (n: number) => n.toLocaleString('en-US')
  return `And ${count(more)} more operation${more === 1 ? '' : 's'}: ${count(total)} in all use this schema.`
}
