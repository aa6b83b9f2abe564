-- Undoes a reservation whose send failed at the provider: it does not count as a send.
-- KEYS: 1 cooldown, 2 phone hour, 3 phone day, 4 ip hour, 5 global day, 6 purpose day
redis.call('DEL', KEYS[1])
for i = 2, 6 do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 1
