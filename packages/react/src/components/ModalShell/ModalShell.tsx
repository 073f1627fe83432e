import { useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useAirlock, useMessages } from '../../context/AirlockContext.js'
import { useAirlockState } from '../../hooks/useAirlockState.js'
import type { MessageId } from '../../locales/en.js'
import { CloseButton } from '../CloseButton/CloseButton.js'
import { DialogRoot } from '../DialogRoot/DialogRoot.js'
import { useEscape } from '../Modal/useEscape.js'
import { useFocusTrap } from '../Modal/useFocusTrap.js'
import { SkeletonRows } from '../SkeletonRows/SkeletonRows.js'

/**
 * The dialog's shell, from the page's entry: shown in the click's frame while the modal's chunk is
 * on its way (an open before the idle prefetch, a slow network). The overlay; the card, as tall as
 * the card may be (the Connect view of e-mail, socials and wallets fills it); the header with the
 * view's title and Close; a loading body. Escape, the overlay and Close close it (the modal then
 * loads hidden). The modal takes its place in the same shadow root when its chunk comes, in the
 * shell's box, and eases to its own height where its view is shorter.
 *
 * @example
 * return Modal ? <Modal shadow={shadow} /> : open ? <ModalShell shadow={shadow} /> : null
 */
export function ModalShell({ shadow }: { shadow: ShadowRoot }) {
  const airlock = useAirlock()
  const t = useMessages()
  const titleId = useId()
  const card = useRef<HTMLDivElement>(null)
  const view = useAirlockState((state) => state.router.history.at(-1) ?? 'Connect')
  useFocusTrap(card)
  useEscape(() => airlock.close())
  return createPortal(
    <DialogRoot>
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
          <CloseButton />
        </div>
        <div className="body">
          <SkeletonRows count={5} />
        </div>
      </div>
    </DialogRoot>,
    shadow,
  )
}
