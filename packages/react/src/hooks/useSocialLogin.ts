import {
  type Airlock,
  type connectFarcaster,
  type connectSocial,
  getSocialProviders,
  openSocialPopup,
} from '@airlock/core'
import { useCallback, useEffect, useState } from 'react'
import { useAirlock } from '../context/AirlockContext.js'

/**
 * Where `connectSocial` and `connectFarcaster` come from: the e-mail chunk (`loadEmailChunk`), or
 * a module that has them.
 */
export type LoadSocialLogin = () => Promise<{
  connectSocial: typeof connectSocial
  connectFarcaster: typeof connectFarcaster
}>

/** Each client's answer, once it came: Connect opened again shows the tiles at once. */
const answered = new WeakMap<Airlock, readonly string[]>()

/**
 * Asks the server for the dapp's social logins (`getSocialProviders`, once per client) and keeps
 * the answer, which `useSocialProviders` then reads in its first render: the modal asks ahead, as
 * the visitor shows intent to connect (`useWarmFeatured`), so the armed Connect view shows its
 * tiles at once. Never rejects: a failure answers none.
 *
 * @example
 * await warmSocialProviders(airlock)
 */
export function warmSocialProviders(airlock: Airlock): Promise<readonly string[]> {
  return getSocialProviders(airlock).then((list) => {
    answered.set(airlock, list)
    return list
  })
}

/**
 * The social logins the dapp offers (`GET /appkit/v1/config`'s `social_login`, without e-mail,
 * Farcaster included), in the project's order; undefined while the server has not answered (so
 * the view can hold their room), empty when it cannot be asked or failed. An answer that came
 * before this render (asked ahead, `warmSocialProviders`) is read in it.
 *
 * @example
 * const socials = useSocialProviders() ?? []
 */
export function useSocialProviders(): readonly string[] | undefined {
  const airlock = useAirlock()
  // Without an embedded wallet (or its networks) nobody is asked: nothing is coming.
  const asks = airlock.config.embeddedWallet !== undefined && airlock.config.networks.length > 0
  // The answer lives in `answered`; this state only renders again when a new one comes. Each
  // showing asks again (a failure answered none, and is asked again), but an answer already
  // rendered renders nothing more.
  const known = answered.get(airlock)
  const [, setAnswers] = useState(0)
  useEffect(() => {
    let current = true
    void warmSocialProviders(airlock).then((list) => {
      if (current && list !== known) setAnswers((count) => count + 1)
    })
    return () => {
      current = false
    }
  }, [airlock, known])
  return asks ? known : []
}

/**
 * Starts a social login; call the function it returns in the click itself. The provider's window
 * opens at once (before anything is awaited: popup blockers allow only that), then `connectSocial`
 * takes over, from the e-mail chunk that `load` fetches (usually fetched already: the e-mail field
 * loads it). ConnectingSocial shows the progress and the failures.
 *
 * @param load - `loadEmailChunk` in the connect flow; views inside the e-mail chunk pass
 * `() => Promise.resolve({ connectSocial, connectFarcaster })`.
 * @example
 * `link: true` links the account to the wallet logged in (AccountSettings) instead.
 * const start = useStartSocialLogin(loadEmailChunk)
 * <button onClick={() => start('google')}>Google</button>
 */
export function useStartSocialLogin(
  load: LoadSocialLogin,
): (provider: string, options?: { link?: boolean }) => void {
  const airlock = useAirlock()
  return useCallback(
    (provider: string, { link = false }: { link?: boolean } = {}) => {
      // Farcaster needs no window: ConnectingFarcaster shows its QR code (failures show there).
      if (provider === 'farcaster' && !link) {
        void load()
          .then((chunk) => chunk.connectFarcaster(airlock))
          .catch(() => {})
        return
      }
      const url = airlock.config.embeddedWallet?.url
      const popup = url
        ? openSocialPopup({ url, provider, locale: airlock.store.getState().locale })
        : null
      void load()
        .then((chunk) => chunk.connectSocial(airlock, { provider, link, open: () => popup }))
        .catch(() => {
          // Shown by ConnectingSocial (`embeddedWallet.social`); a failed chunk closes the window.
          if (
            popup &&
            !popup.closed &&
            airlock.store.getState().embeddedWallet.social.status !== 'failed'
          )
            popup.close()
        })
    },
    [airlock, load],
  )
}
