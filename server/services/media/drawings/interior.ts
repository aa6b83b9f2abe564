// The flat drawings of a car's inside and details: the dashboard, the engine bay, the seats.
import { escapeXml } from '../../content/media.js'
import { darken, luma } from './colours.js'
import { shade } from './car.js'

export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean)
  if (/^[A-Z0-9]{2,4}$/.test(name)) return name
  if (words.length > 1) return words.slice(0, 2).map((w) => w[0]!.toLocaleUpperCase('tr')).join('')
  const caps = name.match(/[A-ZÇĞİÖŞÜ]/g) ?? []
  if (caps.length >= 2) return caps.slice(0, 2).join('')
  const special: Record<string, string> = { volkswagen: 'VW' }
  return special[name.toLocaleLowerCase('tr')] ?? name.slice(0, 1).toLocaleUpperCase('tr')
}

export function dashboard(paint: string, brand: string, id: string): string {
  const accent = luma(paint) > 0.85 ? '#c9ccd1' : paint
  return `<path d="M0 0H1200V120Q600 60 0 120Z" fill="#d8d4cc"/>`
    + `<path d="M0 120L150 120L60 520L0 540Z" fill="#26282c"/><path d="M1200 120L1050 120L1140 520L1200 540Z" fill="#26282c"/>`
    + `<path d="M0 470Q600 380 1200 470V800H0Z" fill="#2b2e33"/><path d="M0 470Q600 380 1200 470V500Q600 412 0 500Z" fill="#3a3e44"/>`
    + `<path d="M0 540Q600 455 1200 540" stroke="${accent}" stroke-width="9" fill="none"/>`
    + `<rect x="250" y="392" width="290" height="96" rx="18" fill="#0f1114"/><rect x="262" y="402" width="266" height="76" rx="12" fill="url(#${id}g)"/>`
    + `<circle cx="330" cy="440" r="28" fill="none" stroke="#6fb6ff" stroke-width="5" stroke-dasharray="110 200"/><circle cx="460" cy="440" r="28" fill="none" stroke="#f07a1a" stroke-width="5" stroke-dasharray="80 200"/>`
    + `<text x="395" y="448" text-anchor="middle" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#e9eef5">0</text>`
    + `<rect x="640" y="360" width="250" height="150" rx="16" fill="#101215" stroke="#45494f" stroke-width="4"/><rect x="656" y="376" width="140" height="118" rx="8" fill="#24455e"/><path d="M660 470L700 420L740 450L790 395" stroke="#7fd0a0" stroke-width="6" fill="none"/><rect x="806" y="376" width="70" height="52" rx="8" fill="#2d3137"/><rect x="806" y="442" width="70" height="52" rx="8" fill="#f07a1a" opacity=".8"/>`
    + [600, 930, 1070].map((x) => `<rect x="${x}" y="540" width="${x === 600 ? 90 : 110}" height="34" rx="10" fill="#18191c"/><path d="M${x + 10} 552H${x + (x === 600 ? 80 : 100)}M${x + 10} 562H${x + (x === 600 ? 80 : 100)}" stroke="#3d4147" stroke-width="3"/>`).join('')
    + `<path d="M640 600L880 600L960 800H560Z" fill="#222428"/><rect x="720" y="650" width="90" height="52" rx="12" fill="#16171a"/><rect x="748" y="622" width="34" height="58" rx="14" fill="#3a3d42"/>`
    + `<circle cx="400" cy="610" r="185" fill="none" stroke="#1c1e21" stroke-width="38"/><circle cx="400" cy="610" r="185" fill="none" stroke="#34373c" stroke-width="6"/>`
    + `<path d="M222 640Q400 560 578 640L560 690Q400 640 240 690Z" fill="#1f2124"/><path d="M360 640L340 800H460L440 640Z" fill="#1f2124"/>`
    + `<circle cx="400" cy="630" r="62" fill="#26292d"/><circle cx="400" cy="630" r="30" fill="url(#${id}m)"/>`
    + `<text x="400" y="640" text-anchor="middle" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#2b2e33">${escapeXml(initials(brand))}</text>`
}

