/**
 * The four demo APIs the site serves through the plugin, all answered by the local server.
 * `path` is where each lives on that server (server/routes/store.ts, admin.ts, events.ts); the
 * site appends it to the server's URL to make the spec's first server.
 */
export const DEMO_SPECS = [
  {
    name: 'store',
    spec: 'specs/store-api.yaml',
    label: 'Store API',
    prefix: '/demo/store',
    path: '/store',
  },
  {
    name: 'admin',
    spec: 'specs/admin-api.json',
    label: 'Admin API',
    prefix: '/demo/admin',
    // The spec's server is `http://127.0.0.1:{port}/admin/{region}`: this URL fills its
    // variables (the port npm start chose, region eu); the demo server answers eu and us.
    path: '/admin/eu',
  },
  {
    name: 'events',
    spec: 'specs/events-api.yaml',
    label: 'Events API',
    prefix: '/demo/events',
    path: '/events',
  },
  {
    name: 'notes',
    spec: 'specs/notes-api.yaml',
    label: 'Notes API',
    prefix: '/demo/notes',
    // Its OAuth URLs are relative: they resolve against this server, on whatever port.
    path: '/notes',
  },
] as const
