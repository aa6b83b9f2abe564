import { useId } from 'react'
import type { LeafOf } from '../../../server/schemas/screen.js'
import { PANELS, PANEL_IDS, PANEL_STATES, PANEL_STATE_IDS, type PanelId, type PanelState } from '../../../server/schemas/sell-condition.js'
import { FieldMessages } from '../field-frame.js'
import { useField } from '../screen-context.js'
import { formatPanels, parsePanels } from '../panel-value.js'
import { PanelDiagram } from './panel-diagram.js'

/**
 * The 13-panel paint / replacement answer (sell-wizard.md §3): each panel Orijinal, Lokal boyalı,
 * Boyalı or Değişmiş as a row of native radios (keyboard operable, one row per panel on a phone),
 * a "Boya/değişen yok" shortcut, and on wide screens the car diagram beside the list showing (and
 * for a pointer, changing) the same answer. The value is 'panel=state;…' (server/schemas/sell-condition.ts).
 */
export function PanelDamageKind({ node }: { node: LeafOf<'panelDamage'> }) {
  const field = useField(node)
  const labelId = useId()
  const states = parsePanels(typeof field.value === 'string' ? field.value : '')
  const set = (panel: PanelId, state: PanelState) => field.setValue(formatPanels({ ...states, [panel]: state }))
  const allOriginal = () => field.setValue(formatPanels(Object.fromEntries(PANEL_IDS.map((id) => [id, 'orijinal'])) as Record<PanelId, PanelState>))
  return (
    <div className="field">
      {node.label && (
        <span id={labelId} className="field__label">
          {node.label}
        </span>
      )}
      <div className="panels-layout">
      <PanelDiagram states={states} onCycle={set} />
      <div id={field.id} role="group" className="panels" aria-labelledby={node.label ? labelId : undefined} {...field.aria}>
        <button type="button" className="button button--secondary panels__none" onClick={allOriginal}>
          Boya/değişen yok
        </button>
        {PANEL_IDS.map((panel) => (
          <fieldset key={panel} className="panels__row">
            <legend className="panels__name">{PANELS[panel]}</legend>
            <div className="panels__states">
              {PANEL_STATE_IDS.map((state) => (
                <label key={state} className="panels__state">
                  <input
                    type="radio"
                    name={`${field.id}-${panel}`}
                    value={state}
                    checked={states[panel] === state}
                    onChange={() => set(panel, state)}
                    onBlur={field.onBlur}
                  />
                  <span>{PANEL_STATES[state]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      </div>
      <FieldMessages node={node} field={field} />
    </div>
  )
}
