import { type AirlockState, themeCssVariables } from '@airlock/core'
import {
  Activity,
  memo,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useInsertionEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { useAirlock, useMessages } from '../../context/AirlockContext.js'
import { useAirlockState } from '../../hooks/useAirlockState.js'
import { useConnectIntent } from '../../hooks/useConnectIntent.js'
import { useEmailNotices } from '../../hooks/useEmailNotices.js'
import { useWarmFeatured, WarmFeaturedProvider } from '../../hooks/useFeaturedWallets.js'
import { useTheme } from '../../hooks/useTheme.js'
import type { MessageId } from '../../locales/en.js'
import { afterPaint } from '../../utils/afterPaint.js'
import { connectIntent } from '../../utils/connectIntent.js'
import { createStyleAdopter } from '../../utils/createStyleAdopter.js'
import { warmFonts } from '../../utils/warmFonts.js'
import { whenIdle } from '../../utils/whenIdle.js'
import { CloseButton } from '../CloseButton/CloseButton.js'
import { DialogRoot } from '../DialogRoot/DialogRoot.js'
import { modalStyles } from './modalStyles.js'
import { modalViews } from './modalViews.js'
import { useContentHeight } from './useContentHeight.js'
import { useEscape } from './useEscape.js'
import { useFocusAhead } from './useFocusAhead.js'
import { useFocusTrap } from './useFocusTrap.js'

const adoptModalStyles = createStyleAdopter(modalStyles)

/**
 * The modal: a dialog in a shadow root of its own (`ModalHost` makes it), so no host-page CSS
 * changes how it looks. Loaded once the page is idle, or when it first opens (see `ModalHost`;
 * the dialog's shell stands in until then). While closed it is rendered hidden (React's
 * `Activity`, at the lowest priority): its code is compiled and its elements made before the
 * click, and none of its effects run, so it moves no focus and asks the server nothing of its own
 * until it opens.
 *
 * As the visitor shows intent (a pointer over the Connect button, focus, a touch), the featured
 * wallets are asked for (`useWarmFeatured`), and once they have come a dialog about to open on
 * Connect is made ready (`armed`): shown to React, so its effects run (the view asks what it
 * needs), but closed to the page (`data-closed`, inert, `aria-hidden`: not focusable, read out,
 * found or clicked), so its style and layout are worked out then. While the visitor is at the
 * button (`connectIntent.near`: the pointer on it, or focus) it is also painted, transparent, in
 * a layer of its own (`data-closed="painted"`); away from it, it is `visibility: hidden` and
 * keeps no layer. The click then only makes it opaque: no style, layout or paint of its own, and
 * its opening animations start there (held while it is closed). Focus, Escape and centring wait
 * for the open. React before 19.2 (18.3, 19.0, 19.1) has no `Activity`: there the dialog is
 * rendered only while open or armed.
 */
export function Modal({ shadow }: { shadow: ShadowRoot }) {
  const open = useAirlockState((state) => state.open)
  // Before the dialog's layout effects measure it: the shell's part of the sheet is there already.
  useInsertionEffect(() => adoptModalStyles(shadow), [shadow])
  useEmailNotices(shadow)
  useWarmFonts(shadow)
  // Opened before this chunk came: the card starts at the shell's height (read before the shell
  // goes, in this first render), so it eases to its own (150 ms) instead of jumping.
  const [shellHeight] = useState(
    () => shadow.querySelector<HTMLElement>('.card[aria-busy="true"]')?.offsetHeight,
  )
  // The store's router, not the one shown: a connection closes the modal for Account at once,
  // and the dialog is then hidden, not armed on the Connect view it still shows until idle.
  const onConnect = useAirlockState((state) => opensOnConnect(state.router))
  const featured = useWarmFeatured(onConnect)
  const armed = !open && onConnect && featured !== undefined
  const router = useShownRouter(open || armed)
  const painted = useNearConnect(armed)
  return createPortal(
    <WarmFeaturedProvider page={featured}>
      <HiddenWhileClosed shown={open || armed}>
        <Dialog shellHeight={shellHeight} router={router} open={open} painted={painted} />
      </HiddenWhileClosed>
    </WarmFeaturedProvider>,
    shadow,
  )
}

type Router = AirlockState['router']

/** Whether the dialog shows, or would open on, the Connect view. */
function opensOnConnect(router: Router) {
  return (router.history[router.history.length - 1] ?? 'Connect') === 'Connect'
}

/**
 * How long after a close the hidden dialog waits before it follows the store's router (then for
 * an idle moment). A connection closes the modal on Account, and the page's own response to the
 * new account (its balances, its views) comes first: an idle moment right after the close is
 * still inside it (bench/FLOOR.md, "stop 46").
 */
const hiddenFollowDelayMs = 1000

/**
 * The router the dialog renders: the store's while shown (open or armed); while closed, the
 * store's a second after it last changed, once the page is idle. A connection closes the modal on
 * Account: Account is then rendered hidden, for the next open, well after the address has been
 * shown, not in the moments the page answers the connection. (Out here, not in the dialog: a
 * hidden tree runs no effects.)
 */
function useShownRouter(shown: boolean): Router {
  const router = useAirlockState((state) => state.router)
  const [idle, setIdle] = useState(router)
  // While shown, it follows the store's at once (React's pattern for state adjusted to a prop): at
  // the close the hidden dialog keeps what it last showed, so the close renders nothing of it.
  if (shown && idle !== router) setIdle(router)
  useEffect(() => {
    if (shown || idle === router) return
    let cancelIdle: (() => void) | undefined
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => setIdle(router))
    }, hiddenFollowDelayMs)
    return () => {
      clearTimeout(timer)
      cancelIdle?.()
    }
  }, [shown, router, idle])
  return shown ? router : idle
}

