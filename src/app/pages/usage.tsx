import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { api, unwrap } from '../api/client';
import { BarChart } from '../ui/bar-chart';
import { Empty, QueryView } from '../ui/states';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="figure">
      <span className="muted">{label}</span>
      <strong>{children}</strong>
    </div>
  );
}

const percent = (share: number | null | undefined) => (share === null || share === undefined ? '—' : `${Math.round(share * 100)} %`);
const days = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value.toFixed(1)} days`);

function Balance() {
  const credits = useQuery({ queryKey: ['credits'], queryFn: () => unwrap(api.GET('/credits')) });
  return (
    <QueryView query={credits} what="your credits">
      {(c) => (
        <section aria-labelledby="balance-heading">
          <h2 id="balance-heading">Balance</h2>
          <div className="figures">
            <Figure label="Credits left">{c.balance}</Figure>
            <Figure label="Used this month">{c.used_this_month.total}</Figure>
            <Figure label="Profile checks this month">{c.used_this_month.checks}</Figure>
            <Figure label="Email look-ups this month">{c.used_this_month.emails}</Figure>
            <Figure label="Tracked profiles">{c.tracked_profiles}</Figure>
            <Figure label="Expected use a month">{c.estimated_monthly_usage}</Figure>
          </div>
          <p>
            One check costs {(c.price_per_check_cents / 100).toFixed(2)} USD.{' '}
            <a href={c.buy_url} rel="noreferrer noopener" target="_blank">
              Buy credits
            </a>
          </p>
        </section>
      )}
    </QueryView>
  );
}

/** Credits spent per day (GET /credits/usage): profile checks and email look-ups stacked, oldest day first. */
function Usage() {
  const usage = useQuery({ queryKey: ['credits', 'usage'], queryFn: () => unwrap(api.GET('/credits/usage', { params: { query: { days: 30 } } })) });
  return (
    <QueryView query={usage} what="credits per day">
      {(u) => (
        <section aria-labelledby="usage-heading">
          <h2 id="usage-heading">Credits per day</h2>
          <BarChart
            title={`Credits spent per day, last ${u.days.length} days (${u.timezone})`}
            unit="credits"
            parts={['Profile checks', 'Email look-ups']}
            bars={u.days.map((d) => ({ label: d.day, value: d.checks + d.emails, parts: [d.checks, d.emails] }))}
          />
        </section>
      )}
    </QueryView>
  );
}

function Forecast() {
  const forecast = useQuery({ queryKey: ['credits', 'forecast'], queryFn: () => unwrap(api.GET('/credits/forecast')) });
  return (
    <QueryView query={forecast} what="the forecast">
      {(f) => (
        <section aria-labelledby="forecast-heading">
          <h2 id="forecast-heading">This month</h2>
          <p>
            Spent {f.spent} credits so far; {f.projected_total} expected by the end of the month
            {f.budget !== null ? ` against a budget of ${f.budget}` : ''} ({f.refresh_strategy} refresh).
          </p>
          {f.days.every((d) => d.credits === 0) ? (
            <Empty>No more refreshes are planned this month.</Empty>
          ) : (
            <BarChart title="Forecast: credits per day for the rest of the month" unit="credits" bars={f.days.map((d) => ({ label: d.date, value: d.credits }))} />
          )}
        </section>
      )}
    </QueryView>
  );
}

function Quality() {
  const freshness = useQuery({ queryKey: ['freshness'], queryFn: () => unwrap(api.GET('/freshness')) });
  const quality = useQuery({ queryKey: ['changes', 'quality'], queryFn: () => unwrap(api.GET('/changes/quality')) });
  return (
    <section aria-labelledby="quality-heading">
      <h2 id="quality-heading">Freshness and precision</h2>
      <QueryView query={freshness} what="freshness">
        {(f) => (
          <div className="figures">
            <Figure label="Job changes caught (90 days)">{f.changes}</Figure>
            <Figure label="Median lag">{days(f.p50_lag_days)}</Figure>
            <Figure label="Caught within 30 days">{percent(f.within_30_days)}</Figure>
            <Figure label="Credits per change">{f.credits_per_change === null ? '—' : f.credits_per_change.toFixed(1)}</Figure>
          </div>
        )}
      </QueryView>
      <QueryView query={quality} what="precision">
        {(q) => (
          <p>
            Alert precision: {percent(q.precision)} from {q.verdicts} verdicts on {q.alerts} alerts
            {q.ci_low !== null && q.ci_high !== null ? ` (between ${percent(q.ci_low)} and ${percent(q.ci_high)})` : ''}.
          </p>
        )}
      </QueryView>
    </section>
  );
}

export function UsagePage() {
  return (
    <>
      <h1>Credits and usage</h1>
      <Balance />
      <Usage />
      <Forecast />
      <Quality />
    </>
  );
}