export function engineBay(paint: string, brand: string, electric: boolean, id: string): string {
  const lid = shade(paint, [0, -0.2, -1])
  const bay = `<path d="M80 330L1120 330L1040 760H160Z" fill="#1c1e21"/><path d="M120 120L1080 120L1120 330H80Z" fill="${lid}"/><path d="M150 150L1050 150L1080 310H120Z" fill="${darken(paint, 0.25)}" opacity=".6"/>`
    + `<path d="M80 330L160 760H60L20 340Z" fill="${darken(paint, 0.2)}"/><path d="M1120 330L1040 760H1140L1180 340Z" fill="${darken(paint, 0.2)}"/>`
    + `<path d="M160 700H1040L1060 790H140Z" fill="${paint}"/><rect x="250" y="712" width="700" height="20" rx="8" fill="#2c2f34"/>`
  if (electric) {
    return bay + `<rect x="300" y="390" width="600" height="290" rx="40" fill="#2b2e33"/><rect x="330" y="420" width="540" height="230" rx="30" fill="#141518"/>`
      + `<circle cx="520" cy="535" r="70" fill="none" stroke="#f07a1a" stroke-width="16"/><circle cx="520" cy="535" r="44" fill="none" stroke="#1f2124" stroke-width="10"/><rect x="640" y="480" width="170" height="110" rx="18" fill="#3a3e44"/>`
  }
  return bay + `<rect x="380" y="380" width="440" height="250" rx="36" fill="#2c2f34"/><rect x="410" y="410" width="380" height="190" rx="26" fill="#3a3e44"/>`
    + `<path d="M450 450H750M450 560H750" stroke="#2c2f34" stroke-width="10"/>`
    + `<text x="600" y="522" text-anchor="middle" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="#5d6269">${escapeXml(initials(brand))}</text>`
    + `<rect x="170" y="400" width="170" height="130" rx="10" fill="#141518"/><rect x="190" y="386" width="26" height="18" fill="#c0262d"/><rect x="290" y="386" width="26" height="18" fill="#333"/>`
    + `<rect x="860" y="390" width="190" height="160" rx="24" fill="#26282c"/><path d="M860 470H1050" stroke="#3b3f45" stroke-width="6"/>`
    + `<rect x="200" y="570" width="120" height="100" rx="20" fill="#e8e4d8" opacity=".85"/><circle cx="260" cy="570" r="20" fill="#e25a8a"/>`
    + `<rect x="880" y="585" width="110" height="90" rx="18" fill="#e8e4d8" opacity=".8"/><circle cx="935" cy="585" r="18" fill="#2b6fd6"/><circle cx="690" cy="370" r="18" fill="#f2c230"/>`
    + `<path d="M340 470Q360 430 380 440M820 470Q850 450 860 460" stroke="#111" stroke-width="14" fill="none"/>`
}

export function seats(paint: string): string {
  const stitch = luma(paint) > 0.85 ? '#9aa0a7' : paint
  const seat = (cx: number): string => `<rect x="${cx - 150}" y="560" width="300" height="170" rx="40" fill="#2a2c30"/>`
    + `<path d="M${cx - 165} 600Q${cx - 175} 260 ${cx - 120} 230H${cx + 120}Q${cx + 175} 260 ${cx + 165} 600Z" fill="#303338"/>`
    + `<path d="M${cx - 95} 590Q${cx - 110} 300 ${cx - 70} 270H${cx + 70}Q${cx + 110} 300 ${cx + 95} 590Z" fill="#3a3d43"/>`
    + `<path d="M${cx - 80} 330H${cx + 80}M${cx - 84} 400H${cx + 84}M${cx - 88} 470H${cx + 88}" stroke="${stitch}" stroke-width="3" stroke-dasharray="8 6"/>`
    + `<rect x="${cx - 40}" y="170" width="10" height="60" fill="#8e949b"/><rect x="${cx + 30}" y="170" width="10" height="60" fill="#8e949b"/>`
    + `<rect x="${cx - 100}" y="90" width="200" height="100" rx="40" fill="#303338"/>`
  return `<rect y="0" width="1200" height="800" fill="#3b3e44" opacity=".25"/><path d="M0 140H1200V520H0Z" fill="#26282c" opacity=".7"/>`
    + seat(330) + seat(870) + `<path d="M520 560H680L700 800H500Z" fill="#1f2124"/><rect x="530" y="520" width="140" height="70" rx="24" fill="#2f3237"/>`
    + `<rect x="0" y="730" width="1200" height="70" fill="#1b1c1f"/>`
}
