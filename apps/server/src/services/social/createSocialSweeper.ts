import type { Logger } from '../../createLogger.js'
import type { SocialContext } from './socialContext.js'

/**
 * A sweep of social attempts older than a day, run at most once a minute and in the background
 * (a failure is logged, never the request's): call it on every start.
 *
 * @param context - The social context.
 * @param logger - Where a failed sweep is reported.
 * @returns The function that sweeps when a minute has passed since the last sweep.
 *
 * @example
 * const sweep = createSocialSweeper(context, logger)
 * sweep()
 */
export function createSocialSweeper(context: SocialContext, logger: Logger): () => void {
  let lastSweep = 0
  return () => {
    const time = context.now().getTime()
    if (time - lastSweep <= 60_000) return
    lastSweep = time
    context.social
      .sweep({ before: new Date(time - 24 * 3_600_000) })
      .catch((error: unknown) => logger.warn({ err: error }, 'sweeping social logins failed'))
  }
}
