/**
 * The freshness bench (issue #24): how soon does each policy catch a job change, at equal credits?
 *
 *   npx tsx bench/freshness.ts [--world spec.json] [--json] [--no-oracle]
 *
 * Builds the seeded sandbox world of the spec (src/sandbox/world, the same code the sandbox
 * serves), advances it day by day for `days`, and runs on the same world, side by side:
 * `uniform` (the cadence sweep spending `credits_per_profile_month`), `adaptive` (the real
 * planner with a model fitted on its own checks, the feed, bounces and company events) and
 * `oracle` (the same planner told the spec's multipliers: the reference line). Every check runs
 * the real change detection on the profile as a provider shows it. Measured after `burn_in_days`:
 * credits spent from then on, and the lag (check day − the day the change showed on the profile)
 * of the changes that surfaced from then until the last twice-the-cadence days (so every policy
 * had its floor's chance to catch them). Also checks the forecast: at the first 1st of a month
 * after the burn-in, the planner's forecast of the next 30 days against what the adaptive policy
 * then spends.
 *
 * Prints a table; the last line is one JSON object:
 * { world, policies: { uniform, adaptive, oracle }, ratios, forecast, model, run_seconds }.
 */
import { readFileSync } from 'node:fs';

import { fitHazardModel } from '../src/domain/freshness/fit-hazard-model';
import { forecastDays } from '../src/domain/freshness/forecast';
import { createWorld } from '../src/sandbox/world/create-world';
import { parseWorldSpec, unknownSpecFields, type WorldSpec } from '../src/sandbox/world/spec';
import { WorldObserver } from './freshness/observer';
import { oracleModel } from './freshness/oracle-model';
import { calendar, PlannerPolicy, UniformPolicy } from './freshness/policies';
import { type ChangeClass, type ClassFigures, type PolicyFigures, PolicyRun, round, type Window } from './freshness/policy-run';
import { modelHazards, sqrtBound, staticRatio, trueHazards } from './freshness/static-ratio';
import { TruthPolicy } from './freshness/truth-policy';
import { runMain } from './support/cli';

const REFIT_EVERY_DAYS = 7;
const FORECAST_DAYS = 30;

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function loadSpec(): { spec: WorldSpec; unknown: string[] } {
  const path = argValue('world');
  const raw: unknown = path ? JSON.parse(readFileSync(path, 'utf8')) : {};
  return { spec: parseWorldSpec(raw), unknown: unknownSpecFields(raw) };
}

interface ForecastCheck {
  from: string;
  days: number;
  predicted: number;
  actual: number;
  error: number;
  /** Largest |forecast − spent| on one day, as a share of that day's spend. */
  max_day_error: number;
}

