import { Menu, useMenu } from '@ark-ui/react/menu'
import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { UserIcon } from '../../components/icons'
import { BusyButton } from '../../components/ui/busy-button'
import { Dialog } from '../../components/ui/dialog'
import { useLogout } from '../../features/account/api'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'

/** Placed by CSS alone: Ark's positioning measured the page and moved the menu again, in the frame it first
 * showed in, after every open. */
const POSITIONING = { listeners: false, updatePosition: () => Promise.resolve() }
const POSITIONER = '!top-full !end-0 !start-auto ![transform:none] !z-30'

const ITEM =
  'flex cursor-pointer items-center rounded px-3 py-2 text-sm data-[highlighted]:bg-surface outline-none'

/** Shared with the header: `open` when the shopper pressed the server's trigger before this code arrived. */
export interface MenuIntent {
  open: boolean
}

/** Uncontrolled, and apart from the sign-out dialog: a press opens it with one render of the menu alone. */
function AccountMenuList({ intent, onLogout }: { intent: MenuIntent; onLogout: () => void }) {
  useSignals()
  const t = LL.value
  const [, navigate] = useLocation()
  const go: Record<string, () => void> = {
    profile: () => navigate(hrefOf('profile')),
    orders: () => navigate(hrefOf('profile', { tab: 'orders' })),
    wishlist: () => navigate(hrefOf('wishlist')),
    logout: onLogout,
  }
  // A fixed id, not one from its place in the tree: the server renders the menu once per language (server-entry.tsx).
  const menu = useMenu({
    id: 'account-menu',
    positioning: POSITIONING,
    onSelect: ({ value }) => go[value]?.(),
  })
  // A press that came before this code is answered now that it is here.
  useEffect(() => {
    if (!intent.open) return
    intent.open = false
    menu.api.setOpen(true)
  }, [intent, menu.api])
  return (
    <Menu.RootProvider value={menu}>
      <span className="relative inline-flex">
        <Menu.Trigger className="icon-btn" aria-label={t.header.accountMenu()}>
          <UserIcon />
        </Menu.Trigger>
        <Menu.Positioner className={POSITIONER}>
          <Menu.Content className="mt-1 min-w-44 rounded-lg border border-line bg-bg p-1 shadow-lg outline-none">
            <Menu.Item value="profile" className={ITEM}>
              {t.header.profile()}
            </Menu.Item>
            <Menu.Item value="orders" className={ITEM}>
              {t.header.myOrders()}
            </Menu.Item>
            <Menu.Item value="wishlist" className={ITEM}>
              {t.header.wishlist()}
            </Menu.Item>
            <Menu.Separator className="my-1 border-line" />
            <Menu.Item value="logout" className={ITEM}>
              {t.account.logout()}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </span>
    </Menu.RootProvider>
  )
}

export default function AccountMenu({ intent }: { intent: MenuIntent }) {
  useSignals()
  const t = LL.value
  const [confirming, setConfirming] = useState(false)
  const logout = useLogout()
  return (
    <>
      <AccountMenuList intent={intent} onLogout={() => setConfirming(true)} />
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.account.logoutTitle()}
        closeLabel={t.common.close()}
        className="max-w-md"
      >
        <p className="mb-4 text-sm text-muted">{t.account.logoutText()}</p>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={() => setConfirming(false)}>
            {t.account.cancel()}
          </button>
          <BusyButton className="btn-primary" busy={logout.isPending} onClick={() => logout.mutate()}>
            {logout.isPending ? t.account.loggingOut() : t.account.logout()}
          </BusyButton>
        </div>
      </Dialog>
    </>
  )
}
