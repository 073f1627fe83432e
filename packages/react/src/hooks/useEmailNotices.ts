import { useEffect, useRef } from 'react'
import { useAirlock, useMessages } from '../context/AirlockContext.js'
import type { MessageId } from '../locales/en.js'
import { useAirlockState } from './useAirlockState.js'

/**
 * Shows the e-mail wallet's notices (a refused wallet method, a frame that did not load or answer)
 * as the modal's notification, in the modal's language. The modal mounts it once.
 *
 * @example
 * useEmailNotices()
 */
export function useEmailNotices(): void {
  const airlock = useAirlock()
  const t = useMessages()
  const notice = useAirlockState((state) => state.embeddedWallet.notice)
  const translate = useRef(t)
  translate.current = t
  useEffect(() => {
    if (notice)
      airlock.notifier.show('error', translate.current(`email.notice.${notice.kind}` as MessageId))
  }, [airlock, notice])
}
