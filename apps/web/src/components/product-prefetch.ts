import { createContext } from 'react'

/**
 * Warms up what opening a product needs (its page's code and its data). The app provides it;
 * product cards call it when the shopper shows intent (pointer over or focus on the link).
 */
export const ProductPrefetchContext = createContext<(slug: string) => void>(() => {})
