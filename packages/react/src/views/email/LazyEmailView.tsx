import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useMessages } from '../../context/AirlockContext.js'
import { loadEmailChunk } from '../../utils/loadEmailChunk.js'

export type EmailView =
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'ApproveTransaction'
  | 'AccountSettings'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'SocialVerifyOtp'

type EmailChunk = Awaited<ReturnType<typeof loadEmailChunk>>

/**
 * One of the e-mail wallet's views, loaded with the others on first use. No Suspense, as with the
 * modal (see `ModalHost`): React would hold the view back up to 300 ms.
 *
 * @param props.view - Which e-mail view.
 *
 * @example
 * <LazyEmailView view="EmailVerifyOtp" />
 */
export function LazyEmailView({ view }: { view: EmailView }) {
  const t = useMessages()
  const [loaded, setLoaded] = useState<EmailChunk>()
  const [failed, setFailed] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let current = true
    loadEmailChunk().then(
      (module) => {
        if (current) setLoaded(module)
      },
      () => {
        if (current) setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [])
  useLayoutEffect(() => loaded?.adoptEmailStyles(container.current), [loaded])
  const View: ComponentType | undefined = loaded?.emailViews[view]
  return (
    <div className="email" ref={container}>
      {View ? (
        <View />
      ) : (
        <p className="note" role="status">
          {failed ? t('email.error.unavailable') : t('email.loading')}
        </p>
      )}
    </div>
  )
}
