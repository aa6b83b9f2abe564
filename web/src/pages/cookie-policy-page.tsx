import { ConsentPreferences } from '../components/consent/consent-preferences.js'
import { ContentPage } from './content-page.js'

/** The cookie policy, with the visitor's own cookie settings under it. */
export function CookiePolicyPage() {
  return (
    <ContentPage slug="cerez-politikasi">
      <ConsentPreferences />
    </ContentPage>
  )
}
