import { createContext, useContext } from 'react'

// In an open modal, popups render in place: portalled to <body>, they would sit under it, hidden from screen readers.
export const InsideModal = createContext(false)

export const useInsideModal = () => useContext(InsideModal)
