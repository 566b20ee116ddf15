import { createContext, useContext } from 'react'

// True inside an open dialog or sheet: a popup portalled to <body> from there would sit under the modal's layer and
// inside the part it hides from assistive technology, so popups render in place instead.
export const InsideModal = createContext(false)

export const useInsideModal = () => useContext(InsideModal)
