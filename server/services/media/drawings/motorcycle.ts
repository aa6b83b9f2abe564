// Motorcycles: flat side, rear and cockpit drawings of each kind, in a 1000 × 600 box.
import { escapeXml } from '../../content/media.js'
import { darken, lighten } from './colours.js'
import { n, type V2 } from './svg.js'

export interface BikeShape {
  kind: 'scooter' | 'naked' | 'sport' | 'touring' | 'adventure' | 'chopper' | 'classic'
  rf: number
  rr: number
  fx: number
  rx: number
}

export function bikeShape(caseType: string): BikeShape {
  const c = caseType.toLocaleLowerCase('tr')
  if (c.includes('scooter')) return { kind: 'scooter', rf: 100, rr: 100, fx: 290, rx: 720 }
  if (c.includes('sport') || c.includes('racing')) return { kind: 'sport', rf: 122, rr: 124, fx: 235, rx: 755 }
  if (c.includes('touring')) return { kind: 'touring', rf: 124, rr: 124, fx: 230, rx: 760 }
  if (c.includes('adventure') || c.includes('enduro')) return { kind: 'adventure', rf: 140, rr: 130, fx: 225, rx: 765 }
  if (c.includes('chopper') || c.includes('cruiser')) return { kind: 'chopper', rf: 128, rr: 122, fx: 200, rx: 780 }
  if (c.includes('classic') || c.includes('klasik')) return { kind: 'classic', rf: 128, rr: 128, fx: 235, rx: 755 }
  return { kind: 'naked', rf: 124, rr: 124, fx: 235, rx: 755 }
}

export const GROUND = 560

export function bikeWheel(cx: number, r: number, wire: boolean, disc: boolean, accent: string): string {
  const cy = GROUND - r
  const rim = r * 0.78
  let spokes = ''
  const count = wire ? 18 : 6
  for (let i = 0; i < count; i++) {
    const an = (i / count) * Math.PI * 2
    const a2 = an + (wire ? 0.5 : 0.18)
    spokes += `M${n(cx + Math.cos(an) * r * 0.12)} ${n(cy + Math.sin(an) * r * 0.12)}L${n(cx + Math.cos(a2) * rim)} ${n(cy + Math.sin(a2) * rim)}`
  }
  return `<circle cx="${cx}" cy="${n(cy)}" r="${r}" fill="#17181b"/><circle cx="${cx}" cy="${n(cy)}" r="${n(rim + 4)}" fill="none" stroke="${wire ? '#b5bbc2' : accent}" stroke-width="7"/>`
    + `<path d="${spokes}" stroke="${wire ? '#aab0b7' : accent}" stroke-width="${wire ? 2.5 : 9}" stroke-linecap="round"/>`
    + (disc ? `<circle cx="${cx}" cy="${n(cy)}" r="${n(r * 0.48)}" fill="none" stroke="#b9bec5" stroke-width="${n(r * 0.1)}" stroke-dasharray="6 5"/>` : '')
    + `<circle cx="${cx}" cy="${n(cy)}" r="${n(r * 0.14)}" fill="#8e949b"/>`
}

