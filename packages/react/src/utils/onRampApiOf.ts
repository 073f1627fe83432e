import { type Airlock, createOnRampApi, type OnRampApi } from '@airlock/core'

const apis = new WeakMap<Airlock, OnRampApi>()

/**
 * The on-ramp client of an Airlock client, made once per client.
 *
 * @param airlock - The client whose server and project id the calls carry.
 * @returns The client of `/v1/onramp/*`, `/v1/generators/onrampurl` and purchase history.
 *
 * @example
 * const { providers } = await onRampApiOf(airlock).providers()
 */
export function onRampApiOf(airlock: Airlock): OnRampApi {
  let api = apis.get(airlock)
  if (!api) {
    api = createOnRampApi({ apiUrl: airlock.config.apiUrl, projectId: airlock.config.projectId })
    apis.set(airlock, api)
  }
  return api
}
