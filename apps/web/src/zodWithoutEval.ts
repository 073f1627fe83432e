// Imported first by the entry, before any schema is made: zod decides at each object schema's
// creation whether to compile it with `new Function`, and its test for that is a reported
// violation under this page's CSP (no 'unsafe-eval'). Parse without compiling instead.
//
// Through the global that zod's `config()` writes to, so first paint does not load zod itself:
// zod (in the lazy chunks) takes this object as its configuration.
const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true }

export {}
