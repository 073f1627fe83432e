import { useAirlock, useMessages } from '../../context/AirlockContext.js'

/**
 * The dialog header's Close (×): closes the modal, or its shell before the modal has come.
 *
 * @example
 * <div className="header"><span /><h2 className="title">…</h2><CloseButton /></div>
 */
export function CloseButton() {
  const airlock = useAirlock()
  const t = useMessages()
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('modal.close')}
      onClick={() => airlock.close()}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
        <path
          d="M1 1l12 12M13 1L1 13"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  )
}
