/**
 * Bars drawn as SVG: a chart library would cost more of the 250 KB budget than the whole app
 * (docs/decisions.md, "The app in the browser"). The numbers are also in a table for screen readers
 * and for anyone who wants the exact figures.
 */
export interface Bar {
  label: string;
  value: number;
}

const WIDTH = 640;
const HEIGHT = 200;
const AXIS = 24;

export function BarChart({ title, bars, unit }: { title: string; bars: Bar[]; unit: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const step = bars.length ? (WIDTH - 8) / bars.length : 0;
  const total = bars.reduce((sum, b) => sum + b.value, 0);
  return (
    <figure className="chart-figure">
      <figcaption>{title}</figcaption>
      <svg className="chart" viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} role="img" aria-label={`${title}: ${bars.length} days, ${total} ${unit} in all, at most ${max} a day`}>
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#8c959f" />
        {bars.map((bar, i) => {
          const height = Math.round((bar.value / max) * (HEIGHT - 16));
          return (
            <g key={bar.label} data-value={bar.value}>
              <rect x={4 + i * step + step * 0.15} y={HEIGHT - height} width={Math.max(1, step * 0.7)} height={height}>
                <title>{`${bar.label}: ${bar.value} ${unit}`}</title>
              </rect>
              {(bars.length <= 10 || i % Math.ceil(bars.length / 8) === 0) && (
                <text x={4 + i * step + step / 2} y={HEIGHT + 16} fontSize="11" textAnchor="middle" fill="#57606a">
                  {bar.label.slice(5)}
                </text>
              )}
            </g>
          );
        })}
        <text x="4" y="12" fontSize="11" fill="#57606a">
          {max} {unit}
        </text>
      </svg>
      <details>
        <summary>The figures</summary>
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">{unit}</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.label}>
                  <td>{bar.label}</td>
                  <td>{bar.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
