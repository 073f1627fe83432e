// Imported first by the entry, before any schema is made: zod decides at each object schema's
// creation whether to compile it with `new Function`, and its test for that is a reported
// violation under this page's CSP (no 'unsafe-eval'). Parse without compiling instead.
import { config } from 'zod'

config({ jitless: true })