/**
 * While `armed`, whether the visitor is at the Connect button now (`connectIntent.near`); false
 * otherwise. Out of it (open, or not armed), the visitor's coming and going renders nothing: focus
 * given back to the button as a connection closes the modal costs that task no render.
 */
function useNearConnect(armed: boolean): boolean {
  return useConnectIntent((airlock) => armed && connectIntent.near(airlock))
}

/** Once the shadow root exists, while the page is idle: the modal's fonts are looked up (`warmFonts`). */
function useWarmFonts(shadow: ShadowRoot | null) {
  const theme = useTheme()
  // The theme as it was when the modal came: read once, in the effect, not on each render.
  const first = useRef(theme)
  useEffect(() => {
    if (!shadow) return
    const { mode, variables } = first.current
    return afterPaint(() => warmFonts(shadow, themeCssVariables({ mode, variables })))
  }, [shadow])
}

/** React's `Activity` where it exists (19.2 and later); elsewhere the children only while shown. */
function HiddenWhileClosed({ shown, children }: { shown: boolean; children: ReactNode }) {
  // `Activity` is undefined on React 18.3, 19.0 and 19.1, whatever React's types say.
  const activity: typeof Activity | undefined = Activity
  if (!activity) return shown ? children : null
  return <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>
}

// Memoised: while closed, the modal re-renders on each change of the store's router, and the
// hidden dialog is left as it is until its router (the idle one) changes.
const Dialog = memo(function Dialog({
  shellHeight,
  router,
  open,
  painted,
}: {
  shellHeight: number | undefined
  router: Router
  /** False while closed: hidden by `Activity`, or armed (made ready, closed to the page). */
  open: boolean
  /** Armed and painted ahead (transparent), while the visitor is at the Connect button. */
  painted: boolean
}) {
  const airlock = useAirlock()
  const t = useMessages()
  const titleId = useId()
  const card = useRef<HTMLDivElement>(null)
  const shakes = useAirlockState((state) => state.shakes)
  const shaking = useShake(shakes)
  const notification = useAirlockState((state) => state.notification)
  const header = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const restoreFocus = useFocusTrap(card, open)
  useFocusAhead(card, restoreFocus)
  useEscape(() => airlock.close(), open)
  const drag = useSheetDrag(card, () => airlock.close())

  const view = router.history[router.history.length - 1] ?? 'Connect'
  // The approval's frame may ask for less room than the default: the card shrinks with it.
  const frameHeight = useAirlockState((state) => state.embeddedWallet.frameHeight)
  const { height, shift } = useContentHeight(
    header,
    content,
    view === 'ApproveTransaction' ? `${view}:${frameHeight}` : view,
    shellHeight,
    open,
  )
  // A view change removes the focused control (a wallet, Back): keep focus inside the dialog,
  // once the new view has painted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each view change
  useEffect(() => {
    if (!open) return
    return afterPaint(() => {
      const element = card.current
      if (element && !element.contains((element.getRootNode() as ShadowRoot).activeElement))
        element.focus()
    })
  }, [view, open])
  // The e-mail wallet's approval is titled for what it asks: a signature is no transaction.
  const approval = useAirlockState((state) => state.embeddedWallet.approval)
  // The frame's screen has its own heading ("Sign this message?"): the header shows no second
  // one, though the title still names the dialog.
  const frameHeading = useAirlockState(
    (state) => view === 'ApproveTransaction' && state.embeddedWallet.approving,
  )
  // A wallet picked in the catalogue names its QR code view, as the model product's does;
  // WalletConnect's own entry (no wallet) keeps 'WalletConnect'.
  const walletName =
    view === 'ConnectingWalletConnectBasic' ? pickedWalletName(router.data) : undefined
  const title =
    view === 'ApproveTransaction' && approval === 'signature'
      ? t('email.approve.signTitle')
      : view === 'ApproveTransaction' && approval === 'wallet'
        ? t('email.approve.frame')
        : (walletName ?? t(`view.${view}` as MessageId) ?? view)
  // The view's element is made once per view: the card's own updates (its height as content
  // arrives, a shake, a toast) then re-render the card, not the view inside it.
  const body = useMemo(() => modalViews[view]?.(), [view])

  return (
    <DialogRoot closed={open ? undefined : painted ? 'painted' : 'hidden'}>
      <div
        ref={card}
        className="card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={shaking}
        style={
          height === undefined
            ? undefined
            : { height, translate: shift ? `0 ${shift}px` : undefined }
        }
      >
        <div className="header" ref={header}>
          {/* The bottom sheet's handle (phone widths only): drag the sheet down to close it. */}
          <span className="sheet-handle" aria-hidden="true" data-testid="sheet-handle" {...drag} />
          {router.history.length > 1 ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t('modal.back')}
              onClick={() => airlock.navigate({ type: 'back' })}
            >
              <Chevron />
            </button>
          ) : (
            <span />
          )}
          <h2 className="title" id={titleId} key={title} data-hidden={frameHeading || undefined}>
            {title}
          </h2>
          <CloseButton />
        </div>
        {/* Only the body scrolls: the header (Back, title, Close) stays in place. */}
        <div className="scroller">
          <div className="body" ref={content} key={view} data-transition={router.transition}>
            {body}
          </div>
        </div>
      </div>
      {/* Above the card, over the dimmed page: a notification covers no control of the modal. */}
      <div className="toast-region" role="status" aria-live="polite">
        {notification ? (
          <p className="toast" data-kind={notification.kind} key={notification.id}>
            {notification.message}
          </p>
        ) : null}
      </div>
    </DialogRoot>
  )
})

