import type { ErrorType, OnRampOptionsResponse } from '@airlock/protocol'
import type { OnRampApi } from '../api/createOnRampApi.js'
import type { OnRampHttpErrorType, OnRampResponseErrorType } from '../errors/onRamp.js'
import type { Airlock } from '../types/airlock.js'
import type { OnRampState } from '../types/onRamp.js'
import {
  type OnRampAccount,
  onRampAccount,
  onRampDeliversTo,
  onRampPurchaseDefault,
} from './onRampAccount.js'
import { updateOnRamp } from './updateOnRamp.js'

export type LoadOnRampOptionsParameters = {
  api: OnRampApi
  signal?: AbortSignal | undefined
}

export type LoadOnRampOptionsErrorType = OnRampHttpErrorType | OnRampResponseErrorType | ErrorType

/**
 * Loads what can be bought with what (`GET /v1/onramp/options`) and picks defaults the buyer can
 * change: USD (else the first currency), and USDC on the chain of the account bought for — the
 * active namespace's (else any currency on it, else any on a chain of its namespace, else the
 * first one offered). A choice already made is kept while the options still have it and it
 * reaches that account.
 *
 * @param airlock - The client whose on-ramp state is filled.
 * @param parameters - The on-ramp client.
 * @returns The options.
 *
 * @example
 * import { createOnRampApi, loadOnRampOptions } from '@airlock/core'
 * const api = createOnRampApi({ apiUrl: airlock.config.apiUrl, projectId: 'dev' })
 * const { paymentCurrencies } = await loadOnRampOptions(airlock, { api })
 */
export async function loadOnRampOptions(
  airlock: Airlock,
  { api, signal }: LoadOnRampOptionsParameters,
): Promise<OnRampOptionsResponse> {
  let options: OnRampOptionsResponse
  try {
    options = await api.options({ signal })
  } catch (error) {
    if (!signal?.aborted)
      updateOnRamp(airlock, {
        error: {
          code: 'loadFailed',
          details: error instanceof Error ? error.message : String(error),
        },
      })
    throw error
  }
  const state = airlock.store.getState()
  const { onRamp } = state
  updateOnRamp(airlock, {
    options,
    ...defaults(options, onRamp, onRampAccount(state)),
    error: onRamp.error?.code === 'loadFailed' ? undefined : onRamp.error,
  })
  return options
}

function defaults(
  { paymentCurrencies, purchaseCurrencies }: OnRampOptionsResponse,
  current: OnRampState,
  account: OnRampAccount,
): Pick<OnRampState, 'paymentCurrency' | 'purchaseCurrency' | 'network'> {
  const paymentCurrency =
    paymentCurrencies.find(({ id }) => id === current.paymentCurrency?.id) ??
    paymentCurrencies.find(({ id }) => id === 'USD') ??
    paymentCurrencies[0]
  const kept = purchaseCurrencies.find(({ id }) => id === current.purchaseCurrency?.id)
  const keptNetwork = kept?.networks.find(({ name }) => name === current.network?.name)
  if (kept && keptNetwork && onRampDeliversTo(keptNetwork, account.namespace))
    return { paymentCurrency, purchaseCurrency: kept, network: keptNetwork }
  return { paymentCurrency, ...onRampPurchaseDefault(purchaseCurrencies, account) }
}
