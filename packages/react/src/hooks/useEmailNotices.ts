import { embeddedWalletTimes } from '@airlock/protocol'
import { useEffect, useRef } from 'react'
import { useAirlock, useMessages } from '../context/AirlockContext.js'
import type { MessageId } from '../locales/en.js'
import { useAirlockState } from './useAirlockState.js'

/**
 * Shows the e-mail wallet's notices (a refused wallet method, a frame that did not load or answer)
 * as the modal's notification, in the modal's language. The modal mounts it once.
 *
 * A frame failure comes 300 ms later (SPEC §9's iframe error toast delay), and not at all when a
 * view under `root` already shows the same words in place (the e-mail or code form's error):
 * the person reads it once, next to the field it concerns.
 *
 * @param root - Where the modal's views are (its shadow root). Defaults to none.
 *
 * @example
 * useEmailNotices(shadowRoot)
 */
export function useEmailNotices(root?: ParentNode | null | undefined): void {
  const airlock = useAirlock()
  const t = useMessages()
  const notice = useAirlockState((state) => state.embeddedWallet.notice)
  const translate = useRef(t)
  translate.current = t
  const place = useRef(root)
  place.current = root
  useEffect(() => {
    if (!notice) return
    const message = translate.current(`email.notice.${notice.kind}` as MessageId)
    if (notice.kind === 'actionNotAllowed') return airlock.notifier.show('error', message)
    const timer = setTimeout(() => {
      if (!shownInPlace(place.current, message)) airlock.notifier.show('error', message)
    }, embeddedWalletTimes.errorToastDelayMs)
    return () => clearTimeout(timer)
  }, [airlock, notice])
}

/** Whether an alert under `root` already says `message`. */
function shownInPlace(root: ParentNode | null | undefined, message: string) {
  return Array.from(root?.querySelectorAll('[role="alert"]') ?? []).some((element) =>
    element.textContent?.includes(message),
  )
}
