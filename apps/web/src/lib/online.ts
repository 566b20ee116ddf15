import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

export function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
    () => true,
  )
}
