import {
  approvalFrameHeightPx,
  approvalFrameLayout,
  type FrameClient,
  getEmailWallet,
} from '@airlock/core'
import { useEffect, useRef } from 'react'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { cardSettled } from './cardSettled.js'

/**
 * ApproveTransaction: while the e-mail wallet asks the person to approve a signature or a
 * transaction, its frame (at the secure origin, whose approval UI the page cannot read or press)
 * is shown over this view's area and gets the focus: first seen where it stays, at its screen's
 * size (no jump under the pointer). The frame's Reject, the close button, Escape
 * or Back reject the request (4001) and hide the frame.
 */
export function ApproveTransactionView() {
  const airlock = useAirlock()
  const t = useMessages()
  const approving = useAirlockState((state) => state.embeddedWallet.approving)
  // The frame's screen says how tall it is; until it has, the default height.
  const height =
    useAirlockState((state) => state.embeddedWallet.frameHeight) ?? approvalFrameHeightPx
  const area = useRef<HTMLElement>(null)
  const title = t('email.approve.frame')

  useEffect(() => {
    const element = area.current
    if (!approving || !element) return
    let frame: FrameClient | undefined
    let current = true
    let shown = false
    let last = ''
    let next: number | undefined
    // Once per animation frame while anything moves: the frame lies over the area, unseen until
    // its screen has said how tall it is at this width and the card has come to rest around it
    // (the view slides in, the card animates to the screen's height and re-centres, or rises as a
    // bottom sheet); then it is shown there, in the same frame, and follows the area from there.
    const step = () => {
      next = undefined
      if (!frame || !current) return
      const box = element.getBoundingClientRect()
      const layout = approvalFrameLayout({
        area: box,
        viewportWidth: window.innerWidth,
        height: box.height,
      })
      const key = JSON.stringify(layout)
      const still = key === last && cardSettled(element)
      last = key
      const { frameHeight, frameWidth } = airlock.store.getState().embeddedWallet
      const sized =
        frameHeight !== undefined &&
        (frameWidth === undefined || Math.abs(frameWidth - layout.width) <= 1)
      if (shown || (sized && still)) {
        frame.show(layout)
        shown = true
      } else frame.place(layout)
      if (!still) follow()
    }
    const follow = () => {
      next ??= requestAnimationFrame(step)
    }
    void getEmailWallet(airlock)
      .then((wallet) => wallet.getFrame())
      .then((client) => {
        if (!current) return
        frame = client
        if (client.element) client.element.title = title
        follow()
      })
      .catch(() => {})
    // The frame's screen says its size (the store), the area or the window changes, an
    // animation ends: the frame is placed again, frame by frame until all is still.
    const unsubscribe = airlock.store.subscribe(follow)
    const root = element.getRootNode()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(follow)
    observer?.observe(element)
    root.addEventListener('transitionend', follow)
    root.addEventListener('animationend', follow)
    window.addEventListener('resize', follow)
    window.addEventListener('scroll', follow, true)
    return () => {
      current = false
      if (next !== undefined) cancelAnimationFrame(next)
      unsubscribe()
      observer?.disconnect()
      root.removeEventListener('transitionend', follow)
      root.removeEventListener('animationend', follow)
      window.removeEventListener('resize', follow)
      window.removeEventListener('scroll', follow, true)
      frame?.hide()
    }
  }, [airlock, approving, title])

  // While the frame asks, it is the whole view: its own screen names the request and has the
  // only two buttons (Reject, Approve); the header's Back and close reject too. This view is the
  // wallet, so nothing here points to "your wallet".
  if (approving)
    return (
      <section
        ref={area}
        className="approve-area"
        style={{ height }}
        aria-label={title}
        aria-busy="true"
        data-testid="approve-area"
      >
        {t('email.approve.loading')}
      </section>
    )
  return (
    <div className="stack">
      <p className="note">{t('email.approve.none')}</p>
      {/* Back where the request came from (Send, Swap, sign-in), or closed when it came alone. */}
      <button
        type="button"
        className="secondary"
        onClick={() => airlock.navigate({ type: 'back' })}
      >
        {t('email.approve.cancel')}
      </button>
    </div>
  )
}
