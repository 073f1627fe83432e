import {
  approvalFrameHeightPx,
  approvalFrameLayout,
  type FrameClient,
  getEmailWallet,
} from '@airlock/core'
import { animationTimes } from '@airlock/protocol'
import { useEffect, useRef } from 'react'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'

/**
 * ApproveTransaction: while the e-mail wallet asks the person to approve a signature or a
 * transaction, its frame (at the secure origin, whose approval UI the page cannot read or press)
 * is shown over this view's area and gets the focus. The frame's Reject, the close button, Escape
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
    const place = () => {
      if (!frame || !current) return
      // The area is as tall as the frame's screen (the card animates to it, 150 ms); the frame
      // covers the area.
      const area = element.getBoundingClientRect()
      frame.show(
        approvalFrameLayout({ area, viewportWidth: window.innerWidth, height: area.height }),
      )
    }
    void getEmailWallet(airlock)
      .then((wallet) => wallet.getFrame())
      .then((client) => {
        if (!current) return
        frame = client
        if (client.element) client.element.title = title
        place()
      })
      .catch(() => {})
    // The view slides in and the card animates its height (and re-centres, or becomes a bottom
    // sheet on a narrow window): the frame is placed again whenever one of those ends.
    let settled = setTimeout(place, animationTimes.viewTransitionMs + 20)
    const onResize = () => {
      place()
      clearTimeout(settled)
      settled = setTimeout(place, animationTimes.viewTransitionMs + 20)
    }
    const root = element.getRootNode()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place)
    observer?.observe(element)
    root.addEventListener('transitionend', place)
    root.addEventListener('animationend', place)
    window.addEventListener('resize', onResize)
    window.addEventListener('scroll', place, true)
    return () => {
      current = false
      clearTimeout(settled)
      observer?.disconnect()
      root.removeEventListener('transitionend', place)
      root.removeEventListener('animationend', place)
      window.removeEventListener('resize', onResize)
      window.removeEventListener('scroll', place, true)
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
