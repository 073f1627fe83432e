import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import type { Admin, CatalogueWallet } from '../../api/createAdminApi.js'
import { useConsole } from '../../context/consoleContext.js'
import { useHeadingFocus } from '../../hooks/useHeadingFocus.js'
import { ColumnHeads } from '../ColumnHeads/ColumnHeads.js'
import { ConsoleInputError, ErrorMessage } from '../ErrorMessage/ErrorMessage.js'
import { FeaturedList } from '../FeaturedList/FeaturedList.js'

/** The largest export the admin API takes (`maxCatalogueImportBytes`). */
const maxImportBytes = 4 * 1024 * 1024

type Listing = { wallets: CatalogueWallet[]; total: number; featured: CatalogueWallet[] }

/**
 * The catalogue manager: the featured list (reorder), a search over every wallet with a switch
 * to list or hide each, and the import of a wallet-explorer export (all or nothing). Viewers see
 * it all without the controls.
 *
 * @example
 * <CatalogueView admin={admin} />
 */
export function CatalogueView({ admin }: { admin: Admin }) {
  const { api, texts } = useConsole()
  const t = texts.catalogue
  const heading = useHeadingFocus()
  const id = useId()
  const readOnly = admin.role !== 'owner'
  const [search, setSearch] = useState('')
  const [listing, setListing] = useState<Listing>()
  const [error, setError] = useState<unknown>()
  const [status, setStatus] = useState<string>()
  const [file, setFile] = useState<File>()
  // Bumped after a change so the featured list starts again from the saved order.
  const [generation, setGeneration] = useState(0)

  const load = useCallback(
    (query: string) => api.catalogue(query).then(setListing, setError),
    [api],
  )
  useEffect(() => {
    const timer = setTimeout(() => void load(search), 200)
    return () => clearTimeout(timer)
  }, [load, search])

  const toggle = async (wallet: CatalogueWallet, enabled: boolean) => {
    setError(undefined)
    // The switch follows the click at once; a refusal puts the saved state back (the reload).
    setListing(
      (current) =>
        current && {
          ...current,
          wallets: current.wallets.map((entry) =>
            entry.id === wallet.id ? { ...entry, enabled } : entry,
          ),
        },
    )
    try {
      await api.setWalletEnabled(wallet.id, enabled)
      setStatus(enabled ? t.enabled(wallet.name) : t.disabled(wallet.name))
      await load(search)
    } catch (caught) {
      setError(caught)
      await load(search)
    }
  }
  const importFile = async (event: FormEvent) => {
    event.preventDefault()
    if (!file) return
    setError(undefined)
    setStatus(undefined)
    // The server refuses more too (413); this spares the upload.
    if (file.size > maxImportBytes) {
      setError(new ConsoleInputError(texts.errors.byName.PayloadTooLargeError))
      return
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(await file.text())
    } catch {
      setError(new ConsoleInputError(t.notJson))
      return
    }
    try {
      const result = await api.importCatalogue(parsed, file.name)
      setStatus(t.imported(result.added, result.updated))
      setGeneration((value) => value + 1)
      await load(search)
    } catch (caught) {
      setError(caught)
    }
  }

  return (
    <main>
      <h1 ref={heading} tabIndex={-1}>
        {t.heading}
      </h1>
      <p>{t.intro}</p>
      {status ? (
        <p className="message" role="status">
          {status}
        </p>
      ) : null}
      <ErrorMessage error={error} />
      {listing ? (
        <FeaturedList
          key={`${generation}:${listing.featured.map((wallet) => wallet.id).join()}`}
          featured={listing.featured}
          readOnly={readOnly}
          onSaved={() => {
            setStatus(t.orderSaved)
            setGeneration((value) => value + 1)
            void load(search)
          }}
        />
      ) : (
        <p>{texts.loading}</p>
      )}
      <section className="card" aria-labelledby={`${id}-all`}>
        <h2 id={`${id}-all`}>{texts.nav.catalogue}</h2>
        <div className="field">
          <label htmlFor={`${id}-search`}>{t.search}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {listing ? (
          <>
            <p aria-live="polite">{t.results(listing.wallets.length, listing.total)}</p>
            <table>
              <ColumnHeads
                labels={[t.columns.name, t.columns.id, t.columns.source, t.columns.shown]}
              />
              <tbody>
                {listing.wallets.map((wallet) => (
                  <tr key={wallet.id}>
                    <td>{wallet.name}</td>
                    <td>
                      <code>
                        {wallet.id.length > 16 ? `${wallet.id.slice(0, 16)}…` : wallet.id}
                      </code>
                    </td>
                    <td>{wallet.source}</td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t.show(wallet.name)}
                        checked={wallet.enabled}
                        disabled={readOnly}
                        onChange={(event) => void toggle(wallet, event.target.checked)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
      </section>
      {readOnly ? null : (
        <form className="card" onSubmit={importFile} aria-labelledby={`${id}-import`}>
          <h2 id={`${id}-import`}>{t.importHeading}</h2>
          <p className="hint" id={`${id}-import-hint`}>
            {t.importHint}
          </p>
          <div className="field">
            <label htmlFor={`${id}-file`}>{t.importFile}</label>
            <input
              id={`${id}-file`}
              type="file"
              accept="application/json,.json"
              aria-describedby={`${id}-import-hint`}
              onChange={(event) => setFile(event.target.files?.[0])}
            />
          </div>
          <button type="submit" disabled={!file}>
            {t.importSubmit}
          </button>
        </form>
      )}
    </main>
  )
}
