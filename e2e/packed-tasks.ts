import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { commitAt, editFixture } from './git-history'

// The packed site's tasks spec, which has a French copy (packed-suite.ts), and its git history:
// two commits, so that its changelog page has change lines to word in French.

/** The tasks spec as first committed: one operation; its history adds a parameter and another. */
export const TASKS = `openapi: 3.1.0
info: { title: Tasks, version: 2.0.0 }
paths:
  /tasks:
    get:
      operationId: listTasks
      summary: List tasks
      tags: [tasks]
      responses:
        '200': { description: The tasks }
`

/**
 * Makes `site` a repository whose history of `tasks.yaml` (written as `TASKS`) has two commits:
 * the second adds a query parameter to listTasks and the operation createTask.
 */
export function withTasksHistory(site: string): void {
  execFileSync('git', ['init', '-q'], { cwd: site })
  commitAt(site, ['tasks.yaml'], 'Tasks', '2024-01-10T12:00:00Z')
  editFixture(
    join(site, 'tasks.yaml'),
    `      responses:
        '200': { description: The tasks }
`,
    `      parameters:
        - { name: done, in: query, schema: { type: boolean } }
      responses:
        '200': { description: The tasks }
    post:
      operationId: createTask
      summary: Create a task
      tags: [tasks]
      responses:
        '201': { description: Created }
`,
  )
  commitAt(site, ['tasks.yaml'], 'Done filter, createTask', '2024-03-05T12:00:00Z')
}

/** The French change lines of that second commit, as `historyEntries` (history.ts) reads them. */
export const FRENCH_CHANGES = [
  'GET /tasks paramètre de requête « done » ajouté',
  'POST /tasks opération ajoutée',
]
