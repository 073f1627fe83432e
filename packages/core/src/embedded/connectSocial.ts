import { socialLoginLimits } from '@airlock/protocol'
import { createEmbeddedWalletStorage } from '../adapters/embedded/createEmbeddedWalletStorage.js'
import type { FrameClient } from '../adapters/embedded/createFrameClient.js'
import type { SocialLoginState } from '../adapters/embedded/types.js'
import {
  EmbeddedWalletDisabledError,
  type FrameErrorType,
  SocialLoginTimeoutError,
  type SocialLoginTimeoutErrorType,
  SocialPopupBlockedError,
  type SocialPopupBlockedErrorType,
} from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { completeEmailLogin } from './completeEmailLogin.js'
import { failureText } from './failureText.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'
import { type OpenWindow, openSocialPopup, type SocialPopup } from './socialPopup.js'

export type ConnectSocialParameters = {
  /** The provider's id, one of `getSocialProviders`: `google`, `github`, `x`… */
  provider: string
  /**
   * Link the provider's account to the logged-in wallet (AccountSettings) instead of logging in:
   * the modal returns to the view it came from when it is done.
   */
  link?: boolean | undefined
  /** `window.open`, or a stand-in in tests. */
  open?: OpenWindow | undefined
  /**
   * The waits, in ms: `guardMs` (45 s, model §4.4), `pollMs` (how often the window is looked at,
   * 1 s) and `closedGraceMs` (5 s). Shorter ones are for tests.
   */
  timing?: Partial<SocialLoginTiming> | undefined
}

type SocialLoginTiming = { guardMs: number; pollMs: number; closedGraceMs: number }

export type ConnectSocialErrorType =
  | GetEmailWalletErrorType
  | FrameErrorType
  | SocialLoginTimeoutErrorType
  | SocialPopupBlockedErrorType

const defaultTiming: SocialLoginTiming = {
  guardMs: socialLoginLimits.guardMs,
  // How often the provider's window is looked at: closed by the person, or by the callback page.
  pollMs: 1_000,
  // After the window closed, how long the frame's answer may take before it counts as a cancel:
  // the callback page closes the window itself once the provider answered, and the frame then
  // makes or restores the wallet.
  closedGraceMs: 5_000,
}

const running = new WeakMap<Airlock, AbortController>()

/**
 * Logs into the embedded wallet with a social provider (model-product §4.7). Call it inside the
 * click, before any `await`: the provider's window opens synchronously at the secure origin's
 * loading page (popup blockers let only that through), the modal moves to ConnectingSocial
 * ("Connect in the provider window"), the frame is asked for the provider's URL
 * (`GET_SOCIAL_REDIRECT_URI`) and the window goes there. The provider sends the window back to the
 * secure origin, which completes the attempt and tells the frame; the frame answers
 * `CONNECT_SOCIAL` and the e-mail wallet's connector connects (the modal closes, or asks to sign
 * in). A provider-verified e-mail of an existing e-mail wallet moves to SocialVerifyOtp instead,
 * and so does a wallet with an e-mail address on a device without its share (the recovery code).
 *
 * A window closed without an answer cancels: back to Connect. Back from ConnectingSocial (or
 * closing the modal) gives the attempt up: the window closes, and the frame ends the attempt at the
 * server (`CANCEL_SOCIAL`), so a late answer from the provider logs no one in. No answer 45 s after the click
 * fails with `SocialLoginTimeoutError` ('Social login timed out'); a blocked window with
 * `SocialPopupBlockedError`. Failures show on ConnectingSocial (`embeddedWallet.social`) and
 * reject too. A second call gives the first up.
 *
 * @param airlock - The client.
 * @param parameters - The provider.
 *
 * @example
 * import { connectSocial } from '@airlock/core'
 * button.onclick = () => void connectSocial(airlock, { provider: 'google' }).catch(() => {})
 */
