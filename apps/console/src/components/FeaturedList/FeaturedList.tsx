import { type DragEvent, useState } from 'react'
import type { CatalogueWallet } from '../../api/createAdminApi.js'
import { useConsole } from '../../context/consoleContext.js'
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.js'

/**
 * The featured wallets, reordered by dragging or with each row's Move up and Move down buttons
 * (each move announced to screen readers), then saved in one change.
 *
 * @example
 * <FeaturedList featured={featured} readOnly={false} onSaved={() => setStatus('Saved.')} />
 */
export function FeaturedList({
  featured,
  readOnly,
  onSaved,
}: {
  featured: CatalogueWallet[]
  readOnly: boolean
  onSaved: () => void
}) {
  const { api, texts } = useConsole()
  const t = texts.catalogue
  const [order, setOrder] = useState(featured)
  const [dragged, setDragged] = useState<number>()
  const [announcement, setAnnouncement] = useState('')
  const [error, setError] = useState<unknown>()
  const changed = order.some((wallet, index) => wallet.id !== featured[index]?.id)

  const move = (from: number, to: number) => {
    const wallet = order[from]
    if (!wallet || to < 0 || to >= order.length || from === to) return
    const next = [...order]
    next.splice(from, 1)
    next.splice(to, 0, wallet)
    setOrder(next)
    setAnnouncement(t.moved(wallet.name, to + 1, next.length))
  }
  const save = async () => {
    setError(undefined)
    try {
      await api.setFeatured(order.map((wallet) => wallet.id))
      // The page says so (this list starts again from the saved order).
      onSaved()
    } catch (caught) {
      setError(caught)
    }
  }
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault()
    if (dragged !== undefined) move(dragged, index)
    setDragged(undefined)
  }

  return (
    <section aria-labelledby="featured-heading" className="card">
      <h2 id="featured-heading">{t.featured}</h2>
      {readOnly ? null : <p className="hint">{t.featuredHint}</p>}
      <ol className="featured" aria-labelledby="featured-heading">
        {order.map((wallet, index) => (
          <li
            key={wallet.id}
            draggable={!readOnly}
            data-dragging={dragged === index || undefined}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move'
              event.dataTransfer.setData('text/plain', wallet.id)
              setDragged(index)
              setAnnouncement(t.grabbed(wallet.name))
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => setDragged(undefined)}
          >
            <span className="position" aria-hidden="true">
              {index + 1}
            </span>
            <span className="wallet-name">{wallet.name}</span>
            {wallet.enabled ? null : <span className="muted"> ({t.columns.shown}: ✗)</span>}
            {readOnly ? null : (
              <span className="moves">
                <button
                  type="button"
                  className="secondary small"
                  aria-label={t.moveUp(wallet.name)}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="secondary small"
                  aria-label={t.moveDown(wallet.name)}
                  disabled={index === order.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <ErrorMessage error={error} />
      {readOnly ? null : (
        <button type="button" disabled={!changed} onClick={() => void save()}>
          {t.saveOrder}
        </button>
      )}
    </section>
  )
}
