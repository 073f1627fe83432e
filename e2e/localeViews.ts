import { injectTestWallet, type TestWallet } from '@airlock/test-kit'
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { messages as ar } from '../packages/react/src/locales/compiled/ar.js'
import { messages as arXB } from '../packages/react/src/locales/compiled/ar-XB.js'
import { messages as de } from '../packages/react/src/locales/compiled/de.js'
import { messages as en } from '../packages/react/src/locales/compiled/en.js'
import { messages as enXA } from '../packages/react/src/locales/compiled/en-XA.js'
import { messages as ja } from '../packages/react/src/locales/compiled/ja.js'
import { messages as ru } from '../packages/react/src/locales/compiled/ru.js'
import { createTranslate, type Translate } from '../packages/react/src/locales/createTranslate.js'

// The steps the locale specs share: the modal opened in a language, its texts in that language
// (read from the compiled catalogue the modal itself loads), and the checks every view gets: no
// text wider than its box, and right to left mirrored.

const compiled = { en, 'en-XA': enXA, 'ar-XB': arXB, ar, ja, de, ru }
export type TestLocale = keyof typeof compiled

/** The modal's translate function in `locale`, for finding its buttons and dialogs by name. */
export function textOf(locale: TestLocale): Translate {
  return createTranslate(locale, { ...en, ...compiled[locale] })
}

/** Opens the web app in `locale` (with the test wallet injected) and returns its translate. */
export async function openIn(
  page: Page,
  locale: TestLocale,
  wallet?: { privateKey?: `0x${string}` },
) {
  await page.addInitScript((tag) => localStorage.setItem('airlock-web/locale', tag), locale)
  const injected: TestWallet = await injectTestWallet(page, wallet)
  await page.goto('/')
  return { t: textOf(locale), wallet: injected }
}

/** Clicks the page's Connect button; returns the Connect dialog. */
export async function openConnect(page: Page, t: Translate) {
  await page
    .getByRole('button', { name: t('connectButton.label') })
    .first()
    .click()
  const connect = page.getByRole('dialog', { name: t('view.Connect') })
  await expect(connect).toBeVisible()
  return connect
}

