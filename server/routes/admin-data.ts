/** The regions the Admin API's server variable offers; each has its own users and keys. */
export const REGIONS = ['eu', 'us'] as const
export type Region = (typeof REGIONS)[number]

export const ROLES = ['owner', 'admin', 'viewer'] as const
export type Role = (typeof ROLES)[number]

export const SCOPES = ['read', 'write', 'admin'] as const
export type Scope = (typeof SCOPES)[number]

export interface User {
  id: string
  email: string
  name: string
  role: Role
  active: boolean
  region: Region
  createdAt: string
}

export interface ApiKey {
  id: string
  label: string
  scopes: Scope[]
  /** The first characters of the secret, enough to recognise a key; the secret is shown once. */
  prefix: string
  region: Region
  createdAt: string
  expiresAt: string
}

// Fixed data: the Admin API answers writes without storing them, like the Store API, so
// concurrent readers and test runs never see each other's changes.
export const USERS: readonly User[] = [
  user('usr_ada', 'ada@example.com', 'Ada Lovelace', 'owner', true, 'eu', '2024-01-08'),
  user('usr_alan', 'alan@example.com', 'Alan Turing', 'admin', true, 'eu', '2024-02-14'),
  user('usr_grace', 'grace@example.com', 'Grace Hopper', 'viewer', false, 'eu', '2024-03-01'),
  user('usr_edsger', 'edsger@example.com', 'Edsger Dijkstra', 'owner', true, 'us', '2024-01-20'),
  user('usr_barbara', 'barbara@example.com', 'Barbara Liskov', 'viewer', true, 'us', '2024-04-11'),
]

export const API_KEYS: readonly ApiKey[] = [
  key('key_ci', 'CI pipeline', ['read', 'write'], 'dk_3f9a', 'eu', '2024-05-02'),
  key('key_dash', 'Status dashboard', ['read'], 'dk_81c0', 'eu', '2024-06-17'),
  key('key_ops', 'On-call tooling', ['read', 'write', 'admin'], 'dk_e24b', 'us', '2024-05-30'),
]

/** The audit log of a region, one line per event, oldest first. */
export function auditLog(region: Region): string[] {
  const lines = [
    '2024-06-17T09:12:44Z usr_ada key.create key_dash scopes=read',
    '2024-06-18T14:03:10Z usr_alan user.update usr_grace active=false',
    '2024-06-19T08:45:00Z usr_ada login ip=192.0.2.10',
    '2024-06-20T16:30:27Z usr_alan key.revoke key_old',
  ]
  const us = [
    '2024-05-30T11:00:00Z usr_edsger key.create key_ops scopes=read,write,admin',
    '2024-06-02T07:21:13Z usr_barbara login ip=198.51.100.7',
    '2024-06-21T19:54:02Z usr_edsger user.invite barbara@example.com',
  ]
  return region === 'eu' ? lines : us
}

function user(
  id: string,
  email: string,
  name: string,
  role: Role,
  active: boolean,
  region: Region,
  day: string,
): User {
  return { id, email, name, role, active, region, createdAt: `${day}T09:00:00Z` }
}

function key(
  id: string,
  label: string,
  scopes: Scope[],
  prefix: string,
  region: Region,
  day: string,
): ApiKey {
  const expires = new Date(`${day}T00:00:00Z`)
  expires.setUTCFullYear(expires.getUTCFullYear() + 1)
  return {
    id,
    label,
    scopes,
    prefix,
    region,
    createdAt: `${day}T00:00:00Z`,
    expiresAt: expires.toISOString().replace('.000', ''),
  }
}
