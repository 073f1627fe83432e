import { escapeHtml } from '../mail/escapeHtml.js'

export type RenderLockPageParameters =
  | {
      /** The link was opened: ask to confirm, so a mail scanner that follows links locks nothing. */
      state: 'confirm'
      token: string
    }
  | { state: 'locked' }
  | { state: 'invalid' }

/**
 * The page of the recovery notice's lock link (`/auth/v1/email/wallet/lock`), plain HTML with no
 * script, style or external resource, so it works under `default-src 'none'`. Opening the link
 * shows a confirmation form; only submitting it (a POST) locks recovery of the wallet.
 *
 * @param parameters - Which state to show, and the token for the form.
 * @returns The HTML document.
 *
 * @example
 * import { renderLockPage } from './email/renderLockPage.js'
 * c.html(renderLockPage({ state: 'invalid' }), 400)
 */
export function renderLockPage(parameters: RenderLockPageParameters): string {
  const { title, body } = content(parameters)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

function content(parameters: RenderLockPageParameters): { title: string; body: string } {
  switch (parameters.state) {
    case 'confirm':
      return {
        title: 'Lock recovery of your wallet?',
        body: `<p>A new device restored your wallet. If it was not you, lock recovery: no other device can then restore the wallet until the operator of this wallet unlocks it. Devices that already hold the wallet keep working.</p><form method="post" action="lock"><input type="hidden" name="token" value="${escapeHtml(parameters.token)}"><button type="submit">Lock recovery</button></form>`,
      }
    case 'locked':
      return {
        title: 'Recovery is locked',
        body: '<p>No new device can restore your wallet now. Secure your e-mail account, and ask the operator of this wallet to unlock recovery when it is safe again. You can close this page.</p>',
      }
    case 'invalid':
      return {
        title: 'This link does not work',
        body: '<p>It was used already, or a newer recovery notice replaced it.</p>',
      }
  }
}