/** Side view facing left, in a 1000 × 600 box (ground at y = 560). */
export function bikeSide(b: BikeShape, paint: string, dark: string): string {
  const k = b.kind
  const fy = GROUND - b.rf
  const ry = GROUND - b.rr
  const hl = lighten(paint, 0.3)
  const sd = darken(paint, 0.3)
  const parts: string[] = []
  const accent = k === 'sport' || k === 'naked' ? darken(paint, 0.1) : '#2a2c30'
  const wire = k === 'classic' || k === 'adventure' || k === 'chopper'
  parts.push(`<ellipse cx="${(b.fx + b.rx) / 2}" cy="${GROUND + 8}" rx="${n((b.rx - b.fx) / 2 + 170)}" ry="22" fill="url(#IDs)"/>`)
  if (k === 'scooter') {
    parts.push(bikeWheel(b.rx, b.rr, false, false, '#3b3f45'))
    parts.push(`<path d="M345 200L${b.fx} ${fy}" stroke="#55595f" stroke-width="16"/>`)
    parts.push(bikeWheel(b.fx, b.rf, false, true, '#3b3f45'))
    parts.push(`<path d="M600 435L750 448L752 482L605 486Z" fill="#34373c"/><path d="M715 470L830 462L832 488L718 492Z" fill="#a9afb6"/>`)
    parts.push(`<path d="M205 452Q290 330 375 452" stroke="${paint}" stroke-width="20" fill="none" stroke-linecap="round"/>`)
    parts.push(`<path d="M420 452H592V468H420Z" fill="#2b2d31"/><path d="M420 466L600 466L612 492L440 492Z" fill="${sd}"/>`)
    parts.push(`<path d="M580 468C590 420 600 360 632 330L840 318Q880 318 888 344L870 390Q842 404 816 398Q762 336 690 386L640 440L612 492Z" fill="${paint}"/>`)
    parts.push(`<path d="M628 352Q720 338 872 336" stroke="${hl}" stroke-width="6" fill="none" opacity=".8"/>`)
    parts.push(`<path d="M612 334Q622 296 680 292L820 296Q852 300 852 322L620 340Z" fill="${dark}"/><path d="M820 300Q860 290 885 306" stroke="#a9afb6" stroke-width="8" fill="none" stroke-linecap="round"/>`)
    parts.push(`<path d="M876 332L890 338L884 362L870 356Z" fill="#d0141f"/>`)
    parts.push(`<path d="M350 165C300 230 300 330 350 395L420 455L455 455C465 380 450 270 410 180Z" fill="${paint}"/><path d="M346 178C312 236 312 326 352 386" stroke="${hl}" stroke-width="8" fill="none" opacity=".9"/>`)
    parts.push(`<path d="M310 165Q330 123 400 125L440 145L432 178L336 185Z" fill="${paint}"/><path d="M306 166L328 184" stroke="#e9eef5" stroke-width="12" stroke-linecap="round"/><path d="M336 185H432" stroke="${sd}" stroke-width="4"/>`)
    parts.push(`<path d="M412 135L470 125" stroke="#1d1f22" stroke-width="14" stroke-linecap="round"/><path d="M400 128L386 80" stroke="#2b2d31" stroke-width="4"/><ellipse cx="384" cy="72" rx="22" ry="12" fill="#2b2d31"/>`)
    return parts.join('')
  }
  // Rear wheel, swingarm, chain.
  parts.push(bikeWheel(b.rx, b.rr, wire, true, accent))
  const pivot: V2 = [k === 'chopper' ? 560 : 575, k === 'chopper' ? 420 : 390]
  parts.push(`<path d="M${pivot[0]} ${pivot[1]}L${b.rx} ${ry}" stroke="#3a3d42" stroke-width="20" stroke-linecap="round"/>`)
  if (k !== 'touring') parts.push(`<path d="M${pivot[0] + 10} ${pivot[1] + 8}L${b.rx - 4} ${ry + 20}" stroke="#5b6067" stroke-width="4" stroke-dasharray="6 4"/>`)
  // Frame and engine.
  const head: V2 = k === 'chopper' ? [330, 250] : k === 'adventure' ? [345, 190] : [340, 215]
  if (k === 'naked' || k === 'adventure' || k === 'classic' || k === 'chopper') {
    parts.push(`<path d="M${head[0]} ${head[1] + 10}L${pivot[0]} ${pivot[1] - 40}L${pivot[0]} ${pivot[1]}M${head[0]} ${head[1] + 40}L${pivot[0] - 60} ${pivot[1] + 20}M${pivot[0] - 20} ${pivot[1] - 60}L${b.rx - 60} ${ry - 120}" stroke="${k === 'naked' ? '#c0392b' : '#2b2d31'}" stroke-width="10" fill="none" stroke-linejoin="round"/>`)
  }
  const ex = k === 'chopper' ? 400 : 410
  parts.push(`<path d="M${ex} 300L${ex + 150} 290L${ex + 175} 330L${ex + 170} 430Q${ex + 100} 460 ${ex + 20} 445L${ex - 10} 380Z" fill="#3c3f45"/>`)
  parts.push(`<path d="M${ex + 10} 320H${ex + 150}M${ex + 6} 342H${ex + 156}M${ex + 4} 364H${ex + 160}" stroke="#5d6269" stroke-width="6"/>`)
  parts.push(`<circle cx="${ex + 115}" cy="410" r="30" fill="#5a5f66"/><circle cx="${ex + 115}" cy="410" r="14" fill="#2b2d31"/>`)
  // Exhaust.
  if (k === 'sport') parts.push(`<path d="M${ex + 20} 430Q${ex + 120} 480 ${ex + 240} 440L${ex + 330} 430" stroke="#8e949b" stroke-width="16" fill="none"/><path d="M${ex + 230} 415L${ex + 330} 405L${ex + 330} 450L${ex + 230} 458Z" fill="#2b2d31"/>`)
  else if (k === 'chopper') parts.push(`<path d="M${ex + 10} 400Q${ex + 60} 470 ${ex + 200} 470L${b.rx + 60} 455" stroke="#c3c8ce" stroke-width="18" fill="none" stroke-linecap="round"/>`)
  else if (k === 'classic' || k === 'adventure') parts.push(`<path d="M${ex + 10} 420Q${ex + 90} 470 ${ex + 220} 440L${b.rx - 20} ${ry - 70}" stroke="#b0b6bd" stroke-width="16" fill="none"/><path d="M${b.rx - 150} ${ry - 40}L${b.rx - 10} ${ry - 82}L${b.rx} ${ry - 54}L${b.rx - 140} ${ry - 10}Z" fill="#c3c8ce"/>`)
  else parts.push(`<path d="M${ex + 20} 440Q${ex + 110} 480 ${ex + 200} 450" stroke="#8e949b" stroke-width="16" fill="none"/><path d="M${ex + 170} 430L${ex + 260} 420L${ex + 262} 470L${ex + 172} 474Z" fill="#2b2d31"/>`)
  // Tank, seat, tail.
  const tank = k === 'chopper'
    ? `M${head[0] + 10} ${head[1] + 10}Q${head[0] + 70} ${head[1] - 45} ${head[0] + 180} ${head[1] + 5}L${head[0] + 190} ${head[1] + 50}Q${head[0] + 90} ${head[1] + 60} ${head[0] + 10} ${head[1] + 45}Z`
    : k === 'classic'
      ? `M${head[0] + 10} ${head[1] + 5}Q${head[0] + 100} ${head[1] - 50} ${head[0] + 200} ${head[1] + 5}Q${head[0] + 190} ${head[1] + 70} ${head[0] + 100} ${head[1] + 70}Q${head[0] + 20} ${head[1] + 70} ${head[0] + 10} ${head[1] + 5}Z`
      : `M${head[0] + 5} ${head[1]}Q${head[0] + 60} ${head[1] - 45} ${head[0] + 175} ${head[1] - 25}L${head[0] + 230} ${head[1] + 15}L${head[0] + 205} ${head[1] + 75}L${head[0] + 20} ${head[1] + 70}Z`
  parts.push(`<path d="${tank}" fill="${paint}"/><path d="${tank}" fill="none" stroke="${sd}" stroke-width="3"/>`)
  parts.push(`<path d="M${head[0] + 40} ${head[1] - 8}Q${head[0] + 100} ${head[1] - 35} ${head[0] + 165} ${head[1] - 20}" stroke="${hl}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".85"/>`)
  const seatY = k === 'chopper' ? 318 : k === 'adventure' ? 235 : k === 'sport' ? 232 : 250
  if (k === 'chopper') parts.push(`<path d="M${head[0] + 180} ${seatY - 40}Q${head[0] + 230} ${seatY + 20} ${head[0] + 300} ${seatY - 10}L${head[0] + 330} ${seatY - 40}L${head[0] + 340} ${seatY - 10}Q${head[0] + 260} ${seatY + 40} ${head[0] + 190} ${seatY + 10}Z" fill="${dark}"/><path d="M${b.rx - 120} ${ry - 120}Q${b.rx} ${ry - 175} ${b.rx + 110} ${ry - 60}L${b.rx + 90} ${ry - 40}Q${b.rx} ${ry - 140} ${b.rx - 110} ${ry - 95}Z" fill="${paint}"/>`)
  else if (k === 'classic') parts.push(`<path d="M${head[0] + 190} ${seatY - 25}L${head[0] + 430} ${seatY - 30}Q${head[0] + 450} ${seatY} ${head[0] + 420} ${seatY + 8}L${head[0] + 200} ${seatY + 10}Z" fill="#5a3b26"/><path d="M${b.rx - 110} ${ry - 110}Q${b.rx} ${ry - 160} ${b.rx + 100} ${ry - 90}L${b.rx + 95} ${ry - 70}Q${b.rx} ${ry - 135} ${b.rx - 100} ${ry - 88}Z" fill="${paint}"/>`)
  else {
    const tailUp = k === 'sport' ? 60 : k === 'naked' ? 45 : 20
    parts.push(`<path d="M${head[0] + 215} ${seatY - 10}L${head[0] + 330} ${seatY}L${b.rx + 60} ${seatY - tailUp}L${b.rx + 90} ${seatY - tailUp - 4}L${b.rx + 80} ${seatY - tailUp + 22}L${head[0] + 330} ${seatY + 48}L${head[0] + 205} ${seatY + 60}Z" fill="${paint}"/>`)
    parts.push(`<path d="M${head[0] + 205} ${seatY - 16}Q${head[0] + 260} ${seatY - 30} ${head[0] + 330} ${seatY - 12}L${b.rx + 20} ${seatY - tailUp - 8}L${b.rx + 30} ${seatY - tailUp + 6}L${head[0] + 330} ${seatY + 10}L${head[0] + 210} ${seatY + 6}Z" fill="${dark}"/>`)
    parts.push(`<path d="M${b.rx + 80} ${seatY - tailUp - 2}L${b.rx + 92} ${seatY - tailUp}L${b.rx + 86} ${seatY - tailUp + 16}L${b.rx + 74} ${seatY - tailUp + 14}Z" fill="#d0141f"/>`)
    parts.push(`<path d="M${b.rx + 40} ${seatY - tailUp + 20}L${b.rx + 70} ${seatY - tailUp + 90}" stroke="#2b2d31" stroke-width="6"/><rect x="${b.rx + 52}" y="${seatY - tailUp + 80}" width="44" height="30" rx="3" fill="#f6f7f8" stroke="#2b2d31" stroke-width="2"/>`)
  }
  // Luggage.
  if (k === 'adventure' || k === 'touring') {
    const box = k === 'adventure' ? '#a9afb6' : darken(paint, 0.05)
    parts.push(`<rect x="${b.rx - 80}" y="${ry - 150}" width="180" height="130" rx="${k === 'adventure' ? 6 : 30}" fill="${box}" stroke="#2b2d31" stroke-width="5"/><path d="M${b.rx - 80} ${ry - 110}H${b.rx + 100}" stroke="#2b2d31" stroke-width="4"/>`)
    if (k === 'touring') parts.push(`<rect x="${b.rx - 10}" y="${seatY - 95}" width="120" height="80" rx="26" fill="${box}" stroke="#2b2d31" stroke-width="4"/>`)
  }
  // Fork and front wheel.
  const fork: [number, number, number, number] = k === 'chopper' ? [b.fx, fy, head[0] - 10, head[1] - 20] : [b.fx, fy, head[0], head[1]]
  parts.push(bikeWheel(b.fx, b.rf, wire, true, accent))
  parts.push(`<path d="M${fork[0]} ${fork[1]}L${fork[2]} ${fork[3]}" stroke="${k === 'sport' || k === 'naked' ? '#c9a227' : '#9aa0a7'}" stroke-width="18" stroke-linecap="round"/>`)
  parts.push(`<path d="M${b.fx - 10} ${fy}L${fork[2] - 8} ${fork[3] + 40}" stroke="#2b2d31" stroke-width="8"/>`)
  // Front fender.
  if (k === 'adventure') parts.push(`<path d="M${head[0] - 80} ${head[1] + 55}L${head[0] - 20} ${head[1] + 40}L${head[0] - 10} ${head[1] + 80}Z" fill="${paint}"/>`)
  parts.push(`<path d="M${b.fx - b.rf * 0.7} ${fy - b.rf * 0.55}Q${b.fx} ${fy - b.rf * 1.2} ${b.fx + b.rf * 0.65} ${fy - b.rf * 0.6}" stroke="${k === 'classic' ? '#b0b6bd' : paint}" stroke-width="16" fill="none" stroke-linecap="round"/>`)
  // Front end: fairing, screen, headlight, bars, mirror.
  if (k === 'sport') {
    parts.push(`<path d="M${head[0] - 95} 240Q${head[0] - 60} 170 ${head[0] + 10} 165L${head[0] + 80} 215L${ex + 150} 300L${ex + 130} 410Q${ex + 20} 430 ${ex - 40} 380Q${head[0] - 70} 320 ${head[0] - 95} 240Z" fill="${paint}"/>`)
    parts.push(`<path d="M${head[0] - 60} 200Q${head[0] + 40} 220 ${ex + 120} 320" stroke="${hl}" stroke-width="7" fill="none" opacity=".8"/><path d="M${head[0] - 80} 232L${head[0] - 40} 222L${head[0] - 42} 240L${head[0] - 82} 248Z" fill="#e9eef5"/>`)
    parts.push(`<path d="M${head[0] - 20} 168Q${head[0] + 10} 130 ${head[0] + 60} 150L${head[0] + 40} 185Z" fill="#8fa3b5" opacity=".75"/>`)
  } else if (k === 'touring' || k === 'adventure') {
    parts.push(`<path d="M${head[0] - 75} ${head[1] + 25}Q${head[0] - 60} ${head[1] - 40} ${head[0]} ${head[1] - 50}L${head[0] + 60} ${head[1] + 10}L${head[0] + 20} ${head[1] + 90}Q${head[0] - 50} ${head[1] + 80} ${head[0] - 75} ${head[1] + 25}Z" fill="${paint}"/>`)
    parts.push(`<path d="M${head[0] - 62} ${head[1] + 10}L${head[0] - 28} ${head[1]}L${head[0] - 30} ${head[1] + 24}L${head[0] - 66} ${head[1] + 32}Z" fill="#e9eef5"/>`)
    parts.push(`<path d="M${head[0] - 30} ${head[1] - 45}Q${head[0] - 20} ${head[1] - 130} ${head[0] + 30} ${head[1] - 140}L${head[0] + 40} ${head[1] - 40}Z" fill="#9fb3c6" opacity=".6" stroke="#5d6c7a" stroke-width="3"/>`)
  } else {
    parts.push(`<circle cx="${head[0] - 38}" cy="${head[1] + 18}" r="${k === 'naked' ? 30 : 36}" fill="#2b2d31"/><circle cx="${head[0] - 42}" cy="${head[1] + 18}" r="${k === 'naked' ? 22 : 28}" fill="#e9eef5"/><circle cx="${head[0] - 46}" cy="${head[1] + 14}" r="8" fill="#fff"/>`)
  }
  const bar: V2 = k === 'chopper' ? [head[0] + 60, head[1] - 85] : k === 'sport' ? [head[0] + 40, head[1] - 5] : [head[0] + 55, head[1] - 45]
  parts.push(`<path d="M${head[0]} ${head[1] - 5}L${bar[0]} ${bar[1]}" stroke="#1d1f22" stroke-width="10" stroke-linecap="round"/><rect x="${bar[0] - 6}" y="${bar[1] - 8}" width="40" height="16" rx="8" fill="#111" transform="rotate(20 ${bar[0]} ${bar[1]})"/>`)
  if (k !== 'sport') parts.push(`<path d="M${head[0] + 20} ${head[1] - 25}L${head[0] + 5} ${head[1] - 85}" stroke="#2b2d31" stroke-width="4"/><ellipse cx="${head[0] + 2}" cy="${head[1] - 92}" rx="20" ry="12" fill="#2b2d31"/>`)
  return parts.join('')
}

