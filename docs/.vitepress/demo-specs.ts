/** The three demo APIs the site serves through the plugin, all answered by the local server. */
export const DEMO_SPECS = [
  {
    name: 'store',
    spec: 'specs/store.yaml',
    label: 'Store API',
    prefix: '/demo/store',
    path: '/echo',
  },
  {
    name: 'admin',
    spec: 'specs/admin.json',
    label: 'Admin API',
    prefix: '/demo/admin',
    path: '/echo',
  },
  {
    name: 'events',
    spec: 'specs/events.yaml',
    label: 'Events API',
    prefix: '/demo/events',
    path: '/echo',
  },
] as const
