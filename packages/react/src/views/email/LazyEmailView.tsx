import { LazyChunkView } from '../../components/LazyChunkView/LazyChunkView.js'
import { useMessages } from '../../context/AirlockContext.js'
import { loadEmailChunk } from '../../utils/loadChunks.js'

export type EmailView =
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'ApproveTransaction'
  | 'AccountSettings'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'SocialVerifyOtp'
  | 'Sessions'

/**
 * One of the e-mail wallet's views, loaded with the others on first use; says it is loading
 * meanwhile.
 *
 * @param props.view - Which e-mail view.
 *
 * @example
 * <LazyEmailView view="EmailVerifyOtp" />
 */
export function LazyEmailView({ view }: { view: EmailView }) {
  const t = useMessages()
  return (
    <LazyChunkView
      load={loadEmailChunk}
      view={view}
      className="email"
      failedMessage={t('email.error.unavailable')}
      loading={
        <p className="note" role="status">
          {t('email.loading')}
        </p>
      }
    />
  )
}
