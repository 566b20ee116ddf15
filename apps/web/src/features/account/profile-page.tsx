import { useSignals } from '@preact/signals-react/runtime'
import { useLocation } from 'wouter'
import { Breadcrumbs } from '../../components/breadcrumbs'
import { RouteFallback } from '../../components/route-fallback'
import { ConfirmAction } from '../../components/ui/confirm-action'
import { type TabItem, Tabs } from '../../components/ui/tabs'
import { useMe } from '../../data/me'
import { useOrders, usePreOrders } from '../../data/orders'
import { useDocumentMeta } from '../../lib/document-meta'
import { shownTimeZone } from '../../lib/hydration'
import { intlLocale, LL } from '../../lib/language-store'
import { hrefOf, PRE_ORDER, type ProfileTab, usePageParams } from '../../lib/pages'
import { AddressList } from './address-list'
import { useDeleteAccount, useLogout } from './api'
import { NotificationPreferences } from './notification-preferences'
import { OrderList } from './order-list'
import { PersonalInfoForm } from './personal-info-form'

function OrdersTab() {
  return <OrderList read={useOrders()} empty={LL.value.account.noOrders()} />
}

function PreOrdersTab() {
  return <OrderList read={usePreOrders()} empty={LL.value.account.noPreOrders()} />
}

export default function ProfilePage() {
  useSignals()
  const t = LL.value.account
  const me = useMe()
  const { tab } = usePageParams('profile')
  const [, navigate] = useLocation()
  const logout = useLogout()
  const remove = useDeleteAccount()
  useDocumentMeta({ title: t.title() })
  if (!me.data) return <RouteFallback />
  const client = me.data
  const since = new Intl.DateTimeFormat(intlLocale.value, {
    dateStyle: 'long',
    timeZone: shownTimeZone.value,
  }).format(new Date(client.member_since))

  const items = [
    { value: 'orders', label: t.tabs.orders(), content: <OrdersTab /> },
    { value: PRE_ORDER, label: t.tabs.preOrders(), content: <PreOrdersTab /> },
    { value: 'addresses', label: t.tabs.addresses(), content: <AddressList /> },
    { value: 'personal', label: t.tabs.personal(), content: <PersonalInfoForm client={client} /> },
    {
      value: 'notifications',
      label: t.tabs.notifications(),
      content: <NotificationPreferences client={client} />,
    },
    {
      value: 'security',
      label: t.tabs.security(),
      content: (
        <div className="flex max-w-xl flex-col gap-4">
          <p className="text-sm text-muted">{t.securityIntro({ email: `\u2068${client.email}\u2069` })}</p>
          <ConfirmAction
            label={t.logout()}
            busyLabel={t.loggingOut()}
            title={t.logoutTitle()}
            text={t.logoutText()}
            busy={logout.isPending}
            onConfirm={() => logout.mutate()}
          />
        </div>
      ),
    },
    {
      value: 'delete',
      label: t.tabs.delete(),
      content: (
        <div className="flex max-w-xl flex-col gap-4">
          <p className="text-sm text-muted">{t.deleteIntro()}</p>
          <ConfirmAction
            label={t.tabs.delete()}
            busyLabel={t.deleting()}
            title={t.deleteTitle()}
            text={t.deleteText()}
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
            danger
          />
        </div>
      ),
    },
  ] satisfies (TabItem & { value: ProfileTab })[]

  return (
    <div className="page-container py-8">
      <Breadcrumbs items={[{ label: LL.value.common.home(), href: hrefOf('home') }, { label: t.title() }]} />
      <h1 className="text-3xl font-bold">
        <bdi>{client.name}</bdi>
      </h1>
      <p className="mb-6 text-sm text-muted">{t.memberSince({ date: since })}</p>
      <Tabs
        label={t.sections()}
        wrap
        items={items}
        value={tab}
        onValueChange={(next) => navigate(hrefOf('profile', { tab: next as ProfileTab }), { replace: true })}
      />
    </div>
  )
}
