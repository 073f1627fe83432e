import type { ProjectConfigResponse, RemoteFeature } from '@airlock/protocol'
import type { Project } from '../db/createProjectRepository.js'
import { projectTheme } from './projectTheme.js'
import { resolveFeatureSettings } from './resolveFeatureSettings.js'

export type GetProjectConfigParameters = {
  /** Swap provider ids sent while swaps are on. Defaults to `['uniswap-v2']`. */
  swapProviders?: readonly string[]
  /** On-ramp provider ids sent while the on-ramp is on. Defaults to `['sandbox']`. */
  onrampProviders?: readonly string[]
  /**
   * The social providers the server is configured for (`OAUTH_<PROVIDER>_*`, `OIDC_<NAME>_*`):
   * only these of the project's socials are offered. Defaults to none.
   */
  socialProviders?: readonly string[]
  /** Whether the server can send e-mail login codes (`SMTP_URL`). Defaults to `true`. */
  emailLogin?: boolean
}

/**
 * The body of `GET /appkit/v1/config` for a project, in the model product's remote-feature shape
 * (reference model-product §3.3), so its clients read it unchanged:
 * - `swap`, `onramp`: on → `isEnabled: true` and the provider ids; off → `false` and `[]` (an
 *   empty list, not `null`: `null` tells a client to keep its local value).
 * - `social_login`: `'email'` (when the project has e-mail login on and the server can send
 *   codes) then the project's socials that the server is configured for, in the project's order
 *   (Farcaster only once it is configured); `isEnabled` is whether that list has anything in it.
 * - `activity`: `isEnabled` from the setting, `config: null`.
 * - `reown_branding`: always off (`config: null`): Airlock shows no vendor branding.
 *
 * Airlock's own clients also read `connectMethodsOrder` and `theme`.
 *
 * @param project - The project, from `requireProject`.
 * @param parameters - Provider ids.
 * @returns The response body.
 *
 * @example
 * import { getProjectConfig } from './projects/getProjectConfig.js'
 * getProjectConfig(c.var.project).features.find((feature) => feature.id === 'swap')
 * // { id: 'swap', isEnabled: true, config: ['uniswap-v2'] }
 */
export function getProjectConfig(
  project: Pick<Project, 'features' | 'theme'>,
  {
    swapProviders = ['uniswap-v2'],
    onrampProviders = ['sandbox'],
    socialProviders = [],
    emailLogin = true,
  }: GetProjectConfigParameters = {},
): ProjectConfigResponse {
  const settings = resolveFeatureSettings(project.features)
  const socialLogin = [
    ...(settings.email && emailLogin ? ['email'] : []),
    ...settings.socials.filter((id) => socialProviders.includes(id)),
  ]
  const features: RemoteFeature[] = [
    { id: 'activity', isEnabled: settings.activity, config: null },
    list('onramp', settings.onramp, onrampProviders),
    list('swap', settings.swaps, swapProviders),
    list('social_login', socialLogin.length > 0, socialLogin),
    { id: 'reown_branding', isEnabled: false, config: null },
  ]
  const theme = projectTheme.safeParse(project.theme)
  return {
    features,
    connectMethodsOrder: settings.connectMethodsOrder,
    theme: project.theme !== null && theme.success ? theme.data : null,
  }
}

function list(
  id: RemoteFeature['id'],
  isEnabled: boolean,
  config: readonly string[],
): RemoteFeature {
  return { id, isEnabled, config: isEnabled ? [...config] : [] }
}
