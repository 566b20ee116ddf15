import { useSignals } from '@preact/signals-react/runtime'
import type { ComponentType, ReactNode } from 'react'
import { Link } from 'wouter'
import { AutoDir } from '../../components/bidi'
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  TiktokIcon,
  YoutubeIcon,
} from '../../components/icons'
import { NewsletterSection } from '../../features/newsletter/newsletter-section'
import { isSignedIn } from '../../lib/auth-store'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import type { AppSettings } from '../../lib/settings'

function LinkGroup({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-base font-semibold text-fg">{title}</h2>
      <ul className="flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="focusable rounded hover:text-fg hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function ContactLine({
  icon: Icon,
  children,
}: {
  icon: ComponentType<{ size?: number }>
  children: ReactNode
}) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0">
        <Icon size={16} />
      </span>
      <span>{children}</span>
    </li>
  )
}

const SOCIALS = [
  { key: 'facebook_link', name: 'facebook', Icon: FacebookIcon },
  { key: 'instagram_link', name: 'instagram', Icon: InstagramIcon },
  { key: 'youtube_link', name: 'youtube', Icon: YoutubeIcon },
  { key: 'tiktok_link', name: 'tiktok', Icon: TiktokIcon },
] as const
function StoreCard({ config, storeName }: { config: AppSettings['config']; storeName: string }) {
  useSignals()
  const f = LL.value.footer
  const socials = SOCIALS.filter((s) => config[s.key])
  return (
    <div>
      <p className="mb-3 text-lg font-bold text-fg">{storeName}</p>
      <ul className="flex flex-col gap-2 text-sm">
        {config.store_address ? (
          <ContactLine icon={PinIcon}>
            <span className="sr-only">{f.address()}: </span>
            <AutoDir>{config.store_address}</AutoDir>
          </ContactLine>
        ) : null}
        {config.contact_phone ? (
          <ContactLine icon={PhoneIcon}>
            <span className="sr-only">{f.phone()}: </span>
            <a href={`tel:${config.contact_phone}`} dir="ltr" className="hover:text-fg">
              {config.contact_phone}
            </a>
          </ContactLine>
        ) : null}
        {config.contact_email ? (
          <ContactLine icon={MailIcon}>
            <span className="sr-only">{f.email()}: </span>
            <a href={`mailto:${config.contact_email}`} className="hover:text-fg">
              {config.contact_email}
            </a>
          </ContactLine>
        ) : null}
      </ul>
      {socials.length > 0 ? (
        <ul aria-label={f.followUs()} className="mt-4 flex gap-2">
          {socials.map(({ key, name, Icon }) => (
            <li key={key}>
              <a
                href={config[key]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={f.social[name]()}
                className="icon-btn size-9 border border-line bg-bg"
              >
                <Icon size={18} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function FooterBottom({ storeName }: { storeName: string }) {
  useSignals()
  const f = LL.value.footer
  return (
    <div className="border-t border-line">
      <div className="page-container flex flex-col items-center justify-between gap-2 py-4 text-xs sm:flex-row">
        <p>{f.copyright({ year: new Date().getFullYear(), name: storeName })}</p>
        <ul className="flex gap-4">
          <li>
            <Link href={hrefOf('privacy-policy')} className="hover:text-fg hover:underline">
              {f.privacy()}
            </Link>
          </li>
          <li>
            <Link href={hrefOf('terms-conditions')} className="hover:text-fg hover:underline">
              {f.terms()}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  )
}

/** What the footer holds, apart from its element: the server may write it from a rendering kept per language. */
export function FooterContent({ settings }: { settings: AppSettings | undefined }) {
  useSignals()
  const t = LL.value
  const f = t.footer
  const config = settings?.config ?? {}
  const storeName = config.store_name ?? t.common.shopName()

  return (
    <>
      <div className="page-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.6fr]">
        <StoreCard config={config} storeName={storeName} />
        <LinkGroup
          title={f.usefulLinks()}
          links={[
            { href: hrefOf('home'), label: f.home() },
            { href: hrefOf('shop'), label: f.shop() },
            { href: hrefOf('faq'), label: f.faq() },
          ]}
        />
        <LinkGroup
          title={f.customerService()}
          links={[
            { href: hrefOf('about'), label: f.aboutUs() },
            { href: hrefOf('contact'), label: f.contactUs() },
            { href: hrefOf('terms-conditions'), label: f.terms() },
            { href: hrefOf('privacy-policy'), label: f.privacy() },
            { href: hrefOf('return-policy'), label: f.returns() },
          ]}
        />
        {isSignedIn.value ? (
          <LinkGroup
            title={f.myAccount()}
            links={[
              { href: hrefOf('cart'), label: f.viewCart() },
              { href: hrefOf('checkout'), label: f.checkout() },
              { href: hrefOf('profile'), label: f.account() },
              { href: hrefOf('wishlist'), label: f.wishlist() },
            ]}
          />
        ) : (
          <div className="hidden lg:block" />
        )}
        <NewsletterSection />
      </div>
      <FooterBottom storeName={storeName} />
    </>
  )
}

// Always below the fold on load: laid out only when it nears the viewport, not during hydration.
const FOOTER =
  'mt-16 border-t border-line bg-surface text-muted [content-visibility:auto] [contain-intrinsic-size:auto_40rem]'

/** On the server only: the footer's content for the page about to render (server-footer.tsx). */
export const serverFooter: { html: string | undefined } = { html: undefined }

export function SiteFooter({ settings }: { settings: AppSettings | undefined }) {
  if (import.meta.env.SSR && serverFooter.html !== undefined)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the footer, no input of the visitor's
    return <footer className={FOOTER} dangerouslySetInnerHTML={{ __html: serverFooter.html }} />
  return (
    <footer className={FOOTER}>
      <FooterContent settings={settings} />
    </footer>
  )
}
