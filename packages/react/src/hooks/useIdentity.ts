import { createNamesApi } from '@airlock/core'
import type { IdentityResponse } from '@airlock/protocol'
import { useEffect, useState } from 'react'
import { useAirlock } from '../context/AirlockContext.js'
import { useAirlockState } from './useAirlockState.js'

/**
 * The connected account's name and avatar (`GET /v1/identity/{address}`): `undefined` until
 * known, and again for another address; read anew when the route changes (a name registered in
 * RegisterAccountName shows on returning to Account). A failed read is no name.
 *
 * @param address - The account, or `undefined` when none.
 * @returns `{ name, avatar }`, or `undefined`.
 *
 * @example
 * const identity = useIdentity(address)
 * identity?.name // 'alice.airlock.test'
 */
export function useIdentity(address: string | undefined): IdentityResponse | undefined {
  const airlock = useAirlock()
  const view = useAirlockState((state) => state.router.history.at(-1))
  const [identity, setIdentity] = useState<{ address: string; value: IdentityResponse }>()
  useEffect(() => {
    if (!address || !view) return
    const controller = new AbortController()
    createNamesApi(airlock.config)
      .identity(address, controller.signal)
      .then((value) => setIdentity({ address, value }))
      .catch(() => {
        if (!controller.signal.aborted)
          setIdentity({ address, value: { name: null, avatar: null } })
      })
    return () => controller.abort()
  }, [airlock, address, view])
  return identity && identity.address === address ? identity.value : undefined
}
