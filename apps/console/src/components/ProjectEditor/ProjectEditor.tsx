import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import {
  type Admin,
  AdminApiError,
  type FeaturePatch,
  type Project,
} from '../../api/createAdminApi.js'
import { useConsole } from '../../context/consoleContext.js'
import { useHeadingFocus } from '../../hooks/useHeadingFocus.js'
import { DeleteProject } from '../DeleteProject/DeleteProject.js'
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.js'
import { OriginsField, splitOrigins } from '../OriginsField/OriginsField.js'

// The server's defaults for the settings a project has not chosen (`defaultFeatureSettings`).
const featureDefaults = { swaps: true, onramp: true, email: true, activity: true, analytics: false }
type FeatureName = keyof typeof featureDefaults
const featureNames = Object.keys(featureDefaults) as FeatureName[]

/**
 * One project's editor: name, allowed origins and features, saved against the version it was
 * loaded at. When someone else saved in between, the server refuses (409) and the editor says so
 * and offers to reload, so no change is lost unseen. Viewers see it read-only. Owners can delete.
 *
 * @example
 * <ProjectEditor admin={admin} projectId="demo" onDeleted={…} />
 */
export function ProjectEditor({
  admin,
  projectId,
  onDeleted,
  notice,
}: {
  admin: Admin
  projectId: string
  onDeleted: (id: string) => void
  /** A message from the page before, such as "Project demo created." */
  notice?: string | undefined
}) {
  const { api, texts } = useConsole()
  const heading = useHeadingFocus()
  const id = useId()
  const [project, setProject] = useState<Project>()
  const [name, setName] = useState('')
  const [origins, setOrigins] = useState('')
  const [features, setFeatures] = useState<Record<FeatureName, boolean>>(featureDefaults)
  const [walletLists, setWalletLists] = useState({ include: '', exclude: '' })
  const [error, setError] = useState<unknown>()
  const [saved, setSaved] = useState<number>()
  const t = texts.editor
  const readOnly = admin.role !== 'owner'

  const show = useCallback((loaded: Project) => {
    setProject(loaded)
    setName(loaded.name)
    setOrigins(loaded.allowedOrigins.join('\n'))
    setWalletLists({
      include: walletIdsOf(loaded.features.includeWalletIds).join(', '),
      exclude: walletIdsOf(loaded.features.excludeWalletIds).join(', '),
    })
    setFeatures(
      Object.fromEntries(
        featureNames.map((feature) => [
          feature,
          loaded.features[feature] ?? featureDefaults[feature],
        ]),
      ) as Record<FeatureName, boolean>,
    )
  }, [])
  const load = useCallback(() => {
    setError(undefined)
    setSaved(undefined)
    api.getProject(projectId).then(show, setError)
  }, [api, projectId, show])
  useEffect(load, [load])

  const conflict = error instanceof AdminApiError && error.status === 409
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!project) return
    setError(undefined)
    setSaved(undefined)
    try {
      const changed: FeaturePatch & Record<string, unknown> = {}
      for (const feature of featureNames)
        if (features[feature] !== (project.features[feature] ?? featureDefaults[feature]))
          changed[feature] = features[feature]
      for (const [field, text] of [
        ['includeWalletIds', walletLists.include],
        ['excludeWalletIds', walletLists.exclude],
      ] as const) {
        const ids = splitIds(text)
        if (ids.join() !== walletIdsOf(project.features[field]).join()) changed[field] = ids
      }
      const updated = await api.updateProject(project.id, {
        version: project.version,
        name,
        allowedOrigins: splitOrigins(origins),
        // The server replaces the settings whole: keep those this editor does not show.
        ...(Object.keys(changed).length > 0
          ? { features: { ...project.features, ...changed } }
          : {}),
      })
      show(updated)
      setSaved(updated.version)
    } catch (caught) {
      setError(caught)
    }
  }

  return (
    <main>
      <p>
        <a href="#/projects">
          <span className="back-arrow" aria-hidden="true">
            ←
          </span>{' '}
          {t.back}
        </a>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {t.heading(project?.name ?? projectId)}
      </h1>
      {project === undefined && !error ? <p>{texts.loading}</p> : null}
      {readOnly ? <p className="message">{t.readOnly}</p> : null}
      {conflict ? (
        <div className="message error" role="alert">
          <strong>{t.conflict}</strong>
          <p>{error.details}</p>
          <button type="button" className="secondary" onClick={load}>
            {t.reload}
          </button>
        </div>
      ) : (
        <ErrorMessage error={error} />
      )}
      {saved !== undefined || notice ? (
        <p className="message" role="status">
          {saved !== undefined ? t.saved(saved) : notice}
        </p>
      ) : null}
      {project ? (
        <form className="card" onSubmit={submit}>
          <fieldset disabled={readOnly}>
            <div className="field">
              <label htmlFor={`${id}-name`}>{t.name}</label>
              <input
                id={`${id}-name`}
                name="name"
                required
                maxLength={100}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            </div>
            <OriginsField
              label={t.origins}
              hint={t.originsHint}
              value={origins}
              onChange={setOrigins}
              readOnly={readOnly}
            />
            <fieldset className="features">
              <legend>{t.features}</legend>
              {featureNames.map((feature) => (
                <label key={feature} className="toggle">
                  <input
                    type="checkbox"
                    name={feature}
                    checked={features[feature]}
                    onChange={(event) =>
                      setFeatures({ ...features, [feature]: event.target.checked })
                    }
                  />
                  {t.feature[feature]}
                </label>
              ))}
            </fieldset>
            <fieldset className="features">
              <legend>{t.wallets}</legend>
              <p className="hint" id={`${id}-wallets-hint`}>
                {t.walletsHint}
              </p>
              {(['include', 'exclude'] as const).map((list) => (
                <div className="field" key={list}>
                  <label htmlFor={`${id}-${list}`}>
                    {list === 'include' ? t.includeWallets : t.excludeWallets}
                  </label>
                  <input
                    id={`${id}-${list}`}
                    aria-describedby={`${id}-wallets-hint`}
                    value={walletLists[list]}
                    onChange={(event) =>
                      setWalletLists({ ...walletLists, [list]: event.target.value })
                    }
                  />
                </div>
              ))}
            </fieldset>
            {readOnly ? null : <button type="submit">{t.save}</button>}
          </fieldset>
        </form>
      ) : null}
      {project && !readOnly ? (
        <DeleteProject projectId={project.id} onDeleted={() => onDeleted(project.id)} />
      ) : null}
    </main>
  )
}

/** A stored wallet list, or none. */
const walletIdsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []

/** Wallet ids typed with commas or spaces between them. */
const splitIds = (text: string) => text.split(/[\s,]+/).filter(Boolean)
