import { z } from 'zod'

/**
 * The JSON body of every error answer from the server: `{ name, message, details? }`, and for an
 * error a person may read, `code` (a `MessageCode`) and its `params`: the client shows the code's
 * text in the person's language, the English `message` is for logs.
 */
export const errorBody = z.object({
  name: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
})
export type ErrorBody = z.infer<typeof errorBody>

/** One dependency's state in `GET /health`. */
export const healthCheck = z.object({
  status: z.enum(['ok', 'error']),
  latencyMs: z.number().nonnegative(),
  message: z.string().optional(),
})
export type HealthCheck = z.infer<typeof healthCheck>

/** `GET /health`: overall status and one entry per dependency (database, each chain, Redis…). */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeMs: z.number().nonnegative(),
  checks: z.record(z.string(), healthCheck),
})
export type HealthResponse = z.infer<typeof healthResponse>
