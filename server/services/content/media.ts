// Images the project draws itself (no downloads, nothing binary committed): post covers from the
// title and a colour theme, and the social network icons. SVG, so they stay small and sharp.
import type { PostKind } from '../../schemas/content.js'

const THEMES: Record<string, { from: string; to: string; accent: string }> = {
  orange: { from: '#ff7a1a', to: '#c2410c', accent: '#ffd2ad' },
  navy: { from: '#1e3a8a', to: '#0f172a', accent: '#ff7a1a' },
  teal: { from: '#0f766e', to: '#134e4a', accent: '#99f6e4' },
  plum: { from: '#7e22ce', to: '#3b0764', accent: '#f5d0fe' },
  forest: { from: '#15803d', to: '#14532d', accent: '#bbf7d0' },
  slate: { from: '#475569', to: '#1e293b', accent: '#ff7a1a' },
}

const KIND_LABEL: Record<PostKind, string> = { campaign: 'KAMPANYA', blog: 'BLOG', news: 'HABER' }
/** An image's text has no page font to inherit: without a family the browser draws it in its serif. */
const SANS = "'Segoe UI', 'Helvetica Neue', Arial, sans-serif"

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
}

/** Greedy word wrap by character count (the font is a fixed system sans; close enough for a cover). */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    lines.length = maxLines
    lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/\s+\S*$/, '')}…`
  }
  return lines
}

/** A 1200×630 cover: theme gradient, a drawn car silhouette, the kind label and the title. */
export function coverSvg(kind: PostKind, title: string, theme: string): string {
  const t = THEMES[theme] ?? THEMES.orange!
  const lines = wrap(title, 26, 3)
  // The label's pill fits a bold capital sans at 28 px with its letter spacing (~21 px a letter).
  const pill = KIND_LABEL[kind].length * 21 + 48
  const text = lines
    .map((l, i) => `<text x="80" y="${250 + i * 78}" font-size="64" font-weight="700" fill="#fff">${escapeXml(l)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1040" cy="120" r="260" fill="#fff" opacity=".07"/><circle cx="1120" cy="560" r="180" fill="#fff" opacity=".06"/>
<g transform="translate(700 380)" fill="none" stroke="${t.accent}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round" opacity=".9">
<path d="M20 150 L40 95 Q55 60 95 55 L170 50 Q200 20 250 10 L330 8 Q380 10 410 45 L440 70 Q470 78 470 110 L470 150 Z"/>
<circle cx="120" cy="155" r="38" fill="${t.to}"/><circle cx="380" cy="155" r="38" fill="${t.to}"/>
<path d="M190 50 L225 22 L320 20 L350 50 Z"/></g>
<rect x="80" y="110" width="${pill}" height="52" rx="26" fill="#fff" opacity=".95"/>
<text x="${80 + pill / 2}" y="146" text-anchor="middle" font-size="28" font-weight="700" letter-spacing="3" fill="${t.to}" font-family="${SANS}">${KIND_LABEL[kind]}</text>
<g font-family="${SANS}">${text}</g>
<text x="80" y="570" font-size="30" font-weight="600" fill="#fff" opacity=".85" font-family="Arial, sans-serif">Turuncu Garaj</text>
</svg>`
}

// Simple recognisable marks on a round badge, drawn from primitives.
const SOCIAL_GLYPHS: Record<string, { bg: string; glyph: string }> = {
  instagram: { bg: '#d62976', glyph: '<rect x="14" y="14" width="20" height="20" rx="6" fill="none" stroke="#fff" stroke-width="3"/><circle cx="24" cy="24" r="5" fill="none" stroke="#fff" stroke-width="3"/><circle cx="30.5" cy="17.5" r="1.6" fill="#fff"/>' },
  facebook: { bg: '#1877f2', glyph: '<path d="M26 38V26h4l1-5h-5v-3c0-1.5.6-2.5 2.6-2.5H31v-4.3c-.6-.1-2-.2-3.6-.2-3.7 0-6.1 2.2-6.1 6.3V21h-4v5h4v12z" fill="#fff"/>' },
  x: { bg: '#111111', glyph: '<path d="M15 14h6l5.5 7.6L33 14h3l-8.2 9.6L37 34h-6l-6-8.2L18 34h-3l8.8-10.2z" fill="#fff"/>' },
  twitter: { bg: '#111111', glyph: '<path d="M15 14h6l5.5 7.6L33 14h3l-8.2 9.6L37 34h-6l-6-8.2L18 34h-3l8.8-10.2z" fill="#fff"/>' },
  youtube: { bg: '#ff0000', glyph: '<rect x="12" y="16" width="24" height="16" rx="5" fill="#fff"/><path d="M22 20.5v7l6-3.5z" fill="#ff0000"/>' },
  linkedin: { bg: '#0a66c2', glyph: '<rect x="14" y="21" width="4" height="13" fill="#fff"/><circle cx="16" cy="16" r="2.5" fill="#fff"/><path d="M22 21h4v2c.8-1.4 2.4-2.3 4.4-2.3 3.3 0 4.6 2 4.6 5.6V34h-4v-7c0-1.8-.6-2.8-2.2-2.8S26 25.4 26 27v7h-4z" fill="#fff"/>' },
  tiktok: { bg: '#010101', glyph: '<path d="M27 12h4c.3 2.8 2 4.6 5 5v4c-2 0-3.7-.6-5-1.6V28a7 7 0 1 1-7-7v4a3 3 0 1 0 3 3z" fill="#fff"/>' },
}

export const SOCIAL_ICON_NAMES = Object.keys(SOCIAL_GLYPHS)

export function socialIconSvg(name: string): string | null {
  const s = SOCIAL_GLYPHS[name]
  if (!s) return null
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="24" fill="${s.bg}"/>${s.glyph}</svg>`
}
