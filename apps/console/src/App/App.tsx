import { lazy, Suspense, useEffect, useState } from 'react'
import type { Admin } from '../api/createAdminApi.js'
import { AdminsView } from '../components/AdminsView/AdminsView.js'
import { AuditView } from '../components/AuditView/AuditView.js'
import { CatalogueView } from '../components/CatalogueView/CatalogueView.js'
import { CreateProjectView } from '../components/CreateProjectView/CreateProjectView.js'
import { ErrorMessage } from '../components/ErrorMessage/ErrorMessage.js'
import { ProjectEditor } from '../components/ProjectEditor/ProjectEditor.js'
import { ProjectsView } from '../components/ProjectsView/ProjectsView.js'
import { ProvidersView } from '../components/ProvidersView/ProvidersView.js'
import { SetupView } from '../components/SetupView/SetupView.js'
import { Shell } from '../components/Shell/Shell.js'
import { SignInView } from '../components/SignInView/SignInView.js'
import { useConsole } from '../context/consoleContext.js'
import { useHashRoute } from '../hooks/useHashRoute.js'

// The usage page brings its charts (uPlot) along only when opened.
const UsageView = lazy(() =>
  import('../components/UsageView/UsageView.js').then((module) => ({ default: module.UsageView })),
)

/**
 * The console: the setup link's page (`#setup=…`), sign-in, then the projects, one project's
 * editor (`#/projects/{id}`), a new project (`#/new`), the wallet catalogue (`#/catalogue`), usage
 * (`#/usage`), sign-in providers (`#/providers`), admins (`#/admins`, owners) and the audit log
 * (`#/audit`).
 *
 * @example
 * <App />
 */
export function App() {
  const { api, texts } = useConsole()
  const route = useHashRoute()
  // undefined: not known yet; null: signed out.
  const [admin, setAdmin] = useState<Admin | null>()
  const [error, setError] = useState<unknown>()
  // A message for the page a change led to, such as "Project demo created."; gone once the
  // operator moves on.
  const [notice, setNotice] = useState<{ route: string; text: string }>()
  const shown = notice?.route === route ? notice.text : undefined
  useEffect(() => {
    api.session().then((found) => setAdmin(found ?? null), setError)
  }, [api])
  useEffect(() => {
    setNotice((current) => (current?.route === route ? current : undefined))
  }, [route])
  const go = (path: string, text: string) => {
    setNotice({ route: path, text })
    location.hash = path
  }

  if (route.startsWith('setup='))
    return <SetupView token={route.slice('setup='.length)} onSignedIn={setAdmin} />
  if (error) return <ErrorMessage error={error} />
  if (admin === undefined) return <p>{texts.loading}</p>
  if (admin === null) return <SignInView onSignedIn={setAdmin} />

  const editing = /^\/projects\/(.+)$/.exec(route)?.[1]
  let page: React.ReactNode
  if (editing)
    page = (
      <ProjectEditor
        key={editing}
        admin={admin}
        projectId={decodeURIComponent(editing)}
        notice={shown}
        onDeleted={(id) => go('/projects', texts.editor.deleted(id))}
      />
    )
  else if (route === '/new' && admin.role === 'owner')
    page = (
      <CreateProjectView
        onCreated={(id) => go(`/projects/${encodeURIComponent(id)}`, texts.create.created(id))}
      />
    )
  else if (route === '/audit') page = <AuditView />
  else if (route === '/catalogue') page = <CatalogueView admin={admin} />
  else if (route === '/usage')
    page = (
      <Suspense fallback={<p>{texts.loading}</p>}>
        <UsageView />
      </Suspense>
    )
  else if (route === '/providers') page = <ProvidersView />
  else if (route === '/admins' && admin.role === 'owner') page = <AdminsView admin={admin} />
  else page = <ProjectsView key={route} admin={admin} notice={shown} />
  return (
    <Shell admin={admin} route={route} onSignedOut={() => setAdmin(null)}>
      {page}
    </Shell>
  )
}
