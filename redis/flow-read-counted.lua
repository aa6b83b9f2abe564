-- Reads a flow's state for a change (a submit or a back) and counts the change, in one round trip
-- (design §8; the per-flow submit limit of issue 13).
-- KEYS[1] the flow key, KEYS[2] the flow's change counter. ARGV[1] the state's sliding TTL in ms,
-- ARGV[2] the counter's window in ms (a fixed window from the first change in it).
-- Returns { count in this window, the state or false }; the state's TTL slides as a read's does.
local count = redis.call('INCR', KEYS[2])
if count == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[2]) end
local state = redis.call('GET', KEYS[1])
if state then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, state or false }
