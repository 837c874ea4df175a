// Shared by the ladder context's pages: the clock choices of its forms and how a game's settings read.

/** "ABSOLUTE:600", "JAPANESE_BYOYOMI:1200:5:30", "FISCHER:600:10", "CORRESPONDENCE:3" as the API's TimeControl. */
export function clockOf(choice) {
  const [kind, a, b, c] = choice.split(':');
  switch (kind) {
    case 'ABSOLUTE': return { kind, mainSeconds: Number(a) };
    case 'JAPANESE_BYOYOMI': return { kind, mainSeconds: Number(a), periods: Number(b), periodSeconds: Number(c) };
    case 'FISCHER': return { kind, mainSeconds: Number(a), incrementSeconds: Number(b) };
    case 'CORRESPONDENCE': return { kind, periodSeconds: Number(a) * 86400 };
    default: return { kind: 'NONE' };
  }
}

export function describeClock(t) {
  if (!t || t.kind === 'NONE') return 'no clock';
  const min = s => Math.round(s / 60) + ' min';
  switch (t.kind) {
    case 'ABSOLUTE': return min(t.mainSeconds);
    case 'JAPANESE_BYOYOMI': return `${min(t.mainSeconds)} + ${t.periods}×${t.periodSeconds} s`;
    case 'CANADIAN': return `${min(t.mainSeconds)} + ${t.stonesPerPeriod} stones / ${min(t.periodSeconds)}`;
    case 'FISCHER': return `${min(t.mainSeconds)} + ${t.incrementSeconds} s`;
    case 'CORRESPONDENCE': return `${Math.round(t.periodSeconds / 86400)} days a move`;
    default: return t.kind.toLowerCase();
  }
}

export function describeGame(g) {
  return `${g.size}×${g.size}, ${g.preset}, ${describeClock(g.timeControl)}, ${g.rated ? 'rated' : 'free'}`;
}
