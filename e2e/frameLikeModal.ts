import type { Page } from '@playwright/test'

// The secure frame's approval screen beside the modal it lies in (issue 16): the frame's title is
// set as the modal's header title, its buttons as the modal's secondary (Reject) and primary
// (Approve) in the page's theme, and its text starts where the modal's body text does.

type Look = { background: string; color: string; border: string; radius: string }

/**
 * The ways the frame's approval screen looks unlike the modal around it, as `what: frame ≠ modal`
 * lines; `[]` when none.
 */
export async function frameUnlikeModal(page: Page) {
  const modal = await page.evaluate(() => {
    const root = document.querySelector('airlock-modal')?.shadowRoot
    const card = root?.querySelector<HTMLElement>('.card')
    const title = root?.querySelector<HTMLElement>('.title')
    if (!card || !title) throw new Error('no modal card')
    // A button of each kind, in the card, as a view would have it.
    const look = (className: string) => {
      const button = document.createElement('button')
      button.className = className
      card.append(button)
      const style = getComputedStyle(button)
      const found = {
        background: style.backgroundColor,
        color: style.color,
        border: `${style.borderTopWidth} ${style.borderTopStyle}`,
        radius: style.borderTopLeftRadius,
      }
      button.remove()
      return found
    }
    const heading = getComputedStyle(title)
    const border = Number.parseFloat(getComputedStyle(card).borderLeftWidth)
    return {
      primary: look('primary'),
      secondary: look('secondary'),
      title: `${heading.fontSize} ${heading.fontWeight} ${heading.textAlign}`,
      // The body's text starts 16 px inside the card's border.
      textLeft: card.getBoundingClientRect().left + border + 16,
      background: getComputedStyle(card).backgroundColor,
    }
  })
  const frameLeft = (await page.locator('#airlock-wallet-frame').boundingBox())?.x ?? Number.NaN
  const frame = await page
    .frameLocator('#airlock-wallet-frame')
    .locator('main')
    .evaluate((main) => {
      const look = (element: Element | null) => {
        if (!element) throw new Error('no button')
        const style = getComputedStyle(element)
        return {
          background: style.backgroundColor,
          color: style.color,
          border: `${style.borderTopWidth} ${style.borderTopStyle}`,
          radius: style.borderTopLeftRadius,
        }
      }
      const title = main.querySelector('h1')
      if (!title) throw new Error('no title')
      const heading = getComputedStyle(title)
      return {
        primary: look(main.querySelector('.approval-approve')),
        secondary: look(main.querySelector('.approval-reject')),
        title: `${heading.fontSize} ${heading.fontWeight} ${heading.textAlign}`,
        background: getComputedStyle(main.ownerDocument.body).backgroundColor,
        textLeft:
          main.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(main).paddingLeft),
      }
    })
  const gaps: string[] = []
  const compare = (what: string, mine: Look, theirs: Look) => {
    for (const key of Object.keys(theirs) as (keyof Look)[])
      if (mine[key] !== theirs[key]) gaps.push(`${what} ${key}: ${mine[key]} ≠ ${theirs[key]}`)
  }
  compare('Approve (primary)', frame.primary, modal.primary)
  compare('Reject (secondary)', frame.secondary, modal.secondary)
  if (frame.background !== modal.background)
    gaps.push(`background: ${frame.background} ≠ ${modal.background}`)
  if (frame.title !== modal.title) gaps.push(`title: ${frame.title} ≠ ${modal.title}`)
  // Within a pixel: on a phone the frame spans the viewport, over the card's 1 px border.
  const left = frameLeft + frame.textLeft
  if (Math.abs(left - modal.textLeft) > 1) gaps.push(`text starts at ${left} ≠ ${modal.textLeft}`)
  return gaps
}
