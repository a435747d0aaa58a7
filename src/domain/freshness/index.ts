export { fitHazardModel } from './fit-hazard-model';
export { daysLeftInMonth, forecastDays } from './forecast';
export { DAY_MS, DEFAULT_DAILY_HAZARD, flatModel, logHazard, sinceToMs } from './hazard-model';
export { planDay } from './plan-day';
export { NO_TRAITS, NOT_FOUND_TRAITS, traitsOf } from './traits';
export type {
  CheckObservation,
  CompanyEvent,
  ForecastDay,
  ForecastInput,
  HazardModel,
  PlanBudget,
  PlanDayInput,
  PlannedCheck,
  PlannerProfile,
  ProfileTraits,
  RefreshTrigger,
} from './types';
export { REFRESH_TRIGGERS } from './types';
