/**
 * The Scoring gRPC handlers: validate → call the engine's pure function → map. Bad
 * input is INVALID_ARGUMENT naming the field; anything unexpected INTERNAL (logged).
 */
import * as grpc from '@grpc/grpc-js';

import { classifyTitle } from '../../domain/titles';
import type { ScoringHandlers } from '../../grpc/scoring-v1';
import type { Logger } from '../../shared/logger';
import type { Validated } from '../validate-request';
import { detectChangeOnWire } from './detect-change';
import { evaluateFits } from './evaluate-fit';
import { validateDetectRequest } from './validate-detect';
import { validateFitRequest } from './validate-fit';
import { MAX_TITLE_LENGTH, textField } from './validate-text';

export interface ScoringDeps {
  log: Logger;
  /** The clock for a fit's default evaluated_at. */
  now?: () => Date;
}

type Callback<Res> = grpc.sendUnaryData<Res>;

/** Runs `answer` on a valid request and sends its result, or the matching status. */
function respond<In, Res>(method: string, deps: ScoringDeps, valid: Validated<In>, answer: (input: In) => Res, callback: Callback<Res>): void {
  if (!valid.ok) {
    callback({ code: grpc.status.INVALID_ARGUMENT, details: valid.message });
    return;
  }
  let result: Res;
  try {
    result = answer(valid.value);
  } catch (err) {
    deps.log.error({ err, method }, 'scoring call failed');
    callback({ code: grpc.status.INTERNAL, details: 'internal error' });
    return;
  }
  callback(null, result);
}

export function createScoringHandlers(deps: ScoringDeps): ScoringHandlers {
  const now = deps.now ?? (() => new Date());
  return {
    ClassifyTitle(call, callback) {
      respond('ClassifyTitle', deps, textField('title', call.request.title, MAX_TITLE_LENGTH), (title) => {
        const c = classifyTitle(title);
        return { seniority: c.seniority ?? '', function: c.function ?? '' };
      }, callback);
    },

    EvaluateFit(call, callback) {
      respond('EvaluateFit', deps, validateFitRequest(call.request, now), evaluateFits, callback);
    },

    DetectChange(call, callback) {
      respond('DetectChange', deps, validateDetectRequest(call.request), detectChangeOnWire, callback);
    },
  };
}
