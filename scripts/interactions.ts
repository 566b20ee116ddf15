// The interactions bench:web --interactions measures: what a shopper does on each page, and what shows it was done.
import type { Locator, Page } from 'playwright-core'

export interface Step {
  name: string
  /** The shopper's input; done again when nothing came of it (a press before the page listens is lost). */
  act: (page: Page) => Promise<void>
  done: (page: Page) => Promise<boolean>
}

export interface Flow {
  name: string
  path: string
  signedIn: boolean
  steps: Step[]
}

/** A press where a finger would land: the element's centre, so an input that comes during a long task waits as a shopper's does. */
export async function tapOn(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error(`${target} has no box to tap`)
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

const checked = (target: Locator) => () => target.isChecked().catch(() => false)

export function floorFlow(): Flow {
  let before: string | null = ''
  return {
    name: 'floor (bare React 19 button)',
    path: '/',
    signedIn: false,
    steps: [
      {
        name: 'press the button',
        act: async (page) => {
          const button = page.getByRole('button', { name: /^Pressed/ })
          before = await button.textContent()
          await tapOn(page, button)
        },
        done: async (page) => (await page.getByRole('button', { name: /^Pressed/ }).textContent()) !== before,
      },
    ],
  }
}

export interface Catalogue {
  product: { slug: string; color: string; size: string }
}

/** Taken once the cart is asked to change: the button's pending state can be too brief to see. */
function addToCart(): Step {
  let answered = false
  return {
    name: 'add to cart',
    act: async (page) => {
      answered = false
      // Asked through the context: the service worker may send the request (an offline cart change waits there).
      void page
        .context()
        .waitForEvent('request', (r) => r.url().includes('/cart/addOrUpdate') && r.method() === 'POST')
        .then(
          () => {
            answered = true
          },
          () => undefined,
        )
      await tapOn(page, page.getByRole('button', { name: 'Add to cart', exact: true }))
    },
    done: async () => answered,
  }
}

function shopFlow(): Flow {
  const filters = (page: Page) => page.getByRole('dialog', { name: 'Filters' })
  const firstFacet = (page: Page) => filters(page).getByRole('checkbox').first()
  return {
    name: '/shop',
    path: '/shop',
    signedIn: false,
    steps: [
      {
        name: 'open the filter drawer',
        act: (page) => tapOn(page, page.getByRole('button', { name: /^Filters/ })),
        done: (page) => filters(page).isVisible(),
      },
      {
        name: 'tick a filter',
        act: (page) => tapOn(page, firstFacet(page)),
        done: (page) => checked(firstFacet(page))(),
      },
    ],
  }
}

function productFlow(product: Catalogue['product']): Flow {
  return {
    name: 'product',
    path: `/product/${product.slug}`,
    signedIn: true,
    steps: [
      {
        name: 'choose a colour',
        act: (page) => tapOn(page, page.getByRole('radio', { name: product.color, exact: true })),
        done: (page) => checked(page.getByRole('radio', { name: product.color, exact: true }))(),
      },
      {
        name: 'choose a size',
        act: (page) => tapOn(page, page.getByRole('radio', { name: product.size, exact: true })),
        done: (page) => checked(page.getByRole('radio', { name: product.size, exact: true }))(),
      },
      addToCart(),
    ],
  }
}

function cartFlow(): Flow {
  const cartLine = (page: Page) => page.getByTestId('line-quantity').first()
  let quantity: string | null = ''
  const quantityStep = (name: string, label: RegExp): Step => ({
    name,
    act: async (page) => {
      quantity = await cartLine(page).textContent()
      await tapOn(page, page.getByRole('button', { name: label }).first())
    },
    done: async (page) => (await cartLine(page).textContent()) !== quantity,
  })
  return {
    name: '/cart',
    path: '/cart',
    signedIn: true,
    steps: [
      quantityStep('plus on a cart line', /^Increase quantity of/),
      quantityStep('minus on a cart line', /^Decrease quantity of/),
    ],
  }
}

function searchFlow(): Flow {
  const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' })
  return {
    name: 'header search',
    path: '/',
    signedIn: false,
    steps: [
      {
        name: 'tap the search box',
        act: (page) => tapOn(page, searchBox(page)),
        done: (page) => searchBox(page).evaluate((box) => box === document.activeElement),
      },
      {
        name: 'type three letters',
        act: async (page) => {
          await searchBox(page).fill('')
          await searchBox(page).focus()
          // A shopper's pace: each key is an interaction of its own.
          await page.keyboard.type('lap', { delay: 120 })
        },
        done: async (page) => (await searchBox(page).inputValue()) === 'lap',
      },
    ],
  }
}

export function storefrontFlows({ product }: Catalogue): Flow[] {
  return [
    shopFlow(),
    productFlow(product),
    cartFlow(),
    {
      name: 'account menu',
      path: '/',
      signedIn: true,
      steps: [
        {
          name: 'open the account menu',
          act: (page) => tapOn(page, page.getByRole('button', { name: 'Account menu' })),
          done: (page) => page.getByRole('menu').isVisible(),
        },
      ],
    },
    searchFlow(),
    {
      name: '/checkout',
      path: '/checkout',
      signedIn: true,
      steps: [
        {
          name: 'open the address dialog',
          act: (page) => tapOn(page, page.getByRole('button', { name: 'Add address', exact: true })),
          done: (page) => page.getByRole('dialog').isVisible(),
        },
      ],
    },
  ]
}
