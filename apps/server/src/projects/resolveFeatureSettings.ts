import {
  defaultFeatureSettings,
  type FeatureSettings,
  featureSettingFields,
} from './featureSettings.js'

/**
 * A project's effective feature settings: each stored field that is valid, the default for the
 * rest. Never throws, so a row written by an older version cannot break `GET /appkit/v1/config`.
 *
 * @param stored - The project's `features` column.
 * @returns Every setting.
 *
 * @example
 * import { resolveFeatureSettings } from './projects/resolveFeatureSettings.js'
 * resolveFeatureSettings({ swaps: false }).swaps // false
 * resolveFeatureSettings({}).analytics // false
 */
export function resolveFeatureSettings(stored: unknown): FeatureSettings {
  const fields = typeof stored === 'object' && stored !== null ? stored : {}
  const settings = structuredClone({ ...defaultFeatureSettings }) as FeatureSettings
  for (const key of Object.keys(featureSettingFields) as (keyof FeatureSettings)[]) {
    if (!Object.hasOwn(fields, key)) continue
    const result = featureSettingFields[key].safeParse((fields as Record<string, unknown>)[key])
    // biome-ignore lint/suspicious/noExplicitAny: each key's schema matches its own field.
    if (result.success) (settings as any)[key] = result.data
  }
  return settings
}
