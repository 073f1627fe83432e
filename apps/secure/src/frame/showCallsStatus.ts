import type { Hex } from 'viem'
import { approvalScreen, type ScreenSize, watchSize } from './approvalScreen.js'
import type { DecodedCall } from './decodeCalls.js'
import { frameMessages } from './frameMessages.js'
import { oneAtATime } from './showApproval.js'

/** A batch's state as `wallet_getCallsStatus` says it: 100 pending, 200 confirmed, 500 failed. */
export type CallsStatusReading = { status: number; transactionHash?: Hex | undefined }

export type ShowCallsStatusParameters = {
  document: Document
  chainId: string
  /** The batch's calls as the approval screen listed them; empty when the frame no longer has them. */
  calls: readonly DecodedCall[]
  /** Reads the batch's status; asked again while it is pending. */
  read: () => Promise<CallsStatusReading>
  requester: string
  locale?: string | undefined
  networkName?: string | undefined
  /** The network's block explorer: the transaction becomes a link. */
  explorerUrl?: string | undefined
  /** Told the screen's size (CSS px) as it is shown and whenever it changes. */
  onResize?: ((size: ScreenSize) => void) | undefined
  /** How often a pending batch is read again. Defaults to 1000 ms. */
  pollingIntervalMs?: number | undefined
}

/**
 * EIP-5792 `wallet_showCallsStatus` on the frame's own screen: the batch's state (pending,
 * confirmed, failed) for each of its calls (a user operation is atomic: they share it), and its
 * transaction once mined. The state is a live region, read again until it is final. Resolves
 * when the user closes the screen (Close or Escape).
 *
 * @param parameters - The document, the batch and how to read its status.
 * @returns Once closed.
 *
 * @example
 * import { showCallsStatus } from './frame/showCallsStatus.js'
 * await showCallsStatus({ document, chainId: '31337', calls, read, requester: 'http://localhost:3000' })
 */
export function showCallsStatus(parameters: ShowCallsStatusParameters): Promise<void> {
  return oneAtATime(() => show(parameters))
}

function show({
  document,
  chainId,
  calls,
  read,
  requester,
  locale,
  networkName,
  explorerUrl,
  onResize,
  pollingIntervalMs = 1000,
}: ShowCallsStatusParameters): Promise<void> {
  const text = frameMessages(locale)
  const { element, main, title } = approvalScreen(document, {
    className: 'approval calls-status',
    title: text.callsStatus.title,
  })
  const who = element(
    'p',
    'approval-requester',
    text.requestedBy(requester, networkName ?? text.unknownNetwork(chainId)),
  )
  const state = element('p', 'calls-status-state', text.callsStatus.pending)
  state.setAttribute('role', 'status')
  state.dataset.status = 'pending'
  main.append(title, who, state)

  const callStates: HTMLElement[] = []
  calls.forEach((call, index) => {
    const section = element('section', 'approval-call')
    const heading = element(
      'h2',
      'approval-call-title',
      call.functionName
        ? `${text.call(index + 1, calls.length)}: ${call.functionName}`
        : text.call(index + 1, calls.length),
    )
    heading.id = `calls-status-call-${index}`
    section.setAttribute('aria-labelledby', heading.id)
    const list = element('dl', 'approval-transaction')
    list.append(element('dt', '', text.to), element('dd', 'approval-address', call.to))
    const callState = element('p', 'calls-status-call', text.callsStatus.pending)
    callStates.push(callState)
    section.append(heading, callState, list)
    main.append(section)
  })
  const transaction = element('dl', 'approval-transaction')
  transaction.hidden = true
  main.append(transaction)

  const close = element('button', 'approval-approve', text.callsStatus.close)
  close.type = 'button'
  const actions = element('div', 'approval-actions')
  actions.append(close)
  main.append(actions)
  document.body.replaceChildren(main)
  title.focus()
  const unwatch = watchSize(main, onResize)

  let open = true
  let timer: ReturnType<typeof setTimeout> | undefined
  const render = ({ status, transactionHash }: CallsStatusReading) => {
    const name = status >= 200 && status < 300 ? 'confirmed' : status >= 400 ? 'failed' : 'pending'
    const words = text.callsStatus[name]
    if (state.dataset.status !== name) {
      state.textContent = words
      state.dataset.status = name
    }
    for (const cell of callStates) cell.textContent = words
    if (transactionHash && transaction.hidden) {
      const cell = element('dd', 'approval-address')
      if (explorerUrl) {
        const link = element('a', '', transactionHash)
        link.href = `${explorerUrl.replace(/\/$/, '')}/tx/${transactionHash}`
        link.target = '_blank'
        link.rel = 'noopener noreferrer'
        cell.append(link)
      } else cell.textContent = transactionHash
      transaction.append(element('dt', '', text.callsStatus.transaction), cell)
      transaction.hidden = false
    }
    return name
  }
  const poll = async () => {
    if (!open) return
    const reading = await read().catch(() => undefined)
    if (!open) return
    const name = reading ? render(reading) : 'pending'
    if (name === 'pending') timer = setTimeout(() => void poll(), pollingIntervalMs)
  }
  void poll()

  return new Promise((resolve) => {
    const done = () => {
      open = false
      clearTimeout(timer)
      unwatch()
      document.removeEventListener('keydown', onKey)
      document.body.replaceChildren()
      resolve()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') done()
    }
    document.addEventListener('keydown', onKey)
    close.addEventListener('click', done, { once: true })
  })
}
