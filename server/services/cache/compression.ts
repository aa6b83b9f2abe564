// The compression every JSON and HTML answer uses: Brotli in text mode (gzip 6 for clients without
// Brotli), for answers of at least COMPRESS_MIN bytes. One place, so the cache plugin, the page renderer
// and the search host (a worker thread) make the same bytes. Quality 5 for what is compressed once and
// sent many times (a cache entry, a page); quality 2 for a search answer made and compressed per
// request (most are asked once): on 100 answers of the 200,000-car scale run (27 KB on average),
// 118 µs and 4.52 KB each against quality 4's 196 µs and 4.30 KB, quality 5's 298 µs and 4.03 KB
// (decisions 050, 051).
import { constants, type BrotliOptions } from 'node:zlib'

/** Answers shorter than this go uncompressed (a header costs more than it saves). */
export const COMPRESS_MIN = 1024

export const GZIP_LEVEL = 6

export const BROTLI_QUALITY = 5
export const BROTLI_QUALITY_PER_REQUEST = 2

/** Brotli's settings for a body of `length` bytes (the size hint lets it size its buffers once). */
export function brotliOptions(length: number, quality = BROTLI_QUALITY): BrotliOptions {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: length } }
}