/** Connects the injected test wallet and opens the Account view. */
export async function openAccount(page: Page, t: Translate, wallet: TestWallet) {
  const connect = await openConnect(page, t)
  await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await expect(connect).toBeHidden()
  await page
    .getByRole('button', { name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}` })
    .click()
  const account = page.getByRole('dialog', { name: t('view.Account') })
  await expect(account.locator('.features button').first()).toBeVisible()
  return account
}

/** From Account, Send with `token` (its row's name) picked; returns the Send dialog. */
export async function openSendWith(page: Page, t: Translate, account: Locator, token: RegExp) {
  // The EVM account's Send (a Solana account has one of its own).
  await account
    .getByRole('button', { name: t('account.send'), exact: true })
    .first()
    .click()
  const send = page.getByRole('dialog', { name: t('view.WalletSend') })
  await send.getByRole('button', { name: t('send.selectToken') }).click()
  await page
    .getByRole('dialog', { name: t('view.WalletSendSelectToken') })
    .getByRole('button', { name: token })
    .first()
    .click({ timeout: 20_000 })
  return send
}

// Elements (in the modal's shadow root, or the frame's document) whose own text is wider than
// their box. Skipped: boxes of no width, visually hidden labels (a 1 px box by design) and SVG
// (an icon's letter has no box to overflow).
function findOverflowing(root: Document | ShadowRoot | null | undefined): string[] {
  if (!root) return ['no modal']
  const found: string[] = []
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
    if (!(element instanceof HTMLElement) || element.closest('.visually-hidden')) continue
    const ownText = Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    )
    if (!ownText || element.clientWidth <= 1) continue
    if (element.scrollWidth > element.clientWidth + 1)
      found.push(`${element.tagName.toLowerCase()}.${element.className}: ${element.textContent}`)
  }
  return found
}

/** Texts of the open modal wider than their box; `[]` when every text shows whole. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(
    `(${findOverflowing.toString()})(document.querySelector('airlock-modal')?.shadowRoot)`,
  )
}

/** Texts of the secure frame's page wider than their box. */
export async function frameOverflowing(frame: FrameLocator): Promise<string[]> {
  return frame.locator('body').evaluate(`(${findOverflowing.toString()})(document)`) as Promise<
    string[]
  >
}

/**
 * Labels of the open modal's paired buttons (a `.button-row`: Cancel and Connect, Cancel and
 * Swap…) that take more than one line; `[]` when each is on one. A row too narrow for both
 * stacks them instead.
 */
export async function wrappedButtonLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('airlock-modal')?.shadowRoot
    const buttons = Array.from(root?.querySelectorAll<HTMLElement>('.button-row > *') ?? [])
    return buttons
      .filter((button) => {
        const range = document.createRange()
        range.selectNodeContents(button)
        const tops = Array.from(range.getClientRects(), (rect) => Math.round(rect.top))
        return new Set(tops).size > 1
      })
      .map((button) => button.textContent ?? '')
  })
}

// The literal parts of a compiled message, plural and select branches included.
function literals(message: unknown): string[] {
  if (typeof message === 'string') return [message]
  if (!Array.isArray(message)) return []
  return message.flatMap((part) => {
    if (typeof part === 'string') return part === '#' ? [] : [part]
    const cases = Array.isArray(part) ? (part[2] as Record<string, unknown> | undefined) : undefined
    return cases ? Object.values(cases).flatMap(literals) : []
  })
}

/**
 * The English of the catalogue a German screen must not show: every literal part of an English
 * message (four letters or more, with a lower-case word) that the German catalogue does not
 * contain as well (a brand, "Swap", "Token", "Wallet" are German too).
 */
function englishFragments(): string[] {
  const german = Object.values(de).flatMap(literals).join('\n')
  const fragments = new Set<string>()
  for (const message of Object.values(en))
    for (const part of literals(message)) {
      const text = part.trim().replace(/[.:…]+$/, '')
      if (text.length >= 4 && /[a-z]{3}/.test(text) && !german.includes(text)) fragments.add(text)
    }
  return [...fragments]
}

// Elements of the modal whose own text holds an English fragment of the catalogue as whole words.
function findEnglish(root: ShadowRoot | null | undefined, fragments: string[]): string[] {
  if (!root) return ['no modal']
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const patterns = fragments.map(
    (text) => new RegExp(`(?:^|[^\\p{L}])${literal(text)}(?:$|[^\\p{L}])`, 'u'),
  )
  const found: string[] = []
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
    // An icon, or the message to be signed shown verbatim (a SIWE message is English by its
    // standard, EIP-4361): not the catalogue's to translate.
    if (element.closest('svg') || element.closest('pre')) continue
    const own = Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim()
    const label = element.getAttribute('aria-label') ?? ''
    for (const text of [own, label]) {
      const index = text ? patterns.findIndex((pattern) => pattern.test(text)) : -1
      if (index >= 0)
        found.push(`${element.tagName.toLowerCase()}: "${text}" has "${fragments[index]}"`)
    }
  }
  return found
}

/** English of the catalogue on the open modal (its texts and labels); `[]` when there is none. */
export async function englishOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(
    `(${findEnglish.toString()})(document.querySelector('airlock-modal')?.shadowRoot, ${JSON.stringify(englishFragments())})`,
  )
}

/**
 * Checks one view: every text whole, each paired button's label on one line, and laid out in the locale's direction: Back (the header's
 * first button) on the right of Close right to left, on the left otherwise. In German, no English
 * of the catalogue on it either (the German walkthrough), and a screenshot in
 * e2e/screenshots/de/. `views` counts it.
 */
export async function checkView(
  page: Page,
  dialog: Locator,
  name: string,
  { rtl, back = true, views }: { rtl: boolean; back?: boolean; views: Set<string> },
) {
  await expect(dialog).toBeVisible()
  await expect(page.locator('airlock-modal').locator('.root')).toHaveAttribute(
    'dir',
    rtl ? 'rtl' : 'ltr',
  )
  await expect.poll(() => overflowing(page), { message: `overflow in ${name}` }).toEqual([])
  expect(await wrappedButtonLabels(page), `a button's label wrapped in ${name}`).toEqual([])
  if (back) {
    const buttons = dialog.locator('.header button')
    const first = await buttons.first().boundingBox()
    const last = await buttons.last().boundingBox()
    if (!first || !last) throw new Error(`${name}: no header buttons`)
    if (rtl) expect(first.x, `${name}: Back on the right`).toBeGreaterThan(last.x)
    else expect(first.x, `${name}: Back on the left`).toBeLessThan(last.x)
    // Its chevron points the way back: to the right, right to left.
    const transform = await buttons
      .first()
      .locator('svg')
      .evaluate((icon) => getComputedStyle(icon).transform)
    expect(transform.startsWith('matrix(-1,'), `${name}: Back's chevron mirrored`).toBe(rtl)
  }
  if ((await page.locator('airlock-modal').locator('.root').getAttribute('lang')) === 'de') {
    expect(await englishOnScreen(page), `English in German ${name}`).toEqual([])
    const file = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    await page.screenshot({ path: `e2e/screenshots/de/${file}.png`, animations: 'disabled' })
  }
  views.add(name)
}

// Elements of the modal whose own text holds an English word the pseudo-locale did not touch:
// en-XA wraps every catalogue message in [ ], ar-XB marks it with U+202E, so a lower-case ASCII
// word outside them came from somewhere else. Values pass: e-mail addresses, hex (an address's
// digits), shortened values (a Solana address: 8HgA3J…vhnc), dotted names (alice.eth) and
// capitalised names (Airlock Devnet, Google, USD Coin).
function findUntranslated(root: ShadowRoot | null | undefined, marker: string): string[] {
  if (!root) return ['no modal']
  const found: string[] = []
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
    // An icon, or the message to be signed shown verbatim (a SIWE message is English by its
    // standard, EIP-4361): not the catalogue's to translate.
    if (element.closest('svg') || element.closest('pre')) continue
    const own = Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim()
    if (!own || own.includes(marker) || own.includes('@')) continue
    // A value shortened around an ellipsis: an address (base58 has lower-case letters) or a hash.
    if (/^[\p{L}\d]+…[\p{L}\d]+$/u.test(own)) continue
    // A web origin (the app that holds a session): a value, not words.
    if (/^https?:\/\/\S+$/.test(own)) continue
    if (/(?:^|[^\w.@-])[a-z]*[g-z][a-z]*(?=$|[^\w.@-])/.test(own))
      found.push(`${element.tagName.toLowerCase()}.${element.className}: ${own}`)
  }
  return found
}

/**
 * Texts of the open modal not from the pseudo-locale's catalogue; `[]` when all are. A real
 * language (German) has no marker: `checkView` looks for the catalogue's English on it instead.
 */
export async function untranslated(page: Page, locale: TestLocale): Promise<string[]> {
  if (locale !== 'en-XA' && locale !== 'ar-XB') return []
  const marker = locale === 'en-XA' ? '[' : '\u202e'
  return page.evaluate(
    `(${findUntranslated.toString()})(document.querySelector('airlock-modal')?.shadowRoot, ${JSON.stringify(marker)})`,
  )
}

/** Texts of a whole page (one the e-mails' links open) wider than their box. */
export async function pageOverflowing(page: Page): Promise<string[]> {
  return page.evaluate(`(${findOverflowing.toString()})(document)`) as Promise<string[]>
}