function main(): Promise<void> {
  const started = performance.now();
  const { spec, unknown } = loadSpec();
  if (unknown.length) console.log(`ignored unknown world spec fields: ${unknown.join(', ')}`);
  const world = createWorld({ seed: spec.seed, people: spec.people, companies: spec.companies, startDate: spec.start_date, spec });
  const startDay = world.today;
  const cadenceDays = 30.44 / spec.credits_per_profile_month;
  const monthly = Math.round(spec.people * spec.credits_per_profile_month);
  const window: Window = {
    from: startDay + spec.burn_in_days,
    changesUntil: startDay + Math.max(spec.burn_in_days + 1, spec.days - Math.ceil(2 * cadenceDays)),
    end: startDay + spec.days,
  };
  const observer = new WorldObserver(world);
  const baseline = (p: number) => UniformPolicy.baselineDay(p, spec.people, startDay, cadenceDays);
  const uniformRun = new PolicyRun('uniform', observer, window, baseline);
  const uniform = new UniformPolicy(uniformRun, spec.people, monthly);
  const adaptive = new PlannerPolicy(new PolicyRun('adaptive', observer, window, baseline), { monthly, cadenceDays, model: null, refitEveryDays: REFIT_EVERY_DAYS });
  const withOracle = !process.argv.includes('--no-oracle');
  const oracle = withOracle
    ? new PlannerPolicy(new PolicyRun('oracle', observer, window, baseline), { monthly, cadenceDays, model: oracleModel(world, spec), refitEveryDays: 0 })
    : null;

  const truthPolicy = withOracle ? new TruthPolicy(new PolicyRun('truth', observer, window, baseline), observer, monthly, cadenceDays) : null;

  let forecast: ForecastCheck | null = null;
  let pending: { from: number; predicted: number; byDay: number[]; label: string } | null = null;
  for (let d = 1; d <= spec.days; d++) {
    world.advance(1);
    const day = world.today;
    const news = observer.ingest();
    uniform.day(day);
    adaptive.take(news, day);
    oracle?.take(news, day);
    truthPolicy?.take(news, day);
    if (!pending && !forecast && day >= window.from && calendar.monthOf(day).dayOfMonth === 1 && d + FORECAST_DAYS <= spec.days) {
      pending = forecastFrom(adaptive, day, startDay, cadenceDays, monthly);
    }
    adaptive.day(day, startDay);
    oracle?.day(day, startDay);
    truthPolicy?.day(day);
    if (pending && day === pending.from + FORECAST_DAYS - 1) {
      let actual = 0;
      let maxDay = 0;
      for (let k = pending.from; k <= day; k++) {
        const spent = adaptive.run.checksByDay.get(k) ?? 0;
        actual += spent;
        maxDay = Math.max(maxDay, Math.abs(pending.byDay[k - pending.from]! - spent) / Math.max(1, spent));
      }
      forecast = {
        from: pending.label,
        days: FORECAST_DAYS,
        predicted: pending.predicted,
        actual,
        error: round((pending.predicted - actual) / Math.max(1, actual), 4),
        max_day_error: round(maxDay, 4),
      };
      pending = null;
    }
  }

  const changes = observer.truth.filter((t) => t.surfaced >= window.from && t.surfaced < window.changesUntil).length;
  const policies: Record<string, PolicyFigures> = { uniform: uniformRun.figures(changes), adaptive: adaptive.run.figures(changes) };
  if (oracle) policies.oracle = oracle.run.figures(changes);
  if (truthPolicy) policies.truth = truthPolicy.run.figures(changes);
  const cpu = process.cpuUsage();
  adaptive.model = fitHazardModel(adaptive.run.history, adaptive.events, WorldObserver.ms(world.today));
  const used = process.cpuUsage(cpu);
  const fit = { observations: adaptive.run.history.length, cpu_ms: Math.round((used.user + used.system) / 1000) };
  console.log(`hazard fit on the adaptive policy's whole history: ${fit.observations} checks in ${fit.cpu_ms} ms of CPU`);
  const truth = trueHazards(observer);
  const bounds = {
    adaptive_model: round(staticRatio(truth, modelHazards(observer, adaptive.model)), 4),
    adaptive_without_pace: round(staticRatio(truth, modelHazards(observer, fitHazardModel(adaptive.run.history, adaptive.events, WorldObserver.ms(world.today), { without: ['pace'] }))), 4),
    told_multipliers: round(staticRatio(truth, modelHazards(observer, oracleModel(world, spec, { pace: false }))), 4),
    told_multipliers_and_pace: round(staticRatio(truth, modelHazards(observer, oracleModel(world, spec))), 4),
    told_everything: round(staticRatio(truth, truth), 4),
    // The floor's cost: the same allocations without it; and (E√λ)²/E[λ], the closed form of the no-floor ratio.
    adaptive_no_floor: round(staticRatio(truth, modelHazards(observer, adaptive.model), Infinity), 4),
    told_everything_no_floor: round(staticRatio(truth, truth, Infinity), 4),
    told_everything_closed_form: round(sqrtBound(truth), 4),
  };
  console.log(`static √-allocation ratios at the end (no sampling noise): ${JSON.stringify(bounds)}`);
  const byClass = {
    uniform: uniformRun.byClass(),
    adaptive: adaptive.run.byClass(),
    ...(oracle ? { oracle: oracle.run.byClass() } : {}),
    ...(truthPolicy ? { truth: truthPolicy.run.byClass() } : {}),
  };
  console.log(`check regularity E[T²]/E[T]² (1 = periodic): uniform ${uniformRun.irregularity()}, adaptive ${adaptive.run.irregularity()}${oracle ? `, oracle ${oracle.run.irregularity()}` : ''}${truthPolicy ? `, truth ${truthPolicy.run.irregularity()}` : ''}`);
  report(spec, policies, { forecast, bounds, byClass }, adaptive, oracle, (performance.now() - started) / 1000);
  return Promise.resolve();
}

/** The planner's forecast of the next 30 days, made on the morning of `day` before its plan. */
function forecastFrom(policy: PlannerPolicy, day: number, startDay: number, cadenceDays: number, monthly: number) {
  const labels = Array.from({ length: FORECAST_DAYS }, (_, k) => new Date((day + k) * 86_400_000).toISOString().slice(0, 10));
  const budget = policy.budgetFor(day);
  const days = forecastDays({
    now: WorldObserver.ms(day),
    days: labels,
    profiles: policy.profiles,
    model: policy.model,
    companyEvents: policy.events,
    cadenceDays,
    creditsLeft: budget.creditsLeft,
    monthlyBudget: monthly,
    expectedFlagsPerDay: policy.flagsPerDay(),
  });
  void startDay;
  return { from: day, predicted: days.reduce((a, d) => a + d.checks, 0), byDay: days.map((d) => d.checks), label: labels[0]! };
}

