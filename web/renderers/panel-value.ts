import { PANEL_IDS, PANEL_STATE_IDS, type PanelId, type PanelState } from '../../server/schemas/sell-condition.js'

/** 'on-tampon=orijinal;tavan=boyali' → the panels answered so far. */
export function parsePanels(value: string): Partial<Record<PanelId, PanelState>> {
  const out: Partial<Record<PanelId, PanelState>> = {}
  for (const pair of value.split(';')) {
    const [panel, state] = pair.split('=')
    if (PANEL_IDS.includes(panel as PanelId) && PANEL_STATE_IDS.includes(state as PanelState)) out[panel as PanelId] = state as PanelState
  }
  return out
}

/** The answered panels in the diagram's order, as the field's value. */
export function formatPanels(states: Partial<Record<PanelId, PanelState>>): string {
  return PANEL_IDS.filter((id) => states[id]).map((id) => `${id}=${states[id]}`).join(';')
}
