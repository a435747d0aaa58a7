/** EvaluateFit's answer: the contract's Fit objects as JSON strings (pure). */
import { evaluateAccountFit, evaluateContactFit, type FitResult } from '../../domain/icp';
import type { EvaluateFitResponse } from '../../grpc/scoring-v1';
import type { FitInput } from './validate-fit';

/** The contract's Fit: {fit, summary, criteria, evaluated_at}. */
function fitJson(result: FitResult, evaluatedAt: string): string {
  return JSON.stringify({ fit: result.fit, summary: result.summary, criteria: result.criteria, evaluated_at: evaluatedAt });
}

/** Both fits through the engine's functions; a set that is not evaluated comes back ''. */
export function evaluateFits(input: FitInput): EvaluateFitResponse {
  const account = input.account ? evaluateAccountFit(input.account.facts, input.account.rules) : null;
  const contact = input.contact ? evaluateContactFit(input.contact.person, input.contact.rules) : null;
  return {
    account_fit_json: account ? fitJson(account, input.evaluatedAt) : '',
    contact_fit_json: contact ? fitJson(contact, input.evaluatedAt) : '',
  };
}
