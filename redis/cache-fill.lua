-- Stores a freshly loaded cache value only if this filler still holds the fill lock.
-- An invalidation deletes the lock, so a fill that raced with a change never writes stale data.
-- KEYS[1] value key, KEYS[2] lock key; ARGV[1] lock token, ARGV[2] value, ARGV[3] expiry in
-- milliseconds, ARGV[4] 'PX' (a lifetime) or 'PXAT' (the value's own end, a Unix time in ms)
if redis.call('GET', KEYS[2]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], ARGV[4], tonumber(ARGV[3]))
  redis.call('DEL', KEYS[2])
  return 1
end
return 0
