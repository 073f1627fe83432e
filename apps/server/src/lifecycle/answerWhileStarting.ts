/**
 * What the probes get before the app exists (the database is opening, migrations run):
 * `/health/live` 200, `/health/ready` 503. Other requests wait for the app.
 *
 * @param request - The incoming request.
 * @returns The probe's answer, or `undefined` for any other path.
 *
 * @example
 * import { answerWhileStarting } from './lifecycle/answerWhileStarting.js'
 * const early = answerWhileStarting(request) // Response or undefined
 */
export function answerWhileStarting(request: Request): Response | undefined {
  const { pathname } = new URL(request.url)
  const headers = { 'Cache-Control': 'no-store' }
  if (pathname === '/health/live') return Response.json({ status: 'ok' }, { headers })
  if (pathname === '/health/ready')
    return Response.json({ status: 'starting' }, { status: 503, headers })
  return undefined
}
