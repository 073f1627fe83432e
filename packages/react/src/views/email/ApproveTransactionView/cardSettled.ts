/**
 * Whether the modal's card around `area` is at rest: no animation or transition of a finite
 * length runs in it (the view sliding in, the card's height, the bottom sheet rising), and it is
 * as tall as its content, or at its cap with the body scrolling (not about to animate to a height
 * it has measured but not yet taken). Outside a card (a view rendered alone) it is at rest.
 *
 * @example
 * import { cardSettled } from './cardSettled.js'
 * if (cardSettled(area)) frame.show(layout)
 */
export function cardSettled(area: HTMLElement): boolean {
  const card = area.closest<HTMLElement>('.card')
  const scroller = area.closest<HTMLElement>('.scroller')
  const body = area.closest<HTMLElement>('.body')
  if (!card || !scroller || !body) return true
  if (
    typeof card.getAnimations === 'function' &&
    card.getAnimations({ subtree: true }).some(moving)
  )
    return false
  if (Math.abs(scroller.clientHeight - body.offsetHeight) <= 1) return true
  const cap = Number.parseFloat(getComputedStyle(card).maxHeight)
  return body.offsetHeight > scroller.clientHeight && card.offsetHeight >= cap - 1
}

// A spinner or a pulse runs for ever: only what ends moves the card's content.
const moving = (animation: Animation) =>
  animation.playState === 'running' &&
  animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY
