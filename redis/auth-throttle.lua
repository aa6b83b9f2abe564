-- Sign-in throttling (decision 031), atomic across gateway instances. Each key is a hash with
--   f: consecutive failures counted so far (an attempt counts when it begins, and is forgiven on
--      success, so parallel guesses cannot slip in before a failure is written)
--   u: until when (ms) no further attempt is taken
-- KEYS: 1 the phone's key, 2 the client address's key
-- ARGV: 1 mode (peek | begin | success), 2 now (ms), 3 free failures per phone, 4 free failures per
--       address, 5 first wait (ms), 6 longest wait (ms), 7 key lifetime (s), 8 hard cap per phone,
--       9 captcha passed (1/0) or, for success, the address's earlier 'u'
-- peek  -> {phone f, phone u, address f, address u}
-- begin -> {0, earlier address u} taken; {1, wait ms}; {2, 0} past the hard cap; {3, 0} captcha needed
-- success -> {0, 0}
local now = tonumber(ARGV[2])
local function wait(f, free)
  if f < free then return 0 end
  local w = tonumber(ARGV[5]) * (2 ^ (f - free))
  return math.min(w, tonumber(ARGV[6]))
end
local pf = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local pu = tonumber(redis.call('HGET', KEYS[1], 'u') or '0')
local af = tonumber(redis.call('HGET', KEYS[2], 'f') or '0')
local au = tonumber(redis.call('HGET', KEYS[2], 'u') or '0')
local mode = ARGV[1]
if mode == 'peek' then return {pf, pu, af, au} end
if mode == 'success' then
  redis.call('DEL', KEYS[1])
  if af > 0 then
    redis.call('HSET', KEYS[2], 'f', af - 1, 'u', tonumber(ARGV[9]))
  end
  return {0, 0}
end
-- begin
local u = math.max(pu, au)
if u > now then return {1, u - now} end
if pf >= tonumber(ARGV[8]) then return {2, 0} end
if (pf >= 1 or af >= 1) and ARGV[9] ~= '1' then return {3, 0} end
pf = pf + 1
af = af + 1
redis.call('HSET', KEYS[1], 'f', pf, 'u', now + wait(pf, tonumber(ARGV[3])))
redis.call('HSET', KEYS[2], 'f', af, 'u', now + wait(af, tonumber(ARGV[4])))
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[7]))
redis.call('EXPIRE', KEYS[2], tonumber(ARGV[7]))
return {0, au}
