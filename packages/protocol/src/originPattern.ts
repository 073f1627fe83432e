import { z } from 'zod'
import { parseOriginPattern } from './validators/parseOriginPattern.js'

/** An allowed-origin pattern as stored: validated by `parseOriginPattern`, then normalized. */
export const originPattern = z.string().transform((value, context) => {
  const parsed = parseOriginPattern(value)
  if (parsed) return parsed.normalized
  context.addIssue({
    code: 'custom',
    message:
      'expected an origin such as https://app.example.org, https://*.example.org or http://localhost:*',
  })
  return z.NEVER
})
