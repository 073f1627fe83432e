import { OnRampProviderUnavailableError } from '../errors/onramp.js'

export type FetchProviderJsonParameters = {
  /** Named in the error, such as `Airlock Sandbox`. */
  provider: string
  /** Defaults to the global `fetch`; tests inject one for third parties the sandbox does not play. */
  fetch?: typeof fetch | undefined
  /** Defaults to `5_000`. */
  timeoutMs?: number | undefined
}

/**
 * Calls a provider's HTTP API and reads its JSON answer, whatever the status: the caller decides
 * what a 4xx means. No answer in time, a refused connection or a body that is not JSON is the
 * provider's failure.
 *
 * @param url - The endpoint.
 * @param init - Method, headers, body.
 * @param parameters - Provider name, fetch and timeout.
 * @returns The status and the parsed body.
 * @throws {OnRampProviderUnavailableError} When the provider did not answer with JSON.
 *
 * @example
 * import { fetchProviderJson } from './onramp/fetchProviderJson.js'
 * const { status, body } = await fetchProviderJson(`${url}/onramp/v1/options`, {}, { provider: 'Airlock Sandbox' })
 */
export async function fetchProviderJson(
  url: string,
  init: RequestInit,
  { provider, fetch: fetchFn = fetch, timeoutMs = 5_000 }: FetchProviderJsonParameters,
): Promise<{ status: number; body: unknown }> {
  try {
    const response = await fetchFn(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    })
    return { status: response.status, body: await response.json() }
  } catch (cause) {
    throw new OnRampProviderUnavailableError({ provider, cause })
  }
}
