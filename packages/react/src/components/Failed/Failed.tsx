import { useMessages } from '../../context/AirlockContext.js'

/**
 * Data could not be read: says so, with a way to try again.
 *
 * @param props.message - What could not be read, in the user's language.
 * @param props.retry - Called when the user asks to try again.
 *
 * @example
 * <Failed message={t('tokens.unavailable')} retry={balances.retry} />
 */
export function Failed({ message, retry }: { message: string; retry(): void }) {
  const t = useMessages()
  return (
    <div className="stack" role="alert">
      <p className="note">{message}</p>
      <button type="button" className="secondary" onClick={retry}>
        {t('tokens.retry')}
      </button>
    </div>
  )
}
