import type { ScreenNode } from '../../server/schemas/screen.js'

/** The last line for a kind this client cannot draw: a visible notice, never a blank screen. */
export function Unsupported({ node }: { node: ScreenNode }) {
  const blocking = 'blocking' in node && node.blocking === true
  return (
    <div className={blocking ? 'unsupported unsupported--blocking' : 'unsupported'} role="note">
      <p>Bu alan görüntülenemiyor. Lütfen sayfayı yenileyin.</p>
      {blocking && (
        <>
          <p>Bu alan olmadan form gönderilemez.</p>
          <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
            Sayfayı Yenile
          </button>
        </>
      )}
    </div>
  )
}
