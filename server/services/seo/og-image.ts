// The default 1200×630 social card, drawn by code at start (no committed binary): brand orange
// with the site name in a blocky 5×7 pixel font.
import { deflateSync } from 'node:zlib'

const FONT: Record<string, string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  C: ['01111', '10000', '10000', '10000', '10000', '10000', '01111'],
  G: ['01111', '10000', '10000', '10011', '10001', '10001', '01111'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
}

function crc32(buf: Buffer): number {
  let c = ~0
  for (const byte of buf) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1))
  }
  return ~c >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

export function drawOgImage(text = 'TURUNCU GARAJ', width = 1200, height = 630): Buffer {
  const px = Buffer.alloc(width * height * 3)
  const fill = (x0: number, y0: number, w: number, h: number, rgb: [number, number, number]) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(width, x0 + w); x++) px.set(rgb, (y * width + x) * 3)
    }
  }
  fill(0, 0, width, height, [242, 101, 34])
  fill(0, height - 90, width, 90, [33, 33, 33])
  const scale = 14
  const glyphs = [...text.toUpperCase()].filter((ch) => FONT[ch])
  const textWidth = glyphs.length * 6 * scale - scale
  let x = Math.round((width - textWidth) / 2)
  const y = Math.round((height - 90 - 7 * scale) / 2)
  for (const ch of glyphs) {
    FONT[ch]!.forEach((row, ry) => [...row].forEach((bit, rx) => {
      if (bit === '1') fill(x + rx * scale, y + ry * scale, scale, scale, [255, 255, 255])
    }))
    x += 6 * scale
  }
  const raw = Buffer.alloc((width * 3 + 1) * height)
  for (let row = 0; row < height; row++) px.copy(raw, row * (width * 3 + 1) + 1, row * width * 3, (row + 1) * width * 3)
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}
