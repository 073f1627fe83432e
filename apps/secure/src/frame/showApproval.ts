import { formatEther } from 'viem'
import { appendAddress } from './appendAddress.js'
import { appendMessage } from './appendMessage.js'
import type { ApprovalRequest } from './approvalRequest.js'
import { approvalScreen, type ScreenSize, watchSize } from './approvalScreen.js'
import type { TransactionCosts } from './estimateCosts.js'
import { frameMessages } from './frameMessages.js'
import type { FrameMessages } from './messages/frameMessagesType.js'

export type ShowApprovalParameters = {
  document: Document
  request: ApprovalRequest
  /** The dapp that asks, as the frame's handshake bound it: shown, so the user knows who asks. */
  requester: string
  /** The modal's language, from `SYNC_THEME`. Defaults to English. */
  locale?: string | undefined
  /** The request's network by name (the secure origin's list); its chain id when unnamed. */
  networkName?: string | undefined
  /** Told the screen's size (CSS px) as it is shown and whenever it changes. */
  onResize?: ((size: ScreenSize) => void) | undefined
}

let queue: Promise<unknown> = Promise.resolve()

/**
 * Shows a signing or sending request in the secure frame and resolves with the user's answer.
 * The modal makes the frame visible in its ApproveTransaction view; the buttons are the frame's
 * own, on the secure origin, so the dapp's scripts can neither read the screen nor press them.
 * One request at a time: a second waits for the first to be answered. Escape rejects.
 *
 * @param parameters - The document, the request and who asks.
 * @returns `true` when the user approves.
 *
 * @example
 * import { showApproval } from './frame/showApproval.js'
 * const approved = await showApproval({ document, request, requester: 'http://localhost:3000' })
 */
export function showApproval(parameters: ShowApprovalParameters): Promise<boolean> {
  return oneAtATime(() => ask(parameters))
}

/**
 * Runs `show` once every approval screen before it was answered: the frame shows one at a time,
 * whichever kind (the Solana screen too).
 *
 * @example
 * const approved = await oneAtATime(() => askSomething())
 */
export function oneAtATime<result>(show: () => Promise<result>): Promise<result> {
  const answer = queue.then(show)
  queue = answer.catch(() => undefined)
  return answer
}

function ask({
  document,
  request,
  requester,
  locale,
  networkName,
  onResize,
}: ShowApprovalParameters): Promise<boolean> {
  const text = frameMessages(locale)
  const { element, main, title } = approvalScreen(document, {
    className: 'approval',
    title: text.title[request.kind],
  })
  const network = networkName ?? text.unknownNetwork(request.chainId)
  const who = element('p', 'approval-requester', text.requestedBy(requester, network))
  main.append(title, who)

  const showAddress = (cell: HTMLElement, address: string) => {
    cell.className = 'approval-address'
    appendAddress(cell, address)
  }
  const rows = (list: HTMLElement) => (label: string, value: string) => {
    const cell = element('dd', '', value)
    list.append(element('dt', '', label), cell)
    return cell
  }

  if (request.kind === 'transaction') {
    const list = element('dl', 'approval-transaction')
    const row = rows(list)
    const receiver = row(text.to, request.to ? '' : text.newContract)
    if (request.to) showAddress(receiver, request.to)
    const amount = row(text.amount, `${formatEther(request.value)} ETH`)
    const fee = row(text.fee, text.estimating)
    fee.setAttribute('aria-live', 'polite')
    if (request.data && request.data !== '0x')
      row(text.data, text.dataBytes((request.data.length - 2) / 2))
    main.append(list)
    void request.costs.then((costs) => {
      const shown = describeCosts({ costs, value: request.value, locale, text })
      amount.textContent = shown.amount
      fee.textContent = shown.fee
    })
  } else if (request.kind === 'permissions') {
    const until = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(request.until * 1000))
    const list = element('ul', 'approval-permissions')
    for (const grant of request.grants)
      list.append(
        element(
          'li',
          '',
          grant.kind === 'spend'
            ? text.session.spend(
                grant.amount,
                text.session.periods[grant.per],
                grant.contract,
                until,
              )
            : text.session.call(grant.functionName, grant.contract, until),
        ),
      )
    main.append(list)
  } else if (request.kind === 'revokePermissions') {
    main.append(element('p', 'approval-revoke', text.sessionEnds))
    const id = element('p', '')
    showAddress(id, request.id)
    main.append(id)
  } else if (request.kind === 'calls') {
    // Every call of the batch, decoded: the token, its amount and who may spend it.
    const total = request.calls.length
    request.calls.forEach((call, index) => {
      const section = element('section', 'approval-call')
      const heading = element(
        'h2',
        'approval-call-title',
        call.functionName
          ? `${text.call(index + 1, total)}: ${call.functionName}`
          : text.call(index + 1, total),
      )
      heading.id = `approval-call-${index}`
      section.setAttribute('aria-labelledby', heading.id)
      const list = element('dl', 'approval-transaction')
      const row = rows(list)
      showAddress(row(text.to, ''), call.to)
      if (call.token) {
        row(text.token, call.token.symbol)
        row(text.amount, `${call.token.amount} ${call.token.symbol}`)
        if (call.token.spender) showAddress(row(text.spender, ''), call.token.spender)
      } else if (call.value > 0n) row(text.amount, `${formatEther(call.value)} ETH`)
      if (!call.token && call.data && call.data !== '0x')
        row(text.data, text.dataBytes((call.data.length - 2) / 2))
      section.append(heading, list)
      main.append(section)
    })
    main.append(element('p', 'approval-atomic', text.atomic))
  } else {
    const details = element('pre', 'approval-details')
    appendMessage(details, request.kind === 'message' ? request.text : request.json)
    details.tabIndex = 0
    details.setAttribute('aria-label', text.detailsLabel)
    main.append(details)
  }

  return present({ document, main, title, text, onResize })
}

