-- wrk script for `npm run bench:throughput`: every request asks for the page under a query string of
-- its own, so the page cache never has it (a miss that stores, like the first visit after an admin
-- change). Next.js answers from its own cache; the HTTP layer strips, hashes, compresses and stores.
local counter = 0
local prefix = ""

function setup(thread)
  thread:set("id", tostring(math.random(1, 1000000000)))
end

function init(args)
  prefix = wrk.path .. "?miss=" .. id .. "-"
end

function request()
  counter = counter + 1
  return wrk.format(nil, prefix .. counter)
end
