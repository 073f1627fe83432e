import { formatUnits } from 'viem'
import { appendAddress } from './appendAddress.js'
import { appendMessage } from './appendMessage.js'
import { approvalScreen, type ScreenSize } from './approvalScreen.js'
import type { SolanaApprovalRequest } from './createSolanaRpcHandler.js'
import { frameMessages } from './frameMessages.js'
import { oneAtATime, present } from './showApproval.js'
import { solanaMessages } from './solanaMessages.js'
import type { SolanaTransfer } from './solanaTransaction.js'

export type ShowSolanaApprovalParameters = {
  document: Document
  request: SolanaApprovalRequest
  /** The dapp that asks, as the frame's handshake bound it. */
  requester: string
  /** The modal's language, from `SYNC_THEME`. Defaults to English. */
  locale?: string | undefined
  /** Told the screen's size (CSS px) as it is shown and whenever it changes. */
  onResize?: ((size: ScreenSize) => void) | undefined
}

/**
 * Shows a Solana signing request on the secure frame's own screen and resolves with the user's
 * answer, as `showApproval` does for EVM requests (and in the same queue: one screen at a time).
 * A message shows its text; a transaction its SOL and SPL transfers (amount and recipient), any
 * other instructions it holds, and the network fee once the cluster tells it. Escape rejects.
 *
 * @param parameters - The document, the request and who asks.
 * @returns `true` when the user approves.
 *
 * @example
 * import { showSolanaApproval } from './frame/showSolanaApproval.js'
 * const approved = await showSolanaApproval({ document, request, requester: 'http://localhost:3000' })
 */
export function showSolanaApproval(parameters: ShowSolanaApprovalParameters): Promise<boolean> {
  return oneAtATime(() => ask(parameters))
}

function ask({
  document,
  request,
  requester,
  locale,
  onResize,
}: ShowSolanaApprovalParameters): Promise<boolean> {
  const text = frameMessages(locale)
  const solana = solanaMessages(locale)
  const heading =
    request.kind === 'solanaMessage'
      ? text.title.message
      : request.kind === 'solanaTransactions'
        ? solana.signTransactions(request.transactions.length)
        : request.send
          ? text.title.transaction
          : solana.signTransaction
  const { element, main, title } = approvalScreen(document, {
    className: 'approval',
    title: heading,
  })
  const reference = request.chainId.slice('solana:'.length)
  const network = solana.network(`${reference.slice(0, 4)}…${reference.slice(-4)}`)
  main.append(title, element('p', 'approval-requester', text.requestedBy(requester, network)))

  if (request.kind !== 'solanaMessage') {
    let list = element('dl', 'approval-transaction')
    const row = (label: string, value: string) => {
      const cell = element('dd', '', value)
      list.append(element('dt', '', label), cell)
      return cell
    }
    const address = (label: string, value: string) => {
      const cell = row(label, '')
      cell.className = 'approval-address'
      cell.title = value
      appendAddress(cell, value)
    }
    const describe = ({
      transfers,
      otherInstructions,
    }: {
      transfers: SolanaTransfer[]
      otherInstructions: number
    }) => {
      for (const transfer of transfers) {
        address(text.to, transfer.to)
        if (transfer.kind === 'sol') row(text.amount, `${formatUnits(transfer.lamports, 9)} SOL`)
        else {
          row(
            text.amount,
            transfer.decimals === undefined
              ? solana.baseUnits(transfer.amount.toString())
              : formatUnits(transfer.amount, transfer.decimals),
          )
          if (transfer.mint) address(solana.token, transfer.mint)
          else row(solana.token, solana.unknownToken)
        }
      }
      if (otherInstructions > 0)
        row(solana.otherInstructions, new Intl.NumberFormat(locale).format(otherInstructions))
    }
    if (request.kind === 'solanaTransaction') describe(request)
    else {
      // Every transaction under a heading of its own, then the fees of them all.
      const total = request.transactions.length
      request.transactions.forEach((transaction, index) => {
        const section = element('section', 'approval-batch')
        const heading = element(
          'h2',
          'approval-batch-title',
          solana.transactionOf(index + 1, total),
        )
        heading.id = `approval-batch-${index}`
        section.setAttribute('aria-labelledby', heading.id)
        list = element('dl', 'approval-transaction')
        describe(transaction)
        section.append(heading, list)
        main.append(section)
      })
      list = element('dl', 'approval-transaction')
    }
    const fee = row(text.fee, text.estimating)
    fee.setAttribute('aria-live', 'polite')
    main.append(list)
    if (request.kind === 'solanaTransactions' || !request.send)
      main.append(element('p', 'approval-requester', solana.signOnly))
    void request.fee.then((lamports) => {
      fee.textContent =
        lamports === undefined ? text.unavailable : `${formatUnits(lamports, 9)} SOL`
    })
  } else {
    const details = element('pre', 'approval-details')
    appendMessage(details, request.text)
    details.tabIndex = 0
    details.setAttribute('aria-label', text.detailsLabel)
    main.append(details)
  }

  return present({ document, main, title, text, onResize })
}
