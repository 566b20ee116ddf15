import { useSignals } from '@preact/signals-react/runtime'
import { AutoDir } from '../../components/bidi'
import { useTeamMembers } from '../../data/catalog'
import { LL } from '../../lib/language-store'
import { mediaUrl } from '../../lib/media'
import { ContentArticle } from './content-page'

function Team() {
  useSignals()
  const team = useTeamMembers()
  if (team.isError || (team.data && team.data.length === 0)) return null
  return (
    <section className="mt-12">
      <h2 className="mb-6 text-2xl font-bold">{LL.value.content.team()}</h2>
      <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3">
        {team.data
          ? team.data.map((member) => (
              <li key={member.id} className="text-center">
                <img
                  src={mediaUrl(member.image.url)}
                  alt={member.image.alt || member.name}
                  width={member.image.width}
                  height={member.image.height}
                  loading="lazy"
                  decoding="async"
                  className="mx-auto mb-3 aspect-square w-32 rounded-full bg-surface object-cover"
                />
                <p className="font-semibold">
                  <AutoDir>{member.name}</AutoDir>
                </p>
                <p className="text-sm text-link">
                  <AutoDir>{member.role}</AutoDir>
                </p>
                <p className="mt-1 text-sm text-muted">
                  <AutoDir>{member.bio}</AutoDir>
                </p>
              </li>
            ))
          : Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <li key={i} aria-hidden="true" className="flex flex-col items-center gap-2">
                <div className="skeleton aspect-square w-32 rounded-full" />
                <div className="skeleton h-4 w-24" />
              </li>
            ))}
      </ul>
    </section>
  )
}

export default function AboutPage() {
  useSignals()
  return (
    <ContentArticle slug="about-us" fallbackTitle={LL.value.content.aboutTitle()}>
      <Team />
    </ContentArticle>
  )
}
