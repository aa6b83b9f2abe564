// SMS_MOBILE_PREFIXES (decision 021): prefixes and ranges, the regulator's allocation by default, and
// one ConfigError line for a bad value.
import t from 'tap'
import { ConfigError } from '../../env.js'
import { DEFAULT_MOBILE_PREFIXES } from '../../schemas/rules/index.js'
import { parseMobilePrefixes } from '../../services/verification/mobile-prefixes.js'

t.test('parses prefixes and ranges', async (t) => {
  t.equal(parseMobilePrefixes({}), DEFAULT_MOBILE_PREFIXES, 'unset: the default')
  t.equal(parseMobilePrefixes({ SMS_MOBILE_PREFIXES: ' ' }), DEFAULT_MOBILE_PREFIXES, 'blank: the default')
  t.same(parseMobilePrefixes({ SMS_MOBILE_PREFIXES: '532' }), ['532'])
  t.same(parseMobilePrefixes({ SMS_MOBILE_PREFIXES: '561, 530-532 ,501,531' }), ['501', '530', '531', '532', '561'], 'sorted, without duplicates')
  t.same(parseMobilePrefixes({ SMS_MOBILE_PREFIXES: '501,505-507,530-559,561' }), DEFAULT_MOBILE_PREFIXES, 'the documented default, written out')
})

t.test('a bad value stops the start with one line naming the variable', async (t) => {
  for (const bad of ['abc', '5321', '53', '432', '532,', '532-530', '530-535-540', '530--535', '5３2', '532;533']) {
    let thrown: unknown
    try {
      parseMobilePrefixes({ SMS_MOBILE_PREFIXES: bad })
    } catch (err) {
      thrown = err
    }
    t.ok(thrown instanceof ConfigError, `${JSON.stringify(bad)} is refused`)
    t.match((thrown as Error | undefined)?.message, /^config: SMS_MOBILE_PREFIXES must be [^\n]*$/, 'in one line naming the variable')
  }
})
