-- Reserves one SMS send atomically, so limits hold across gateway instances.
-- KEYS: 1 cooldown (purpose+phone), 2 phone hour, 3 phone day, 4 ip hour, 5 global day, 6 purpose day
-- ARGV: 1 cooldown seconds, 2 phone/hour max, 3 phone/day max, 4 ip/hour max, 5 global/day max,
--       6 purpose/day max (its share of the global budget)
-- Returns {0, 0} when reserved; {1, ttl} cooldown; {2, ttl} phone hour; {3, ttl} phone day;
-- {4, ttl} ip hour; {5, ttl} global budget; {6, ttl} purpose budget.
-- A missing or malformed limit refuses the send (fail closed), as a counter that is not a number does.
local cd = redis.call('PTTL', KEYS[1])
if cd > 0 then return {1, cd} end
local limits = {
  {KEYS[2], tonumber(ARGV[2]), 3600, 2},
  {KEYS[3], tonumber(ARGV[3]), 86400, 3},
  {KEYS[4], tonumber(ARGV[4]), 3600, 4},
  {KEYS[6], tonumber(ARGV[6]), 86400, 6},
  {KEYS[5], tonumber(ARGV[5]), 86400, 5},
}
for _, l in ipairs(limits) do
  local n = tonumber(redis.call('GET', l[1]) or '0')
  if l[2] == nil or n == nil or n >= l[2] then return {l[4], math.max(redis.call('PTTL', l[1]), 0)} end
end
for _, l in ipairs(limits) do
  local n = redis.call('INCR', l[1])
  if n == 1 then redis.call('EXPIRE', l[1], l[3]) end
end
redis.call('SET', KEYS[1], '1', 'PX', tonumber(ARGV[1]) * 1000)
return {0, 0}
