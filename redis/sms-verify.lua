-- Checks a code once: a match consumes it; a miss counts, and the 5th miss burns the code.
-- KEYS: 1 code hash, 2 tries
-- ARGV: 1 the submitted code's hash, 2 max tries
-- Returns 1 ok, 0 wrong (tries left), -1 no code (expired, used or burnt), -2 wrong and burnt now.
local stored = redis.call('GET', KEYS[1])
if not stored then return -1 end
if stored == ARGV[1] then
  redis.call('DEL', KEYS[1], KEYS[2])
  return 1
end
local tries = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], math.max(redis.call('PTTL', KEYS[1]), 1))
if tries >= tonumber(ARGV[2]) then
  redis.call('DEL', KEYS[1], KEYS[2])
  return -2
end
return 0
