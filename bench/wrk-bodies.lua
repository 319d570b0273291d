-- wrk script of `npm run bench`: POSTs the bodies of a file (one JSON body a line) in turn, from a
-- given start, with the caller's key; counts answers that are not 200 or carry GraphQL errors; and
-- prints one JSON line of results at the end.
--   wrk ... -s bench/wrk-bodies.lua <url> -- <bodies file> <x-api-key> <start index>

local threads = {}

function setup(thread)
  thread:set("thread_index", #threads)
  table.insert(threads, thread)
end

local requests = {}
local next_index = 0
failed = 0

function init(args)
  local headers = { ["Content-Type"] = "application/json", ["x-api-key"] = args[2] }
  for line in io.lines(args[1]) do
    if #line > 0 then
      requests[#requests + 1] = wrk.format("POST", nil, headers, line)
    end
  end
  -- Threads start apart in the pool, so that no two send the same body at the same time.
  next_index = (tonumber(args[3] or "0") + thread_index * 7919) % #requests
end

function request()
  local r = requests[next_index + 1]
  next_index = (next_index + 1) % #requests
  return r
end

function response(status, headers, body)
  if status ~= 200 or string.find(body, '"errors"', 1, true) then
    failed = failed + 1
  end
end

function done(summary, latency, requests)
  local bad = 0
  for _, thread in ipairs(threads) do
    bad = bad + (thread:get("failed") or 0)
  end
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%.0f,"p99Us":%.0f,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"statusErrors":%d,"timeouts":%d,"failed":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout, bad))
end
