import 'virtual:uno.css'
import './base.css'

/* The app's code runs in steps, each in a task of its own, so the browser may paint and handle input between them. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

import('react-dom/client')
  .then(nextTask)
  .then(() => import('../lib/api'))
  .then(nextTask)
  .then(() => import('../lib/language-store'))
  .then(nextTask)
  .then(() => import('./start'))
  .catch((error: unknown) => console.error('The app could not start.', error))
