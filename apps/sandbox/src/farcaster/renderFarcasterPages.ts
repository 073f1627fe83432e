import { farcasterTestAccounts } from '@airlock/devnet'
import type { SandboxLocale } from '../locales/catalogues.js'
import { directionOf } from '../locales/resolveLocale.js'
import { isolate, type MessageParameter, translateHtml } from '../locales/translate.js'
import type { MessageKey } from '../locales/types.js'
import { escapeHtml } from '../mail/escapeHtml.js'
import type { FarcasterSignInRequest } from './approveFarcasterSignIn.js'

/** The Farcaster app's HTML document: language, direction, title, the inbox's stylesheet, no script. */
function renderPage(locale: SandboxLocale, title: MessageKey, main: string) {
  const t = (key: MessageKey) => translateHtml(locale, key)
  const dir = directionOf(locale)
  const separator = dir === 'rtl' ? '‹' : '›'
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t(title)} · ${t('brand')}</title><link rel="stylesheet" href="/mail/inbox.css"></head><body><header><nav aria-label="${t('breadcrumb')}"><a href="/">${t('brand')}</a> <span aria-hidden="true" class="separator">${separator}</span> <a href="/farcaster?lang=${locale}">${t('farcaster.title')}</a></nav></header><main>${main}</main></body></html>`
}

/**
 * The Farcaster app's start page: what it plays and a field for the sign-in link.
 *
 * @param locale - The page's language.
 * @returns The HTML document.
 */
export function renderLinkPage(locale: SandboxLocale): string {
  const t = (key: MessageKey) => translateHtml(locale, key)
  return renderPage(
    locale,
    'farcaster.title',
    `<h1>${t('farcaster.title')}</h1><p>${t('farcaster.intro')}</p><form method="get" action="/farcaster/connect"><input type="hidden" name="lang" value="${locale}"><p><label for="link">${t('farcaster.link')}</label><br><input id="link" name="link" type="text" size="60" required autocomplete="off" spellcheck="false" dir="ltr"></p><p><button type="submit">${t('farcaster.open')}</button></p></form>`,
  )
}

/**
 * "Sign in to <domain>?": the seeded accounts to choose from, Approve and Cancel.
 *
 * @param locale - The page's language.
 * @param request - The pending channel's parameters.
 * @returns The HTML document.
 */
export function renderApprovePage(locale: SandboxLocale, request: FarcasterSignInRequest): string {
  const t = (key: MessageKey, params?: Record<string, MessageParameter>) =>
    translateHtml(locale, key, params)
  const accounts = farcasterTestAccounts
    .map(
      (account, index) =>
        `<p><input type="radio" name="fid" id="fid-${account.fid}" value="${account.fid}"${index === 0 ? ' checked' : ''}> <label for="fid-${account.fid}">${t('farcaster.accountLabel', { name: account.displayName, username: isolate(account.username), fid: String(account.fid) })}</label></p>`,
    )
    .join('')
  return renderPage(
    locale,
    'farcaster.title',
    `<h1>${t('farcaster.question', { domain: isolate(request.domain) })}</h1><p>${t('farcaster.requestedBy', { uri: isolate(request.siweUri) })}</p><form method="post" action="/farcaster/connect?lang=${locale}"><input type="hidden" name="channelToken" value="${escapeHtml(request.channelToken)}"><fieldset><legend>${t('farcaster.account')}</legend>${accounts}</fieldset><p><button type="submit">${t('farcaster.approve')}</button> <a href="/farcaster/cancelled?lang=${locale}">${t('farcaster.cancel')}</a></p></form>`,
  )
}

/**
 * The end of an approval, a cancellation or a failure: a heading and one line, as a status.
 *
 * @param locale - The page's language.
 * @param title - The heading's message.
 * @param message - The line's message and its parameters.
 * @returns The HTML document.
 */
export function renderOutcomePage(
  locale: SandboxLocale,
  title: MessageKey,
  [key, params]: [MessageKey, Record<string, MessageParameter>?],
): string {
  return renderPage(
    locale,
    title,
    `<h1>${translateHtml(locale, title)}</h1><p role="status">${translateHtml(locale, key, params)}</p>`,
  )
}
