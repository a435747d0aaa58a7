import type { FundingStage } from './rules';

/**
 * A source's funding stage in the rules' vocabulary, or null when unknown. Sources
 * spell it many ways ("Series A", "series_a", "series-d", "Private Equity", "IPO").
 */
export function normaliseFundingStage(value: string | null | undefined): Exclude<FundingStage, 'unknown'> | null {
  if (!value) return null;
  const v = value.trim().toLowerCase().replace(/[^a-z0-9+]+/g, '_').replace(/^_|_$/g, '');
  if (['pre_seed', 'preseed', 'angel'].includes(v)) return 'pre_seed';
  if (v === 'seed') return 'seed';
  if (v === 'series_a') return 'series_a';
  if (v === 'series_b') return 'series_b';
  if (v === 'series_c_plus' || v === 'series_c+' || /^series_[c-z]$/.test(v)) return 'series_c_plus';
  if (['growth_pe', 'growth', 'private_equity', 'pe', 'late_stage'].includes(v)) return 'growth_pe';
  if (['public', 'ipo', 'post_ipo', 'post_ipo_equity', 'listed'].includes(v)) return 'public';
  if (['bootstrapped', 'self_funded'].includes(v)) return 'bootstrapped';
  return null;
}
