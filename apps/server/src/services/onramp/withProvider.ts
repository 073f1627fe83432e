import type { ErrorBody } from '@airlock/protocol'
import type { Context } from 'hono'
import { OnRampChainUnavailableError, OnRampProviderUnavailableError } from '../../errors/onramp.js'

/**
 * Runs a handler that calls an on-ramp provider or a chain; one that does not answer gives 502
 * with its error's name, message and details. Any other error is thrown on.
 *
 * @example
 * return withProvider(c, async () => c.json(await quoteOnRamp(…)))
 */
export async function withProvider(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (
      !(error instanceof OnRampProviderUnavailableError) &&
      !(error instanceof OnRampChainUnavailableError)
    )
      throw error
    const body: ErrorBody = {
      name: error.name,
      message: error.shortMessage,
      ...(error.details ? { details: error.details } : {}),
    }
    return c.json(body, 502)
  }
}