export function bikeRear(b: BikeShape, paint: string, dark: string): string {
  const k = b.kind
  const wide = k === 'scooter' ? 150 : k === 'touring' || k === 'adventure' ? 110 : 80
  const parts: string[] = [`<ellipse cx="600" cy="700" rx="260" ry="26" fill="url(#IDs)"/>`]
  parts.push(`<rect x="${k === 'chopper' ? 548 : 560}" y="470" width="${k === 'chopper' ? 104 : 80}" height="240" rx="36" fill="#17181b"/>`)
  if (k === 'scooter') parts.push(`<path d="M520 250Q600 232 680 250L700 400H500Z" fill="${darken(paint, 0.15)}"/><path d="M450 530Q436 404 520 384H680Q764 404 750 530Z" fill="${paint}"/><path d="M470 470Q600 440 730 470" stroke="${lighten(paint, 0.3)}" stroke-width="6" fill="none"/>`)
  else parts.push(`<path d="M${600 - wide} 420L${600 + wide} 420L${600 + wide * 0.7} 520L${600 - wide * 0.7} 520Z" fill="${paint}"/>`)
  parts.push(`<path d="M${600 - wide * 0.8} 385Q600 360 ${600 + wide * 0.8} 385L${600 + wide * 0.9} 425H${600 - wide * 0.9}Z" fill="${dark}"/>`)
  if (k !== 'scooter') parts.push(`<rect x="545" y="455" width="110" height="36" rx="16" fill="#2b2d31"/>`)
  parts.push(`<rect x="${600 - wide * 0.45}" y="440" width="${wide * 0.9}" height="22" rx="8" fill="#c0141f"/><rect x="552" y="530" width="96" height="58" rx="4" fill="#f6f7f8" stroke="#2b2d31" stroke-width="3"/>`)
  parts.push(`<text x="600" y="567" text-anchor="middle" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="#f07a1a">TURUNCU</text>`)
  parts.push(`<path d="M400 250L800 250" stroke="#1d1f22" stroke-width="12" stroke-linecap="round"/><path d="M420 250L390 170M780 250L810 170" stroke="#2b2d31" stroke-width="5"/><ellipse cx="386" cy="160" rx="30" ry="18" fill="#2b2d31"/><ellipse cx="814" cy="160" rx="30" ry="18" fill="#2b2d31"/>`)
  if (k !== 'scooter') parts.push(`<path d="M530 260Q600 230 670 260L650 370H550Z" fill="${paint}"/>`)
  if (k === 'adventure' || k === 'touring') {
    const box = k === 'adventure' ? '#a9afb6' : darken(paint, 0.05)
    parts.push(`<rect x="340" y="400" width="130" height="170" rx="14" fill="${box}" stroke="#2b2d31" stroke-width="5"/><rect x="730" y="400" width="130" height="170" rx="14" fill="${box}" stroke="#2b2d31" stroke-width="5"/><rect x="500" y="300" width="200" height="110" rx="24" fill="${box}" stroke="#2b2d31" stroke-width="5"/>`)
  } else if (k !== 'scooter') {
    parts.push(`<rect x="${k === 'chopper' ? 680 : 660}" y="540" width="70" height="40" rx="18" fill="#9aa0a7" stroke="#2b2d31" stroke-width="4"/>`)
  }
  return parts.join('')
}