/**
 * Puts an approval screen (`main`, titled by `title`) in the frame with its Reject and Approve
 * buttons, focuses the title, reports its height as it changes, and resolves with the answer
 * (Escape rejects); the screen is removed then.
 *
 * @example
 * const approved = await present({ document, main, title, text: frameMessages(locale), onResize })
 */
export function present({
  document,
  main,
  title,
  text,
  onResize,
}: {
  document: Document
  main: HTMLElement
  title: HTMLElement
  text: Pick<FrameMessages, 'reject' | 'approve'>
  onResize?: ((size: ScreenSize) => void) | undefined
}): Promise<boolean> {
  const button = (className: string, label: string) => {
    const node = document.createElement('button')
    node.className = className
    node.textContent = label
    node.type = 'button'
    return node
  }
  const actions = document.createElement('div')
  actions.className = 'approval-actions'
  const reject = button('approval-reject', text.reject)
  const approve = button('approval-approve', text.approve)
  actions.append(reject, approve)
  main.append(actions)
  document.body.replaceChildren(main)
  title.focus()
  // The modal sizes the frame to the screen: its height now, and again when the fee arrives.
  const unwatch = watchSize(main, onResize)

  return new Promise((resolve) => {
    const done = (approved: boolean) => {
      unwatch()
      document.removeEventListener('keydown', onKey)
      document.body.replaceChildren()
      resolve(approved)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') done(false)
    }
    document.addEventListener('keydown', onKey)
    reject.addEventListener('click', () => done(false), { once: true })
    approve.addEventListener('click', () => done(true), { once: true })
  })
}

/**
 * The amount and the network fee as the screen shows them: in the native token, with US dollars
 * when the server has a price (`< $0.01` for less than a cent); no fee figure when the paymaster
 * sponsors the operation, but that the user pays none.
 */
export function describeCosts({
  costs,
  value,
  locale,
  text,
}: {
  costs: TransactionCosts
  value: bigint
  locale: string | undefined
  text: FrameMessages
}) {
  const tag = locale && locale !== 'auto' ? locale : undefined
  const usd = (amount: bigint) => {
    if (costs.usdPrice === undefined) return ''
    const dollars = Number(formatEther(amount)) * costs.usdPrice
    const format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' })
    return dollars > 0 && dollars < 0.01
      ? ` (< ${format.format(0.01)})`
      : ` (${format.format(dollars)})`
  }
  const fee = costs.sponsored
    ? text.sponsored
    : costs.fee === undefined
      ? text.unavailable
      : `${new Intl.NumberFormat(tag, { maximumSignificantDigits: 3 }).format(Number(formatEther(costs.fee)))} ${costs.symbol}${usd(costs.fee)}`
  return { amount: `${formatEther(value)} ${costs.symbol}${usd(value)}`, fee }
}