function report(
  spec: WorldSpec,
  policies: Record<string, PolicyFigures>,
  extra: { forecast: ForecastCheck | null; bounds: Record<string, number>; byClass: Record<string, Record<ChangeClass, ClassFigures>> },
  adaptive: PlannerPolicy,
  oracle: PlannerPolicy | null,
  seconds: number,
): void {
  const { forecast, bounds, byClass } = extra;
  const u = policies.uniform!;
  const ratio = (p: PolicyFigures) => ({
    credits: round(p.credits / u.credits, 4),
    detected: round(p.detected / u.detected, 4),
    mean_lag: round(p.mean_lag_days / u.mean_lag_days, 3),
    p90_lag: round(p.p90_lag_days / u.p90_lag_days, 3),
  });
  const ratios = Object.fromEntries(Object.entries(policies).map(([k, p]) => [k, ratio(p)]));
  console.log(`world seed ${spec.seed}: ${spec.people} people, ${spec.days} days (burn-in ${spec.burn_in_days}), ${spec.monthly_change_rate} changes/month, ` +
    `tenure shape ${spec.tenure_shape}, σ ${spec.unexplained_sigma}, feed ${spec.feed ? 'on' : 'off'}, signals ${spec.signals ? 'on' : 'off'}, company events ${spec.company_events ? 'on' : 'off'}`);
  console.log('policy    credits  changes  detected  mean lag  p50  p90  max gap  mean vs uniform');
  for (const [name, p] of Object.entries(policies)) {
    const label = name === 'oracle' ? 'oracle*' : name;
    console.log(
      `${label.padEnd(9)} ${String(p.credits).padStart(7)}  ${String(p.changes).padStart(7)}  ${String(p.detected).padStart(8)}  ${p.mean_lag_days.toFixed(2).padStart(8)}  ${String(p.p50_lag_days).padStart(3)}  ${String(p.p90_lag_days).padStart(3)}  ${p.max_gap_days.toFixed(1).padStart(7)}  ${ratios[name]!.mean_lag.toFixed(3)}×`,
    );
  }
  if (oracle) console.log('* oracle: the same planner told the spec\'s multipliers (a reference bound, not a policy the service can run); truth: the planner\'s rule told each person\'s true hazard (hidden factor too)');
  for (const [name, policy] of [['adaptive', adaptive], ['oracle', oracle]] as const) {
    if (!policy) continue;
    const t = policy.run.byTrigger;
    console.log(`${name} checks by trigger: ${Object.entries(t).map(([k, v]) => `${k} ${v.checks} (${v.found} found)`).join(', ')}`);
  }
  console.log(`lag by class of change (detected, mean lag d): ${Object.entries(byClass).map(([k, c]) => `${k} ${Object.entries(c).map(([n, f]) => `${n} ${f.detected} / ${f.mean_lag_days}`).join(', ')}`).join('; ')}`);
  if (forecast) {
    console.log(`forecast from ${forecast.from}, ${forecast.days} days: predicted ${forecast.predicted}, spent ${forecast.actual} (${(forecast.error * 100).toFixed(2)} %; worst day ${(forecast.max_day_error * 100).toFixed(2)} %)`);
  }
  const m = adaptive.model;
  console.log(`adaptive model: monthly base ${(Math.exp(m.intercept) * 30.44).toFixed(4)}, tenure ${m.tenureExponent.toFixed(3)}·t ${(m.tenureCurvature ?? 0).toFixed(3)}·t², ${m.pace ? `pace ${m.pace.coefficient.toFixed(3)}× (k ${m.pace.shape.toFixed(3)}, α ${m.pace.alpha.toFixed(2)}, ln A ${m.pace.logScale.toFixed(3)})` : `history ${m.history?.logMeanPastTenure.toFixed(3)} (none ${m.history?.none.toFixed(2)})`}, no job ${m.noJob.toFixed(2)}, not found ${(m.notFound ?? m.noJob).toFixed(2)}, layoff ${m.companyEvent.logMultiplier.toFixed(2)}, seniority ${JSON.stringify(m.seniority)}, function ${JSON.stringify(m.function)}`);
  console.log(`run time ${seconds.toFixed(1)} s`);
  console.log(JSON.stringify({ world: spec, policies, ratios, static_ratios: bounds, by_class: byClass, forecast, model: m, run_seconds: round(seconds, 1) }));
}

runMain(main);