/** The name of the wallet a view was opened with (`WalletConnectBasicData`), when it has one. */
function pickedWalletName(data: unknown): string | undefined {
  const name = (data as { name?: unknown } | undefined)?.name
  return typeof name === 'string' && name !== '' ? name : undefined
}

/** How far (px) the bottom sheet is dragged down before letting go closes it. */
const closeDistance = 96

/**
 * Pointer handlers for the bottom sheet's handle: the card follows the pointer down, and closes
 * when let go past `closeDistance`, else springs back. Keyboard and screen-reader users close it
 * with Close or Escape.
 */
function useSheetDrag(card: RefObject<HTMLDivElement | null>, onClose: () => void) {
  const start = useRef<number | undefined>(undefined)
  const move = (event: PointerEvent<HTMLSpanElement>) => {
    const element = card.current
    if (start.current === undefined || !element) return
    element.style.transform = `translateY(${Math.max(0, event.clientY - start.current)}px)`
  }
  const end = (event: PointerEvent<HTMLSpanElement>) => {
    const element = card.current
    if (start.current === undefined || !element) return
    const distance = event.clientY - start.current
    start.current = undefined
    element.style.transition = ''
    element.style.transform = ''
    if (distance > closeDistance) onClose()
  }
  return {
    onPointerDown: (event: PointerEvent<HTMLSpanElement>) => {
      start.current = event.clientY
      event.currentTarget.setPointerCapture?.(event.pointerId)
      if (card.current) card.current.style.transition = 'none'
    },
    onPointerMove: move,
    onPointerUp: end,
    onPointerCancel: end,
  }
}

/** True for 500 ms each time `count` grows: the modal refuses to close and shakes. */
function useShake(count: number) {
  const [shaking, setShaking] = useState(false)
  useEffect(() => {
    if (count === 0) return
    setShaking(true)
    const timer = setTimeout(() => setShaking(false), 500)
    return () => clearTimeout(timer)
  }, [count])
  return shaking
}

function Chevron() {
  return (
    <svg className="mirror" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <path
        d="M9 1L3 7l6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}
