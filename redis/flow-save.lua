-- Saves a flow's state if nobody saved since it was read (compare-and-set on the revision; design §8).
-- KEYS[1] the flow key. ARGV[1] the revision the writer read (0 = a new flow), ARGV[2] the new state
-- (JSON with a top-level "revision"), ARGV[3] the sliding TTL in ms.
-- Returns 1 when saved, else the stored state (or false when it expired meanwhile).
local current = redis.call('GET', KEYS[1])
local revision = 0
if current then revision = tonumber(cjson.decode(current).revision) end
if revision ~= tonumber(ARGV[1]) then return current or false end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1
