import { createContext } from 'react'

/** Product cards call this on intent (pointer over or focus) to warm the product page's code and data. */
export const ProductPrefetchContext = createContext<(slug: string) => void>(() => {})
