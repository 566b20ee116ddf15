import { createContext } from 'react'

export const ProductPrefetchContext = createContext<(slug: string) => void>(() => {})
