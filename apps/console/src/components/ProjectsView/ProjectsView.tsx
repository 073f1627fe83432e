import { useEffect, useState } from 'react'
import type { Admin, Project } from '../../api/createAdminApi.js'
import { useConsole } from '../../context/consoleContext.js'
import { useHeadingFocus } from '../../hooks/useHeadingFocus.js'
import { ColumnHeads } from '../ColumnHeads/ColumnHeads.js'
import { ErrorMessage } from '../ErrorMessage/ErrorMessage.js'

/**
 * Every project of this server, each linking to its editor; owners also get "Create project".
 *
 * @example
 * <ProjectsView admin={admin} notice={notice} />
 */
export function ProjectsView({ admin, notice }: { admin: Admin; notice?: string | undefined }) {
  const { api, texts } = useConsole()
  const heading = useHeadingFocus()
  const [projects, setProjects] = useState<Project[]>()
  const [error, setError] = useState<unknown>()
  useEffect(() => {
    api.listProjects().then(setProjects, setError)
  }, [api])
  const t = texts.projects
  return (
    <main>
      <div className="title-row">
        <h1 ref={heading} tabIndex={-1}>
          {t.heading}
        </h1>
        {admin.role === 'owner' ? (
          <a className="button" href="#/new">
            {t.create}
          </a>
        ) : null}
      </div>
      {notice ? (
        <p className="message" role="status">
          {notice}
        </p>
      ) : null}
      <ErrorMessage error={error} />
      {projects === undefined && !error ? <p>{texts.loading}</p> : null}
      {projects?.length === 0 ? <p>{t.empty}</p> : null}
      {projects && projects.length > 0 ? (
        <table>
          <ColumnHeads
            labels={[t.columns.id, t.columns.name, t.columns.origins, t.columns.version]}
          />
          <tbody>
            {projects.map((project) => (
              <tr key={project.id}>
                <td>
                  <a
                    href={`#/projects/${encodeURIComponent(project.id)}`}
                    aria-label={t.edit(project.name)}
                  >
                    <code>{project.id}</code>
                  </a>
                </td>
                <td>{project.name}</td>
                <td>
                  {project.allowedOrigins.length > 0
                    ? project.allowedOrigins.join(', ')
                    : t.anyOrigin}
                </td>
                <td>{project.version}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </main>
  )
}
