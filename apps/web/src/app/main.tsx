import 'virtual:uno.css'
import './base.css'

/*
 * The app's code runs in steps: React DOM, the API client with React Query, the language store, then
 * the app itself (start.tsx), each in a task of its own so the browser may paint and handle input
 * between them. Evaluated in one go, the code held the main thread for 20-35 ms on a fast machine,
 * well over 50 ms on the phone Lighthouse assumes. A module already fetched is evaluated as soon as
 * it is imported, in the same task, hence the explicit wait for the next task. The server lists every
 * step's chunks for preloading (server/page-template.ts), so no step waits on the network.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

import('react-dom/client')
  .then(nextTask)
  .then(() => import('../lib/api'))
  .then(nextTask)
  .then(() => import('../lib/language-store'))
  .then(nextTask)
  .then(() => import('./start'))
  .catch((error: unknown) => console.error('The app could not start.', error))
