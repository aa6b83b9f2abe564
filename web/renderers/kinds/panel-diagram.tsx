import type { PanelId, PanelState, PanelStates } from '../../../server/schemas/sell-condition.js'
import { PANELS, PANEL_STATES, PANEL_STATE_IDS } from '../../../server/schemas/sell-condition.js'

/**
 * The car seen from above, front up, its 13 panels drawn in their state's colour (sell-wizard.md §3:
 * "a diagram of 13 panels"). A click or tap on a panel moves it to the next state. It is a picture
 * of the answer for pointer users on wide screens: the list beside it holds the same answer as
 * native radios, which is what keyboards and screen readers use, so the picture is hidden from
 * assistive technology and takes no focus. Narrow screens show the list alone (CSS).
 */
const SHAPES: Record<PanelId, string> = {
  'on-tampon': 'M52 14 Q100 2 148 14 L152 34 L48 34 Z',
  'motor-kaputu': 'M50 38 L150 38 L146 116 L54 116 Z',
  'sol-on-camurluk': 'M22 44 Q28 36 46 38 L50 116 L22 118 Z',
  'sag-on-camurluk': 'M178 44 Q172 36 154 38 L150 116 L178 118 Z',
  'sol-on-kapi': 'M22 122 L50 122 L50 198 L22 198 Z',
  'sag-on-kapi': 'M178 122 L150 122 L150 198 L178 198 Z',
  tavan: 'M58 142 L142 142 L142 276 L58 276 Z',
  'sol-arka-kapi': 'M22 202 L50 202 L50 276 L22 276 Z',
  'sag-arka-kapi': 'M178 202 L150 202 L150 276 L178 276 Z',
  'sol-arka-camurluk': 'M22 280 L50 280 L52 358 Q30 362 22 352 Z',
  'sag-arka-camurluk': 'M178 280 L150 280 L148 358 Q170 362 178 352 Z',
  'bagaj-kapagi': 'M56 302 L144 302 L146 360 L54 360 Z',
  'arka-tampon': 'M50 366 L150 366 L148 386 Q100 396 52 386 Z',
}

const next = (state: PanelState): PanelState => PANEL_STATE_IDS[(PANEL_STATE_IDS.indexOf(state) + 1) % PANEL_STATE_IDS.length]!

export function PanelDiagram({ states, onCycle }: { states: Partial<PanelStates>; onCycle: (panel: PanelId, state: PanelState) => void }) {
  return (
    <div className="panel-diagram" aria-hidden="true">
      <svg viewBox="0 0 200 400" className="panel-diagram__car" focusable="false">
        {/* Glass and wheels: not panels, not clickable. */}
        <path className="panel-diagram__glass" d="M54 120 L146 120 L142 140 L58 140 Z" />
        <path className="panel-diagram__glass" d="M58 280 L142 280 L144 300 L56 300 Z" />
        {[[12, 60], [178, 60], [12, 300], [178, 300]].map(([x, y]) => (
          <rect key={`${x}-${y}`} className="panel-diagram__wheel" x={x} y={y} width="10" height="44" rx="4" />
        ))}
        {(Object.keys(SHAPES) as PanelId[]).map((panel) => {
          const state = states[panel]
          return (
            <path
              key={panel}
              d={SHAPES[panel]}
              className={`panel-diagram__panel panel-diagram__panel--${state ?? 'unset'}`}
              data-panel={panel}
              onClick={() => onCycle(panel, next(state ?? 'degismis'))}
            >
              <title>{`${PANELS[panel]}: ${state ? PANEL_STATES[state] : 'seçilmedi'}`}</title>
            </path>
          )
        })}
      </svg>
      <ul className="panel-diagram__legend">
        {PANEL_STATE_IDS.map((state) => (
          <li key={state}>
            <span className={`panel-diagram__swatch panel-diagram__panel--${state}`} />
            {PANEL_STATES[state]}
          </li>
        ))}
      </ul>
      <p className="panel-diagram__hint">Parçaya tıklayarak durumunu değiştirebilirsiniz.</p>
    </div>
  )
}