export function connectSocial(
  airlock: Airlock,
  { provider, link = false, open, timing }: ConnectSocialParameters,
): Promise<void> {
  const options = airlock.config.embeddedWallet
  if (!options || airlock.config.networks.length === 0)
    return Promise.reject(new EmbeddedWalletDisabledError())
  // First, before anything else: the window must open inside the click.
  const popup = openSocialPopup({
    url: options.url,
    provider,
    locale: airlock.store.getState().locale,
    open,
  })
  running.get(airlock)?.abort()
  const controller = new AbortController()
  running.set(airlock, controller)
  setSocial(airlock, { status: 'waiting', provider })
  const { history } = airlock.store.getState().router
  if (history.at(-1) !== 'ConnectingSocial')
    airlock.navigate({ type: 'push', view: 'ConnectingSocial', data: { provider } })
  airlock.analytics.track('SOCIAL_LOGIN_STARTED', { provider })
  if (!popup) return fail(airlock, provider, new SocialPopupBlockedError())
  return run(airlock, {
    provider,
    link,
    popup,
    controller,
    timing: { ...defaultTiming, ...timing },
  }).finally(() => {
    if (running.get(airlock) === controller) running.delete(airlock)
  })
}

async function run(
  airlock: Airlock,
  {
    provider,
    link,
    popup,
    controller,
    timing,
  }: {
    provider: string
    link: boolean
    popup: SocialPopup
    controller: AbortController
    timing: SocialLoginTiming
  },
): Promise<void> {
  const { signal } = controller
  let outcome: 'canceled' | 'left' | 'timeout' | undefined
  const stop = (why: 'canceled' | 'left' | 'timeout') => {
    outcome ??= why
    controller.abort()
  }
  // Back from ConnectingSocial, or closing the modal (when it was open), gives the attempt up.
  const wasOpen = airlock.store.getState().open
  const unwatch = airlock.store.subscribe((state) => {
    if ((wasOpen && !state.open) || state.router.history.at(-1) !== 'ConnectingSocial') stop('left')
  })
  const guard = setTimeout(() => stop('timeout'), timing.guardMs)
  let grace: ReturnType<typeof setTimeout> | undefined
  const watch = setInterval(() => {
    if (!popup.closed || grace) return
    // Closed: by the callback page after the provider answered, or by the person.
    setSocial(airlock, { status: 'retrieving', provider })
    airlock.analytics.track('SOCIAL_LOGIN_REQUEST_USER_DATA', { provider })
    grace = setTimeout(() => stop('canceled'), timing.closedGraceMs)
  }, timing.pollMs)
  const done = () => {
    unwatch()
    clearTimeout(guard)
    clearTimeout(grace)
    clearInterval(watch)
  }
  let client: FrameClient | undefined
  try {
    const wallet = await getEmailWallet(airlock)
    client = await wallet.getFrame()
    const { uri } = await client.request(
      'GET_SOCIAL_REDIRECT_URI',
      { provider, ...(link ? { link } : {}) },
      { signal },
    )
    if (!popup.closed) popup.location.href = uri
    const chainId = airlock.store.getState().eip155.chainId ?? airlock.config.networks[0]?.id
    const answer = await client.request(
      'CONNECT_SOCIAL',
      { uri, ...(chainId ? { chainId } : {}) },
      { signal },
    )
    done()
    if (link && !('action' in answer)) {
      // Linked to the wallet logged in: back to the settings, which read the accounts again.
      setSocial(airlock, { status: 'idle' })
      airlock.analytics.track('SOCIAL_LOGIN_SUCCESS', { provider, link: true })
      if (airlock.store.getState().router.history.at(-1) === 'ConnectingSocial')
        airlock.navigate({ type: 'back' })
      return
    }
    if ('action' in answer) {
      setSocial(airlock, { status: 'idle' })
      showSocialOtp(airlock, answer)
      return
    }
    await finishSocialLogin(airlock, {
      provider: answer.provider ?? provider,
      username: answer.userName ?? undefined,
      view: 'ConnectingSocial',
    })
  } catch (error) {
    done()
    if (outcome === 'canceled') return cancel(airlock, provider)
    if (outcome === 'left') return leave(airlock, { provider, popup, client })
    if (outcome === 'timeout') {
      if (!popup.closed) popup.close()
      return fail(airlock, provider, new SocialLoginTimeoutError())
    }
    // Given up for a newer attempt: that one shows now.
    if (signal.aborted) return
    return fail(airlock, provider, error)
  }
}

