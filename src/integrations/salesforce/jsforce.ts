import type * as Jsforce from 'jsforce';

import { lazyPackage } from '../../shared/lazy-package';

/**
 * jsforce, loaded when a Salesforce client or OAuth flow is first made: it costs about a CPU
 * second to load, and every process that builds the services (the gateway, the scheduler, the
 * CLI, each test file) imports the Salesforce adapter, while few of them ever call Salesforce.
 */
export const jsforce = lazyPackage<typeof Jsforce>('jsforce');
