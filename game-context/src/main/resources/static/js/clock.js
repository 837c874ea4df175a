// Formats a side's clock as the API reports it, counting down locally by the time elapsed since it was read.

function mmss(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = n => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export function formatClock(kind, side, elapsed) {
  let main = side.mainMillis - elapsed;
  if (kind === 'CORRESPONDENCE') {
    const left = side.mainMillis > 0 ? main : side.periodMillis - elapsed;
    const days = Math.floor(Math.max(0, left) / 86400000);
    return (days > 0 ? days + 'd ' : '') + mmss(left % 86400000);
  }
  if (main > 0 && !side.overtime) {
    const extra = kind === 'JAPANESE_BYOYOMI' && side.periodsLeft > 0
      ? ` + ${side.periodsLeft}×${Math.round(side.periodMillis / 1000)}s`
      : kind === 'CANADIAN' ? ` + ${side.stonesLeft || ''} stones/${mmss(side.periodMillis)}` : '';
    return mmss(main) + extra;
  }
  if (kind === 'JAPANESE_BYOYOMI') {
    const over = side.overtime ? elapsed : elapsed - side.mainMillis;
    const used = Math.floor(Math.max(0, over) / side.periodMillis);
    const periods = Math.max(0, side.periodsLeft - used);
    const inPeriod = side.periodMillis - (Math.max(0, over) % side.periodMillis);
    return periods > 0 ? `${mmss(inPeriod)} (${periods} period${periods > 1 ? 's' : ''})` : '0:00';
  }
  if (kind === 'CANADIAN') {
    const over = side.overtime ? elapsed : elapsed - side.mainMillis;
    return `${mmss(side.periodMillis - Math.max(0, over))} for ${side.stonesLeft} stones`;
  }
  return mmss(main);
}
