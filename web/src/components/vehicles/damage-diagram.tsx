// A top view of the vehicle with its panels coloured by the expertise: painted orange, changed red.
// Panel names are the data's own (server/db/seed/vehicles/generate.ts CAR_PANELS, MOTORCYCLE_PANELS).

type PanelState = 'original' | 'painted' | 'changed'

interface Panel {
  name: string
  /** SVG path in the 200×400 view box, front at the top. */
  d: string
}

const rect = (x: number, y: number, w: number, h: number, r = 6) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 -${r} ${r}h-${w - 2 * r}a${r} ${r} 0 0 1 -${r} -${r}v-${h - 2 * r}a${r} ${r} 0 0 1 ${r} -${r}z`

const CAR_PANELS: Panel[] = [
  { name: 'Ön Tampon', d: 'M44 30 Q100 4 156 30 L156 40 L44 40 Z' },
  { name: 'Motor Kaputu', d: rect(54, 44, 92, 72, 8) },
  { name: 'Sol Ön Çamurluk', d: rect(26, 44, 24, 72, 8) },
  { name: 'Sağ Ön Çamurluk', d: rect(150, 44, 24, 72, 8) },
  { name: 'Sol Ön Kapı', d: rect(26, 120, 24, 84, 5) },
  { name: 'Sağ Ön Kapı', d: rect(150, 120, 24, 84, 5) },
  { name: 'Sol Arka Kapı', d: rect(26, 208, 24, 80, 5) },
  { name: 'Sağ Arka Kapı', d: rect(150, 208, 24, 80, 5) },
  { name: 'Tavan', d: rect(58, 168, 84, 100, 10) },
  { name: 'Sol Arka Çamurluk', d: rect(26, 292, 24, 68, 8) },
  { name: 'Sağ Arka Çamurluk', d: rect(150, 292, 24, 68, 8) },
  { name: 'Bagaj Kapağı', d: rect(54, 308, 92, 52, 8) },
  { name: 'Arka Tampon', d: 'M44 364 L156 364 L156 372 Q100 394 44 372 Z' },
]
// Windows: drawn, not panels.
const CAR_GLASS = ['M58 122 L142 122 L136 162 L64 162 Z', 'M64 274 L136 274 L142 302 L58 302 Z']

const MOTORCYCLE_PANELS: Panel[] = [
  { name: 'Ön Çamurluk', d: rect(86, 18, 28, 58, 12) },
  { name: 'Ön Grenaj', d: 'M60 84 Q100 66 140 84 L132 132 L68 132 Z' },
  { name: 'Yakıt Deposu', d: rect(70, 138, 60, 78, 24) },
  { name: 'Sol Yan Kapak', d: rect(50, 222, 36, 70, 10) },
  { name: 'Sağ Yan Kapak', d: rect(114, 222, 36, 70, 10) },
  { name: 'Arka Çamurluk', d: rect(84, 300, 32, 76, 12) },
]
// Handlebar and seat: drawn, not panels.
const MOTORCYCLE_PARTS = ['M36 100 h128 v8 h-128 z', rect(88, 222, 24, 74, 10)]

const STATE_LABELS: Record<PanelState, string> = { original: 'Orijinal', painted: 'Boyalı', changed: 'Değişen' }

interface DamageDiagramProps {
  kind: 'car' | 'motorcycle'
  paintedParts: string[]
  changedParts: string[]
}

export function DamageDiagram({ kind, paintedParts, changedParts }: DamageDiagramProps) {
  const panels = kind === 'car' ? CAR_PANELS : MOTORCYCLE_PANELS
  const stateOf = (name: string): PanelState => (changedParts.includes(name) ? 'changed' : paintedParts.includes(name) ? 'painted' : 'original')
  const described = [
    changedParts.length ? `Değişen: ${changedParts.join(', ')}` : 'Değişen parça yok',
    paintedParts.length ? `Boyalı: ${paintedParts.join(', ')}` : 'Boyalı parça yok',
  ].join('. ')

  return (
    <figure className="damage-diagram">
      <svg className="damage-diagram__svg" viewBox="0 0 200 400" role="img" aria-label={`Hasar şeması. ${described}.`}>
        <text x="100" y="12" textAnchor="middle" className="damage-diagram__end">
          Ön
        </text>
        {kind === 'car' && <path d={rect(22, 26, 156, 350, 40)} className="damage-diagram__body" />}
        {(kind === 'car' ? CAR_GLASS : MOTORCYCLE_PARTS).map((d) => (
          <path key={d} d={d} className="damage-diagram__glass" />
        ))}
        {panels.map((panel) => {
          const state = stateOf(panel.name)
          return (
            <path key={panel.name} d={panel.d} className={`damage-diagram__panel damage-diagram__panel--${state}`} data-panel={panel.name} data-state={state}>
              <title>{`${panel.name}: ${STATE_LABELS[state]}`}</title>
            </path>
          )
        })}
        <text x="100" y="398" textAnchor="middle" className="damage-diagram__end">
          Arka
        </text>
      </svg>
      <figcaption className="damage-diagram__legend">
        {(['original', 'painted', 'changed'] as const).map((state) => (
          <span key={state} className="damage-diagram__key">
            <span className={`damage-diagram__swatch damage-diagram__panel--${state}`} aria-hidden="true" />
            {STATE_LABELS[state]}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