/**
 * Keeps the provider and its user name (SPEC §3 "social username"), connects the e-mail wallet's
 * connector to the wallet the frame logged into, and does what follows a connection.
 */
export async function finishSocialLogin(
  airlock: Airlock,
  {
    provider,
    username,
    view,
  }: {
    provider: string
    username: string | undefined
    view: 'ConnectingSocial' | 'SocialVerifyOtp' | 'ConnectingFarcaster'
  },
): Promise<void> {
  createEmbeddedWalletStorage(airlock.storage).setSocial({ provider, username })
  await completeEmailLogin(airlock, { view })
  if (provider !== 'farcaster') setSocial(airlock, { status: 'idle' })
  airlock.analytics.track('SOCIAL_LOGIN_SUCCESS', { provider })
}

/**
 * A code the frame asks for next, on SocialVerifyOtp: the one confirming the first link to an
 * e-mail wallet (`VERIFY_OTP`), or the recovery code restoring the wallet on this device
 * (`VERIFY_RECOVERY_OTP`, as after an e-mail login on a new device).
 */
export function showSocialOtp(
  airlock: Airlock,
  answer: { action: 'VERIFY_OTP' | 'VERIFY_RECOVERY_OTP'; email: string; provider: string },
): void {
  airlock.navigate({
    type: 'replace',
    view: 'SocialVerifyOtp',
    data: {
      email: answer.email,
      provider: answer.provider,
      ...(answer.action === 'VERIFY_RECOVERY_OTP' ? { recovery: true } : {}),
    },
  })
}

/**
 * The person went back from ConnectingSocial (or closed the modal): the provider's window closes,
 * and the frame gives the attempt up at the server (`CANCEL_SOCIAL`), so that an answer the
 * provider still sends logs no one in. The view is where the person went.
 */
function leave(
  airlock: Airlock,
  {
    provider,
    popup,
    client,
  }: { provider: string; popup: SocialPopup; client?: FrameClient | undefined },
) {
  if (!popup.closed) popup.close()
  setSocial(airlock, { status: 'idle' })
  airlock.analytics.track('SOCIAL_LOGIN_CANCELED', { provider })
  // Nothing waits on it: a frame that cannot be reached has no attempt to keep either.
  client?.request('CANCEL_SOCIAL', undefined).catch(() => {})
}

function cancel(airlock: Airlock, provider: string) {
  setSocial(airlock, { status: 'idle' })
  airlock.analytics.track('SOCIAL_LOGIN_CANCELED', { provider })
  if (airlock.store.getState().router.history.at(-1) === 'ConnectingSocial')
    airlock.navigate({ type: 'back' })
}

function fail(airlock: Airlock, provider: string, error: unknown): Promise<never> {
  const code = error instanceof Error ? error.name : 'Error'
  // The frame's own refusal (the server's words, such as a recovery asked too soon) is shown as is.
  setSocial(airlock, { status: 'failed', provider, code, ...failureText(error) })
  airlock.analytics.track('SOCIAL_LOGIN_ERROR', {
    provider,
    message: error instanceof Error ? error.message : '',
  })
  return Promise.reject(error)
}

function setSocial(airlock: Airlock, social: SocialLoginState) {
  airlock.store.setState((state) => ({ embeddedWallet: { ...state.embeddedWallet, social } }))
}
