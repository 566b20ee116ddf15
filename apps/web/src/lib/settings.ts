import type { components } from '@storefront/sdk'
import { useQuery } from '@tanstack/react-query'
import { $api } from './api'
import { type LiveChat, reshapeLiveChat } from './live-chat'

export type Settings = components['schemas']['Settings']
export type ContentPage = components['schemas']['ContentPage']
export type Currency = components['schemas']['Currency']

export type ConfigKey =
  | 'contact_phone'
  | 'contact_email'
  | 'store_name'
  | 'store_address'
  | 'facebook_link'
  | 'instagram_link'
  | 'youtube_link'
  | 'tiktok_link'
  | 'theme_color1'
  | 'theme_color2'

export interface AppSettings extends Settings {
  config: Partial<Record<ConfigKey | (string & {}), string>>
  chat: LiveChat | null
}

export const PRICE_RANGE_FALLBACK = { min: 1, max: 1000 }

export function reshapeSettings(settings: Settings): AppSettings {
  const config: AppSettings['config'] = {}
  for (const entry of settings.configurations) if (entry.value) config[entry.key] = entry.value
  const { min, max } = settings.price_range ?? PRICE_RANGE_FALLBACK
  // A reversed range (the spec notes one) is put in order rather than trusted.
  const price_range = { min: Math.min(min, max), max: Math.max(min, max) }
  return { ...settings, price_range, config, chat: reshapeLiveChat(settings.live_chat) }
}

export const SETTINGS_PATH = '/api/v1/client/allSettings'

/** The one settings query: the server writes its answer under SETTINGS_PATH, and the app reads it here. */
export const settingsQuery = () => $api.queryOptions('get', SETTINGS_PATH)

/** One reshaping per settings answer, shared by every reader: a page has a dozen, and the server reuses one answer. */
const reshaped = new WeakMap<Settings, AppSettings>()
function selectSettings(answer: { data: Settings }): AppSettings {
  let settings = reshaped.get(answer.data)
  if (!settings) {
    settings = reshapeSettings(answer.data)
    reshaped.set(answer.data, settings)
  }
  return settings
}

export function useSettings() {
  return useQuery({ ...settingsQuery(), select: selectSettings })
}

export function configNumber(config: AppSettings['config'] | undefined, key: string): number | null {
  const raw = config?.[key]
  if (raw === undefined || raw.trim() === '') return null
  const value = Number(raw)
  return Number.isFinite(value) ? value : null
}
