declare const __DEMO_API_URL__: string

/** The local demo API server the live examples send to (set when the site is built). */
export const DEMO_API = __DEMO_API_URL__