export function bikeCockpit(b: BikeShape, paint: string, brand: string): string {
  const hl = lighten(paint, 0.25)
  const parts: string[] = [`<path d="M330 800Q360 560 600 540Q840 560 870 800Z" fill="${paint}"/><path d="M420 800Q440 620 600 600Q760 620 780 800" fill="none" stroke="${hl}" stroke-width="10" opacity=".7"/><circle cx="600" cy="700" r="46" fill="#2b2d31"/><circle cx="600" cy="700" r="30" fill="#8e949b"/>`]
  parts.push(`<path d="M120 430Q600 380 1080 430" stroke="#1d1f22" stroke-width="30" fill="none" stroke-linecap="round"/><rect x="60" y="405" width="150" height="52" rx="24" fill="#111"/><rect x="990" y="405" width="150" height="52" rx="24" fill="#111"/>`)
  parts.push(`<path d="M230 400Q280 360 340 372M970 400Q920 360 860 372" stroke="#9aa0a7" stroke-width="12" fill="none" stroke-linecap="round"/>`)
  parts.push(`<path d="M250 410L210 180M950 410L990 180" stroke="#2b2d31" stroke-width="8"/><ellipse cx="205" cy="160" rx="70" ry="40" fill="#2b2d31"/><ellipse cx="995" cy="160" rx="70" ry="40" fill="#2b2d31"/><ellipse cx="205" cy="160" rx="58" ry="30" fill="#8fa3b5"/><ellipse cx="995" cy="160" rx="58" ry="30" fill="#8fa3b5"/>`)
  if (b.kind === 'scooter' || b.kind === 'classic' || b.kind === 'chopper') {
    parts.push(`<circle cx="600" cy="350" r="88" fill="#1b1c1f"/><circle cx="600" cy="350" r="74" fill="#f3f4f6"/><path d="M545 395A74 74 0 1 1 655 395" fill="none" stroke="#2b2d31" stroke-width="6" stroke-dasharray="4 10"/><path d="M600 350L560 310" stroke="#c0141f" stroke-width="6" stroke-linecap="round"/><circle cx="600" cy="350" r="9" fill="#2b2d31"/>`)
  } else {
    parts.push(`<rect x="470" y="270" width="260" height="150" rx="20" fill="#111214"/><rect x="485" y="285" width="230" height="120" rx="12" fill="#1f2a38"/><path d="M500 380A100 100 0 0 1 700 380" fill="none" stroke="#f07a1a" stroke-width="10" stroke-dasharray="160 300"/>`)
    parts.push(`<text x="600" y="370" text-anchor="middle" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="#e9eef5">0</text><text x="600" y="395" text-anchor="middle" font-family="Arial, sans-serif" font-size="15" fill="#9fb3c6">km/h</text>`)
  }
  parts.push(`<text x="600" y="500" text-anchor="middle" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#c9ced4">${escapeXml(brand.toLocaleUpperCase('tr'))}</text>`)
  return parts.join('')
}
