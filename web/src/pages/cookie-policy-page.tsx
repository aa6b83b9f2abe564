import { ConsentPreferences } from '../components/consent/consent-preferences.js'
import { ContentPage, contentPageQueries } from './content-page.js'

export const cookiePolicyPageQueries = contentPageQueries('cerez-politikasi')

/** The cookie policy, with the visitor's own cookie settings under it. */
export function CookiePolicyPage() {
  return (
    <ContentPage slug="cerez-politikasi">
      <ConsentPreferences />
    </ContentPage>
  )
}
