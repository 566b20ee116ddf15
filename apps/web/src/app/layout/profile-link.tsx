import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { UserIcon } from '../../components/icons'
import { LL } from '../../lib/language-store'
import { PATHS } from '../../lib/paths'

/** The account icon before the menu's code is here: a link to the profile, drawn as the menu's trigger is. */
export function ProfileLink() {
  useSignals()
  return (
    <Link href={PATHS.profile} className="icon-btn" aria-label={LL.value.header.profile()}>
      <UserIcon />
    </Link>
  )
}
