import { themeCssVariables } from '@airlock/core'
import { type CSSProperties, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useAirlock, useLocale, useMessages } from '../../context/AirlockContext.js'
import { useAirlockState } from '../../hooks/useAirlockState.js'
import { useTheme } from '../../hooks/useTheme.js'
import type { MessageId } from '../../locales/en.js'
import { textDirection } from '../../locales/textDirection.js'
import { CrossIcon } from '../CrossIcon/CrossIcon.js'
import { useEscape } from '../Modal/useEscape.js'
import { useFocusTrap } from '../Modal/useFocusTrap.js'
import { SkeletonRows } from '../SkeletonRows/SkeletonRows.js'

/**
 * The dialog's shell, from the page's entry: shown in the click's frame while the modal's chunk is
 * on its way (an open before the idle prefetch, a slow network). The overlay, the card where the
 * modal's will be (the Connect view's size), the header with the view's title and Close, and a
 * loading body. Escape, the overlay and Close close it (the modal then opens hidden, if at all).
 * The modal takes its place in the same shadow root when its chunk comes.
 *
 * @example
 * return Modal ? <Modal shadow={shadow} /> : open ? <ModalShell shadow={shadow} /> : null
 */
export function ModalShell({ shadow }: { shadow: ShadowRoot }) {
  const airlock = useAirlock()
  const t = useMessages()
  const theme = useTheme()
  const locale = useLocale()
  const titleId = useId()
  const card = useRef<HTMLDivElement>(null)
  const view = useAirlockState((state) => state.router.history.at(-1) ?? 'Connect')
  useFocusTrap(card)
  useEscape(() => airlock.close())
  return createPortal(
    <div
      className="root"
      data-theme={theme.resolvedMode}
      lang={locale}
      dir={textDirection(locale)}
      style={themeCssVariables({ mode: theme.mode, variables: theme.variables }) as CSSProperties}
    >
      <div className="overlay" onClick={() => airlock.close()} aria-hidden="true" />
      <div
        ref={card}
        className="card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy="true"
        tabIndex={-1}
      >
        <div className="header">
          <span />
          <h2 className="title" id={titleId}>
            {t(`view.${view}` as MessageId)}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('modal.close')}
            onClick={() => airlock.close()}
          >
            <CrossIcon />
          </button>
        </div>
        <div className="body">
          <SkeletonRows count={5} />
        </div>
      </div>
    </div>,
    shadow,
  )
}
