import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/text/did-you-mean.ts
var previous = new Uint32Array(64);
var current = new Uint32Array(64);
function editDistance(a, b, atMost = Infinity) {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  if (Math.abs(s.length - t.length) > atMost) return atMost + 1;
  if (t.length + 1 > previous.length) {
    previous = new Uint32Array(t.length + 1);
    current = new Uint32Array(t.length + 1);
  }
  let prev = previous;
  let row = current;
  for (let j = 0; j <= t.length; j++) prev[j] = j;
  for (let i = 1; i <= s.length; i++) {
    row[0] = i;
    let least = i;
    const c = s.charCodeAt(i - 1);
    for (let j = 1; j <= t.length; j++) {
      const cost = c === t.charCodeAt(j - 1) ? 0 : 1;
      const d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      row[j] = d;
      if (d < least) least = d;
    }
    if (least > atMost) return atMost + 1;
    [prev, row] = [row, prev];
  }
  const distance = prev[t.length];
  return distance > atMost ? atMost + 1 : distance;
}
function nearestChoice(value, choices) {
  const near = nearestName(value, choices);
  if (near !== void 0 && (editDistance(value, near, 1) <= 1 || sameStart(value, near)))
    return near;
  return onlyLonger(value, choices);
}
function sameStart(a, b) {
  return a.slice(0, 1).toLowerCase() === b.slice(0, 1).toLowerCase();
}
var MIN_ABBREVIATION = 3;
function onlyLonger(value, choices) {
  if (value.length < MIN_ABBREVIATION) return void 0;
  const start = value.toLowerCase();
  let found;
  for (const choice of choices) {
    if (choice.length <= value.length || !choice.toLowerCase().startsWith(start)) continue;
    if (found !== void 0) return void 0;
    found = choice;
  }
  return found;
}
function nearestName(name, known) {
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    const d = editDistance(name, candidate, bestDistance - 1);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

export {
  nearestChoice,
  nearestName
};
