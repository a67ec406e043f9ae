import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ScorePoint } from './score-points.ts';

/**
 * Loaded lazily so recharts is its own chunk. Hidden from assistive technology: the figure's
 * caption and the Test History table carry the same information as text. `passPercent` is the
 * mark of the test shown (issue 32 §5).
 */
export function ScoreChart({ points, passPercent }: { points: readonly ScorePoint[]; passPercent: number }) {
  return (
    <div aria-hidden className="h-60 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={[...points]} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: -16 }}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis dataKey="date" tick={{ fill: '#334155', fontSize: 12 }} />
          <YAxis domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} tick={{ fill: '#334155', fontSize: 12 }} unit="%" />
          <Tooltip />
          <ReferenceLine y={passPercent} stroke="#0f172a" strokeDasharray="4 4" label={{ value: `${passPercent}% to Pass`, position: 'insideTopLeft', fill: '#0f172a', fontSize: 12 }} />
          <Line type="monotone" dataKey="percent" name="Score (%)" stroke="#0f563f" strokeWidth={2} dot={{ r: 4, fill: '#0f563f' }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
